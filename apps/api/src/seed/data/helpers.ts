/**
 * Small builders that keep the catalog files readable. Every value they return is plain seed data
 * (see ../types.ts); nothing here touches storage.
 */
import type { Localized, SeedAccountField, SeedPack } from '../types';

/** A text in both locales. */
export function l(en: string, id: string): Localized {
  return { en, id };
}

/** The same text in both locales (example values, brand names). */
export function same(text: string): Localized {
  return { en: text, id: text };
}

export interface PackOptions {
  /** Price before the discount in USD cents; the badge defaults to the real percentage off. */
  was?: number;
  /** Units in stock; leave out for unlimited, 0 is sold out. */
  stock?: number;
  /** Badge on the tile; null removes the automatic discount badge. */
  badge?: string | null;
  /** The store's own rupiah price (a voucher at face value); without it IDR converts and rounds. */
  idr?: number;
}

/** The percentage off, rounded, as a badge ('-10%'). */
export function discountBadge(price: number, originalPrice: number): string {
  return `-${Math.round((1 - price / originalPrice) * 100)}%`;
}

/** A pack priced in USD cents. */
export function pack(title: string, price: number, options: PackOptions = {}): SeedPack {
  const originalPrice = options.was ?? null;
  const badge =
    options.badge !== undefined
      ? options.badge
      : originalPrice !== null
        ? discountBadge(price, originalPrice)
        : null;
  const localPrices = options.idr === undefined ? {} : { IDR: options.idr };
  return { title, price, originalPrice, stock: options.stock ?? null, badge, localPrices };
}

/** Whole-value patterns; the server wraps each as ^(?:...)$. */
export const patterns = {
  email: '[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}',
  /** Email, phone number or username: anything without spaces. */
  login: '[^\\s]{3,100}',
  password: '.{6,128}',
  /** A payment link from an official web shop: https only. */
  httpsUrl: 'https://[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(?::[0-9]{2,5})?(?:[/?#][^\\s]*)?',
  /** Riot ID: a 3-16 character name, '#', a 3-5 character tag. */
  riotId: '[^#\\s][^#]{1,14}[^#\\s]#[A-Za-z0-9]{3,5}',
} as const;

interface TextFieldOptions {
  key: string;
  label: Localized;
  /** The whole-value pattern, or null for none. */
  pattern: string | null;
  /** An example value, shown as the placeholder and valid for the pattern. */
  example?: string | Localized | null;
  kind?: 'text' | 'number';
  required?: boolean;
}

/** A free-text or digits-only account field. */
export function textField(options: TextFieldOptions): SeedAccountField {
  const example = options.example ?? null;
  return {
    key: options.key,
    label: options.label,
    kind: options.kind ?? 'text',
    required: options.required ?? true,
    placeholder: typeof example === 'string' ? same(example) : example,
    pattern: options.pattern,
    options: null,
    secret: false,
  };
}

/** A digits-only game account id. */
export function digitsField(
  key: string,
  label: Localized,
  pattern: string,
  example: string,
  required = true,
): SeedAccountField {
  return textField({ key, label, pattern, example, kind: 'number', required });
}

/** A choice from a fixed list (server, login method). */
export function selectField(
  key: string,
  label: Localized,
  options: Array<{ value: string; label: Localized }>,
  required = true,
): SeedAccountField {
  return {
    key,
    label,
    kind: 'select',
    required,
    placeholder: l('Choose one', 'Pilih salah satu'),
    pattern: null,
    options,
    secret: false,
  };
}

/** One select option. */
export function option(
  value: string,
  label: string | Localized,
): {
  value: string;
  label: Localized;
} {
  return { value, label: typeof label === 'string' ? same(label) : label };
}

/** Mobile Legends style User ID + Zone ID. */
export function userAndZone(): SeedAccountField[] {
  return [
    digitsField('userId', same('User ID'), '[0-9]{5,12}', '12345678'),
    digitsField('zoneId', same('Zone ID'), '[0-9]{3,6}', '1234'),
  ];
}

/** A Riot ID (name#tag). */
export function riotIdField(): SeedAccountField {
  return textField({
    key: 'riotId',
    label: same('Riot ID'),
    pattern: patterns.riotId,
    example: 'PlayerName#SEA1',
  });
}

/** HoYoverse-style UID + server select. */
export function uidAndServer(
  uidPattern: string,
  example: string,
  servers: Array<{ value: string; label: Localized }>,
): SeedAccountField[] {
  return [
    digitsField('userId', same('UID'), uidPattern, example),
    selectField('server', same('Server'), servers),
  ];
}

/** The top-up link a customer pastes from the game's official web shop. */
export function topupLinkField(example: string): SeedAccountField {
  return {
    key: 'topupLink',
    label: l('Top-up link', 'Link top-up'),
    kind: 'url',
    required: true,
    placeholder: same(example),
    pattern: patterns.httpsUrl,
    options: null,
    secret: false,
  };
}

/** An email address: a login, or where a voucher code is delivered. */
export function emailField(label: Localized, required = true): SeedAccountField {
  return {
    key: 'email',
    label,
    kind: 'email',
    required,
    placeholder: same('name@example.com'),
    pattern: patterns.email,
    options: null,
    secret: false,
  };
}

/** Email, phone or username used to log in to the game. */
export function loginIdField(label: Localized, example = 'name@example.com'): SeedAccountField {
  return textField({ key: 'email', label, pattern: patterns.login, example });
}

/** The game account password: a secret, encrypted at rest and never shown again. */
export function passwordField(): SeedAccountField {
  return {
    key: 'password',
    label: l('Password', 'Kata sandi'),
    kind: 'password',
    required: true,
    placeholder: null,
    pattern: patterns.password,
    options: null,
    secret: true,
  };
}

/** "Login via" select. */
export function loginMethodField(
  methods: Array<{ value: string; label: Localized }>,
): SeedAccountField {
  return selectField('loginMethod', l('Login via', 'Login lewat'), methods);
}

export const loginVia = {
  google: option('google', 'Google'),
  facebook: option('facebook', 'Facebook'),
  apple: option('apple', 'Apple'),
} as const;
