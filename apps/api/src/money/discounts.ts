/**
 * The store's discount rules, applied on the server only, after conversion:
 *
 * - Paying in IDR takes `IDR_DISCOUNT_BPS` basis points off the converted total, rounded down to a
 *   whole minor unit (the customer never pays more than the rule says).
 */
export const IDR_DISCOUNT_BPS = 200;

/** The IDR discount on an amount in IDR minor units. */
export function idrDiscount(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  }
  return Number((BigInt(amountMinor) * BigInt(IDR_DISCOUNT_BPS)) / 10_000n);
}

/** The discount a total gets when paid in the currency with this code. */
export function discountFor(currencyCode: string, amountMinor: number): number {
  return currencyCode === 'IDR' ? idrDiscount(amountMinor) : 0;
}
