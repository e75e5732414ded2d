import { type MoneyLimits, moneyLimitsOf } from '@storefront/api-client';
import type { BalanceLogEntry } from '@storefront/api-client/contract';

/** What the top-up form needs of a currency. */
export interface TopUpCurrency {
  id: number;
  code: string;
  decimals: number;
}

/**
 * The amounts offered as one tap per currency, in major units: round sums a customer of each
 * market tops up with (about US$5 to US$100). A currency not named gets fractions of its deposit
 * limit instead. Presets above the currency's deposit limit are never offered.
 */
export const TOP_UP_PRESETS: Readonly<Record<string, readonly number[]>> = {
  USD: [5, 10, 20, 50, 100],
  IDR: [50_000, 100_000, 200_000, 500_000, 1_000_000],
  MYR: [20, 50, 100, 200, 500],
  PHP: [250, 500, 1_000, 2_500, 5_000],
  SGD: [10, 20, 50, 100, 200],
  RZG: [5, 10, 20, 50, 100],
};

/** The smallest free amount: one major unit (Rp 1, $1.00). */
export const TOP_UP_MIN_MAJOR = 1;

const minorOf = (major: number, decimals: number) => Math.round(major * 10 ** decimals);

/** The currency's one-tap amounts in minor units, within its deposit limit. */
export function topUpPresets(currency: Pick<TopUpCurrency, 'code' | 'decimals'>): number[] {
  const limit = moneyLimitsOf(currency.code).deposit;
  const named = TOP_UP_PRESETS[currency.code];
  const amounts = named
    ? named.map((major) => minorOf(major, currency.decimals))
    : [200, 100, 40, 20, 10].map((part) => Math.floor(limit / part));
  return amounts.filter((amount) => amount > 0 && amount <= limit);
}

/** The smallest amount the form takes, in minor units. */
export const topUpMinimum = (currency: Pick<TopUpCurrency, 'decimals'>) =>
  minorOf(TOP_UP_MIN_MAJOR, currency.decimals);

/**
 * A typed amount in minor units, or null when it is not a plain amount. Spaces are ignored; a
 * currency without decimals (IDR) takes `.` and `,` as thousands separators (`50.000`), one with
 * decimals takes one of them as the decimal point with at most its decimals (`10.50`, `10,5`).
 */
export function parseTopUpAmount(text: string, decimals: number): number | null {
  const compact = text.replace(/\s/g, '');
  if (decimals === 0) {
    if (!/^\d{1,3}([.,]?\d{3})*$/.test(compact) && !/^\d+$/.test(compact)) return null;
    const amount = Number(compact.replace(/[.,]/g, ''));
    return Number.isSafeInteger(amount) ? amount : null;
  }
  const match = new RegExp(`^(\\d+)(?:[.,](\\d{1,${decimals}}))?$`).exec(compact);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(decimals, '0'));
  const amount = whole * 10 ** decimals + fraction;
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Why the form cannot send its amount; the limits are minor units of the chosen currency. */
export type TopUpProblem =
  | { kind: 'required' }
  | { kind: 'invalid'; decimals: number }
  | { kind: 'tooSmall'; min: number }
  | { kind: 'depositLimit'; max: number }
  | { kind: 'balanceLimit'; max: number; room: number };

/**
 * The same checks `User/Deposit` makes (the contract's `MONEY_LIMITS`): at most the deposit limit
 * at once, and the balance after it at most the balance limit; plus the form's own minimum.
 */
export function topUpProblem(
  text: string,
  currency: TopUpCurrency,
  balance: number,
  limits: MoneyLimits = moneyLimitsOf(currency.code),
): TopUpProblem | null {
  if (text.trim() === '') return { kind: 'required' };
  const amount = parseTopUpAmount(text, currency.decimals);
  if (amount === null) return { kind: 'invalid', decimals: currency.decimals };
  const min = topUpMinimum(currency);
  if (amount < min) return { kind: 'tooSmall', min };
  if (amount > limits.deposit) return { kind: 'depositLimit', max: limits.deposit };
  if (balance + amount > limits.balance) {
    return {
      kind: 'balanceLimit',
      max: limits.balance,
      room: Math.max(0, limits.balance - balance),
    };
  }
  return null;
}

/** The amount a preset fills the field with: plain digits the parser reads back exactly. */
export function topUpAmountText(amount: number, decimals: number): string {
  if (decimals === 0) return String(amount);
  const scale = 10 ** decimals;
  const whole = Math.floor(amount / scale);
  const fraction = amount % scale;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(decimals, '0')}`;
}

/** What the payment provider's return added to the address, when it was a deposit's. */
export interface DepositReturn {
  paymentNo: string;
  status: 'paid' | 'cancelled' | 'pending' | 'other';
}

/** A deposit's number (`DP` + date + code), as `User/Deposit` makes them. */
const DEPOSIT_NO = /^DP\d{8}-[0-9A-Z]{6}$/;

/** The provider's `?paymentNo=DP…&status=…` on the page it sent the customer back to, or null. */
export function depositReturnFromSearch(search: string | URLSearchParams): DepositReturn | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const paymentNo = params.get('paymentNo')?.trim().toUpperCase() ?? '';
  if (!DEPOSIT_NO.test(paymentNo)) return null;
  const status = params.get('status');
  return {
    paymentNo,
    status: status === 'paid' || status === 'cancelled' || status === 'pending' ? status : 'other',
  };
}

/** The balance history's line of that deposit (its `orderNo` is the deposit's number), if in. */
export function depositEntryOf(
  entries: readonly BalanceLogEntry[],
  paymentNo: string,
): BalanceLogEntry | null {
  return entries.find((entry) => entry.type === 'deposit' && entry.orderNo === paymentNo) ?? null;
}

/** How often the page looks for a paid deposit's line, and for how many looks at most. */
export const DEPOSIT_POLL_MS = 1500;
export const DEPOSIT_POLL_LOOKS = 40;
