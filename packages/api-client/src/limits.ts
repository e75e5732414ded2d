/**
 * What registration accepts. The contract's schemas enforce them on the server; forms read them
 * from here (without the schemas) to say so before sending.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Passwords are counted in code points after NFKC; longer ones are refused. */
export const PASSWORD_MAX_LENGTH = 200;
export const NICKNAME_LENGTH = { min: 2, max: 40 } as const;
/** The longest email address the store keeps (accounts and an order's contact email). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The largest request body the API reads (bytes). The API refuses a larger one with 413, and the
 * gateway refuses it before forwarding anything (its proxies should agree: `client_max_body_size`).
 */
export const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;
/** The 413 answer's message (English: the gateway has no locale table; the API translates it). */
export const REQUEST_BODY_TOO_LARGE_MESSAGE = 'The request body is too large';

/** The most a quantity of one cart or order line can be (the contract refuses more). */
export const MAX_LINE_QUANTITY = 99;

/** Amount ceilings of one currency, in its minor units. */
export interface MoneyLimits {
  /** The largest single deposit. */
  deposit: number;
  /** The largest order total. */
  orderTotal: number;
  /** The largest balance a user may hold; a deposit or refund beyond it is refused. */
  balance: number;
}

/**
 * Per-currency ceilings (about US$10,000 per deposit and order, US$1,000,000 per balance), so no
 * amount or balance can come near the 2^53 that JSON numbers hold exactly. The server refuses
 * anything beyond them with 422; forms may read them to say so before sending.
 */
export const MONEY_LIMITS: Readonly<Record<string, MoneyLimits>> = {
  USD: { deposit: 1_000_000, orderTotal: 1_000_000, balance: 100_000_000 },
  IDR: { deposit: 165_000_000, orderTotal: 165_000_000, balance: 16_500_000_000 },
  MYR: { deposit: 4_500_000, orderTotal: 4_500_000, balance: 450_000_000 },
  PHP: { deposit: 59_000_000, orderTotal: 59_000_000, balance: 5_900_000_000 },
  SGD: { deposit: 1_400_000, orderTotal: 1_400_000, balance: 140_000_000 },
  RZG: { deposit: 1_000_000, orderTotal: 1_000_000, balance: 100_000_000 },
};

/** A currency the table does not name gets the USD figures. */
export function moneyLimitsOf(currencyCode: string): MoneyLimits {
  return MONEY_LIMITS[currencyCode] ?? (MONEY_LIMITS.USD as MoneyLimits);
}

/** The database's own backstop on every stored balance (a CHECK constraint), far below 2^53. */
export const BALANCE_HARD_CEILING = 1_000_000_000_000_000;
