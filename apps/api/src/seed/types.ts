import type { Locale } from '@storefront/api-client';

/**
 * The shape of the demo data the seed writes. Text a customer reads comes in both locales.
 * Money is in minor units of USD (cents); the server converts to other currencies and rounds to their
 * price steps, unless a pack sets its own price there (`localPrices`).
 */
export type { Locale } from '@storefront/api-client';
export type Localized = Record<Locale, string>;

/** Redemption or top-up steps, in order, per locale. */
export type RedeemSteps = Record<Locale, string[]>;

export type GameType = 'Games' | 'Links' | 'Login';

export interface SeedCurrency {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Units of this currency per 1 USD, exact decimal string. */
  rate: string;
  kind: 'fiat' | 'razerGold';
}

export interface SeedCategory {
  /** Slug, also the category's top-level route: never a static route name. */
  name: string;
  title: Localized;
  /** A glyph for the category chip (one emoji or symbol). */
  icon: string;
}

export interface SeedAccountField {
  key: string;
  label: Localized;
  kind: 'text' | 'number' | 'select' | 'url' | 'email' | 'password';
  required: boolean;
  placeholder: Localized | null;
  /** JavaScript RegExp source the whole value must match. */
  pattern: string | null;
  options: Array<{ value: string; label: Localized }> | null;
  secret: boolean;
}

export interface SeedPack {
  title: string;
  /** Price in USD cents. */
  price: number;
  /** Price before discount in USD cents, for a strike-through. */
  originalPrice: number | null;
  /** Units in stock; null is unlimited. */
  stock: number | null;
  badge: string | null;
  /** The store's own prices by currency code, in its minor units (e.g. a voucher at face value). */
  localPrices: Partial<Record<string, number>>;
}

export interface SeedGame {
  name: string;
  title: string;
  type: GameType;
  region: string;
  publisher: string;
  categories: string[];
  /** Two hex colours for the generated artwork. */
  colors: [string, string];
  description: Localized;
  badge: string | null;
  isVoucher: boolean;
  /** Higher sorts first in "popular". */
  popularity: number;
  /** Lower-case abbreviations and short names a search finds the game by ("ml"); none if absent. */
  aliases?: string[];
  accountFields: SeedAccountField[];
  packs: SeedPack[];
  /** How the product is redeemed or topped up; generated catalogues have none. */
  redeemSteps?: RedeemSteps;
}

export interface SeedPromotion {
  slug: string;
  title: Localized;
  summary: Localized;
  /** Safe HTML: p, strong, em, ul, ol, li, a[href], h3. */
  body: Localized;
  /** Days relative to the seed time; negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  gameName: string | null;
  colors: [string, string];
}

export interface SeedSlide {
  title: Localized;
  subtitle: Localized | null;
  link: { kind: 'game' | 'promotion' | 'category'; target: string };
  colors: [string, string];
}

export interface SeedContentPage {
  slug: 'help' | 'about' | 'legal';
  title: Localized;
  /** Safe HTML as for promotions. */
  body: Localized;
  faqs: Array<{ question: Localized; answer: Localized }>;
}

export interface SeedUser {
  email: string;
  password: string;
  nickname: string;
  /** Balances by currency code, in that currency's minor units. */
  balances: Record<string, number>;
}

/** A payment channel of the store: fee = ceil(amount × feeBps / 10000) + its fixed fee. */
export interface SeedChannel {
  id: string;
  name: Record<Locale, string>;
  feeBps: number;
  /** Fixed fee by currency code, in minor units. */
  fixedFees: Record<string, number>;
  /** Limits by currency code, in minor units; a missing side has no limit. */
  limits: Record<string, { min: number | null; max: number | null }>;
  currencies: string[];
}
