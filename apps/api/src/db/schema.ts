import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Locale, Localized } from '../i18n/messages';

// Over 400 lines on purpose: one type per table, all of them side by side like the migrations.
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
  pack_prices: PackPriceTable;
  promotions: PromotionTable;
  carousel_slides: CarouselSlideTable;
  content_pages: ContentPageTable;
  users: UserTable;
  sessions: SessionTable;
  pending_signups: PendingSignupTable;
  password_resets: PasswordResetTable;
  guests: GuestTable;
  balances: BalanceTable;
  balance_logs: BalanceLogTable;
  rate_limits: RateLimitTable;
  cart_items: CartItemTable;
  orders: OrderTable;
  payment_channels: PaymentChannelTable;
  order_items: OrderItemTable;
  order_events: OrderEventTable;
  payments: PaymentTable;
  webhook_events: WebhookEventTable;
  links: LinkTable;
  idempotency_keys: IdempotencyKeyTable;
  mail_outbox: MailOutboxTable;
  user_game_accounts: UserGameAccountTable;
  promo_codes: PromoCodeTable;
  promo_redemptions: PromoRedemptionTable;
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

/** What an order line keeps of the game's account fields: their labels, in every locale. */
export type StoredAccountLabel = Pick<StoredAccountField, 'key' | 'label' | 'options'>;

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
  /** When `rate` was last written; the database's time on insert. */
  rate_updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  titles: Json<Localized>;
  icon: string | null;
  sort: number;
}

/** Redemption or top-up steps, in order, per locale. */
export type RedeemSteps = Record<Locale, string[]>;

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
  /** Lower-case abbreviations and short names ("ml"); a search equal to one finds the game. */
  aliases: ColumnType<string[], string[] | undefined, string[]>;
  account_fields: Json<StoredAccountField[]>;
  /** The redemption or top-up steps per locale; null when the game has none (migration 0021). */
  redeem_steps: ColumnType<RedeemSteps | null, string | null | undefined, string | null>;
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

/** The store's own price of a pack in a currency, in its minor units (migration 0016). */
export interface PackPriceTable {
  pack_id: number;
  currency_id: number;
  price: number;
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
  /** Bumped by every new password: known-device cookies signed with an older one prove nothing. */
  device_epoch: ColumnType<number, number | undefined, number>;
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

/** A sign-up waiting for its mailed code; it becomes a `users` row when the code comes back. */
export interface PendingSignupTable {
  email: string;
  password_hash: string;
  nickname: string;
  /** scrypt of the 6-digit code, as passwords are stored. */
  code_hash: string;
  created_at: Instant;
  expires_at: Instant;
  /** Codes tried so far, right or wrong; past the limit the code is burnt. */
  tries: ColumnType<number, number | undefined, number>;
}

/** A password-reset token: only its SHA-256 is stored; single use. */
export interface PasswordResetTable {
  token_hash: string;
  user_id: number;
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
}

export interface RateLimitTable {
  key: string;
  hits: number;
  window_started_at: Instant;
  /** The last attempt a delayed counter let through (the login throttle's per-account one). */
  last_hit_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Exactly one of `user_id` and `guest_id` is set. */
interface Owned {
  user_id: number | null;
  guest_id: string | null;
}

export interface CartItemTable extends Owned {
  id: Generated<number>;
  kind: 'pack' | 'razer';
  pack_id: number;
  quantity: number;
  /** The account values that are not secret. */
  account: Json<Record<string, string>>;
  /** AES-256-GCM ciphertext of the secret values (JSON), or null when the game has none. */
  account_secret: string | null;
  /** Keyed hash of all the account values: the same pack for the same account is one line. */
  account_hash: string;
  created_at: Instant;
}

export type OrderStatus = 'unpaid' | 'paid' | 'processing' | 'completed' | 'failed' | 'cancelled';

export interface OrderTable extends Owned {
  id: Generated<number>;
  order_no: string;
  status: OrderStatus;
  currency_id: number;
  /** In the order currency's minor units. */
  subtotal: number;
  discount: number;
  total: number;
  payment_method: 'balance' | 'provider' | null;
  /** The payment channel chosen (migration 0017); its fee is part of `total`. */
  channel: ColumnType<string | null, string | null | undefined, string | null>;
  channel_fee: ColumnType<number, number | undefined, number>;
  created_at: Instant;
  expires_at: Instant;
  paid_at: Instant | null;
  completed_at: Instant | null;
  /** When the order reached completed, failed or cancelled. */
  ended_at: Instant | null;
  failure_reason: string | null;
  /** Where receipts go and what tracking asks for; null only on orders older than the column. */
  contact_email: string | null;
  /** The customer's language when ordering: their receipts use it (migration 0006). */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /**
   * The client address that placed an order holding limited stock (the caps on unpaid holds count
   * per address); null on every other order (migration 0009).
   */
  client_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** The token of the delivery attempt that holds the order in `processing` (migration 0012). */
  delivery_claim: ColumnType<string | null, string | null | undefined, string | null>;
  /** When that attempt took the order: the sweep resumes it once this is old enough. */
  delivery_started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The promo code applied to the order, upper case; null without one (migration 0018). */
  promo_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its discount in the order currency's minor units; 0 without a code. */
  promo_discount: ColumnType<number, number | undefined, number>;
}

/** Amounts in minor units by currency code, e.g. `{ "IDR": 5000000 }`. */
export type AmountsByCurrency = Record<string, number>;

export interface PromoCodeTable {
  id: Generated<number>;
  /** Upper case: customers type it in any case. */
  code: string;
  kind: 'percent' | 'fixed';
  /** 1–100 for a percent code; null for a fixed one. */
  percent: number | null;
  /** A fixed code's discount in each currency it offers one in. */
  fixed_amounts: ColumnType<AmountsByCurrency, string | undefined, string>;
  /** The least subtotal the code needs, per currency (none: no minimum). */
  min_spend: ColumnType<AmountsByCurrency, string | undefined, string>;
  /** The currency codes it applies in; null: all. */
  currencies: string[] | null;
  starts_at: Date | null;
  ends_at: Date | null;
  total_limit: number | null;
  per_customer_limit: number | null;
  used: ColumnType<number, number | undefined, number>;
}

export interface PromoRedemptionTable {
  id: Generated<number>;
  promo_code_id: number;
  order_id: number;
  /** `user:<id>`, or `email:<normalised contact email>` for a guest. */
  customer_key: string;
  created_at: Instant;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  kind: 'pack' | 'razer' | 'link';
  game_id: number;
  /** Null for link lines (and for a pack deleted since). */
  pack_id: number | null;
  /** The pack title, or the link line's description, as it was when ordered. */
  title: string;
  quantity: number;
  unit_price_usd_minor: number;
  /** In the order currency's minor units. */
  unit_price: number;
  subtotal: number;
  account: Json<Record<string, string>>;
  account_secret: string | null;
  /** The account field labels when ordered; null on lines older than the column. */
  account_labels: ColumnType<StoredAccountLabel[] | null, string | null | undefined, string | null>;
  link_url: string | null;
  /** What a link tops up, in `face_currency_id`'s minor units. */
  face_value: number | null;
  face_currency_id: number | null;
  vouchers: ColumnType<string[], string | undefined, string>;
  /** The account's in-game nickname from the ID-check service at order creation; null if unknown. */
  nickname: string | null;
}

/** The last player account a user ordered for a game: non-secret fields only. */
export interface UserGameAccountTable {
  user_id: number;
  game_id: number;
  account: Json<Record<string, string>>;
  nickname: string | null;
  updated_at: Instant;
}

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  at: Instant;
}

export interface PaymentTable extends Owned {
  id: Generated<number>;
  payment_no: string;
  purpose: 'order' | 'deposit';
  order_id: number | null;
  currency_id: number;
  amount: number;
  method: 'balance' | 'provider';
  provider: string | null;
  status: 'pending' | 'paid' | 'cancelled' | 'failed' | 'refunded';
  idempotency_key: string | null;
  return_url: string | null;
  created_at: Instant;
  updated_at: Instant;
  /** The customer's language when the payment started (migration 0006). */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
}

export interface WebhookEventTable {
  provider: string;
  event_id: string;
  received_at: Instant;
}

/** A saved top-up link (migration 0003); owned like a cart by exactly one of a user or a guest. */
export interface LinkTable {
  id: Generated<number>;
  user_id: number | null;
  guest_id: string | null;
  game_id: number;
  url: string;
  /** SHA-256 of `url`: one saved copy of a link per owner and game. */
  url_hash: string;
  /** What the link buys, from its `item` parameter or the game's title. */
  title: string;
  /** What the link tops up, in `face_currency_id`'s minor units. */
  face_value: number;
  face_currency_id: number;
  /** The client's `stamp` (ms since the epoch) of the request that saved it. */
  stamp: number;
  created_at: Instant;
  /** Set while a `link/payOrder` call orders it: a second call meanwhile is refused. */
  paying_until: Instant | null;
}

export interface IdempotencyKeyTable {
  /** `user:<id>` or `guest:<id>`: keys are per owner. */
  owner: string;
  key: string;
  /** The operation and its input: the same key for another request is a 409. */
  fingerprint: string;
  /** The first call's answer; null while it runs. */
  answer: JSONColumnType<StoredAnswer | null, string | null, string | null>;
  /** A claim whose call died is taken over after this. */
  claimed_until: Instant;
  created_at: Instant;
}

export type StoredAnswer =
  | { ok: true; data: unknown }
  | { ok: false; status: number; key: unknown; params: unknown; options: unknown };

/** The events a customer gets an order receipt for. */
export type OrderReceiptEvent = 'paid' | 'completed' | 'failed';

/** What an order's receipt is written from, as the statement that moved the order saw it. */
export interface OrderReceiptFacts {
  orderNo: string;
  total: number;
  /** The subtotal, discount and creation time; absent from receipts queued before migration 0021. */
  subtotal?: number;
  discount?: number;
  createdAt?: string;
  locale: Locale;
  contactEmail: string | null;
  /** The email of the order's account; null for a guest. */
  accountEmail: string | null;
  currencyId: number;
  currencyCode: string;
  decimals: number;
  /** The payment channel's names (migration 0017); absent from receipts queued before it. */
  channel?: Localized | null;
  channelFee?: number;
  items: Array<{
    id: number;
    title: string;
    gameTitle: string;
    quantity: number;
    subtotal: number;
    vouchers: string[];
    /** The account values, their labels, and the game's steps (absent before migration 0021). */
    account?: Record<string, string>;
    accountLabels?: StoredAccountLabel[] | null;
    isVoucher?: boolean;
    redeemSteps?: RedeemSteps | null;
    /** The player's nickname (absent from receipts queued before it existed). */
    nickname?: string | null;
  }>;
  /** The promo code and its discount (migration 0018); absent from receipts queued before. */
  promoCode?: string | null;
  promoDiscount?: number;
}

/**
 * A receipt waiting to be sent, or sent (migrations 0006, 0008): an order's as its facts and event,
 * rendered when sent; a deposit's (and any queued before 0008) as its rendered message.
 */
export interface MailOutboxTable {
  id: Generated<string>;
  /** `<order or deposit number>:<event>`: one receipt per event. */
  key: string;
  recipient: string;
  event: OrderReceiptEvent | null;
  facts: JSONColumnType<OrderReceiptFacts | null, string | null, string | null>;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  attempts: Generated<number>;
  next_attempt_at: Instant;
  /** A worker holds the row until then; after it the row is due again (the worker died). */
  claimed_until: Instant | null;
  /** The claim of the worker round holding the row: only it may mark the row sent (migration 0012). */
  claim_token: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: string | null;
  created_at: Instant;
  sent_at: Instant | null;
}

/** Limits of a channel in one currency, in its minor units; null: no limit that side. */
export interface ChannelLimits {
  min: number | null;
  max: number | null;
}

/** A payment channel (migration 0017): store data, seeded with the demo store. */
export interface PaymentChannelTable {
  id: string;
  names: Json<Localized>;
  /** Percent fee in basis points of the amount paid before the fee. */
  fee_bps: number;
  /** Fixed fee by currency code, in its minor units. */
  fixed_fees: Json<Record<string, number>>;
  limits: Json<Record<string, ChannelLimits>>;
  /** The currency codes the channel takes. */
  currencies: string[];
  sort: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}
