import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Locale, Localized } from '../i18n/messages';

/**
 * The database as Kysely sees it. jsonb columns are written as JSON text (`JSON.stringify`): the pg
 * driver would turn a JS array into a PostgreSQL array, not into JSON.
 */
export interface DB {
  currencies: CurrencyTable;
  categories: CategoryTable;
  games: GameTable;
  game_categories: GameCategoryTable;
  packs: PackTable;
  promotions: PromotionTable;
  carousel_slides: CarouselSlideTable;
  content_pages: ContentPageTable;
  users: UserTable;
  sessions: SessionTable;
  guests: GuestTable;
  balances: BalanceTable;
  balance_logs: BalanceLogTable;
  rate_limits: RateLimitTable;
}

type Json<T extends object | null> = JSONColumnType<T, string, string>;
type Instant = ColumnType<Date, Date, Date>;

export interface StoredAccountField {
  key: string;
  label: Localized;
  kind: 'text' | 'number' | 'select' | 'url' | 'email' | 'password';
  required: boolean;
  placeholder: Localized | null;
  pattern: string | null;
  options: Array<{ value: string; label: Localized }> | null;
  secret: boolean;
}

export interface CurrencyTable {
  id: Generated<number>;
  code: string;
  name: string;
  symbol: string;
  decimals: number;
  /** numeric: an exact decimal string, units per 1 USD. */
  rate: string;
  kind: 'fiat' | 'razerGold';
  sort: number;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  titles: Json<Localized>;
  icon: string | null;
  sort: number;
}

export interface GameTable {
  id: Generated<number>;
  name: string;
  title: string;
  type: 'Games' | 'Links' | 'Login';
  region: string;
  publisher: string;
  colors: Json<[string, string]>;
  description: Json<Localized>;
  badge: string | null;
  is_voucher: boolean;
  popularity: number;
  account_fields: Json<StoredAccountField[]>;
  created_at: Instant;
  /** Generated: lower-case title and publisher, for keyword search. */
  search: ColumnType<string, never, never>;
}

export interface GameCategoryTable {
  game_id: number;
  category_id: number;
}

export interface PackTable {
  id: Generated<number>;
  game_id: number;
  title: string;
  price_usd_minor: number;
  original_price_usd_minor: number | null;
  stock: number | null;
  badge: string | null;
  sort: number;
}

export interface PromotionTable {
  id: Generated<number>;
  slug: string;
  titles: Json<Localized>;
  summaries: Json<Localized>;
  bodies: Json<Localized>;
  starts_at: Instant;
  ends_at: Instant;
  game_id: number | null;
  colors: Json<[string, string]>;
}

export interface CarouselSlideTable {
  id: Generated<number>;
  titles: Json<Localized>;
  subtitles: Json<Localized | null>;
  link_kind: 'game' | 'promotion' | 'category';
  link_target: string;
  colors: Json<[string, string]>;
  sort: number;
}

export interface ContentPageTable {
  slug: 'help' | 'about' | 'legal';
  locale: Locale;
  title: string;
  body: string;
  faqs: Json<Array<{ question: string; answer: string }>>;
  updated_at: Instant;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  nickname: string;
  created_at: Instant;
}

export interface SessionTable {
  /** SHA-256 of the token: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Instant;
  expires_at: Instant;
  revoked_at: Instant | null;
}

export interface GuestTable {
  id: string;
  created_at: Instant;
  last_seen_at: Instant;
}

export interface BalanceTable {
  user_id: number;
  currency_id: number;
  balance: number;
}

export interface BalanceLogTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  /** Signed, in the currency's minor units. */
  amount: number;
  balance_after: number;
  type: 'deposit' | 'payment' | 'refund' | 'adjustment';
  order_no: string | null;
  remark: string | null;
  created_at: Instant;
}

export interface RateLimitTable {
  key: string;
  hits: number;
  window_started_at: Instant;
}
