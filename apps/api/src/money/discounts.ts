import { floorToStep } from './local-price';

/**
 * The store's discount rules, applied on the server only, after pricing:
 *
 * - Paying in IDR takes `IDR_DISCOUNT_BPS` basis points off the subtotal, rounded down to the
 *   rupiah price step (Rp 100, money/local-price.ts): a round subtotal keeps a round total
 *   (Rp 24.200 - Rp 400 = Rp 23.800), and the customer never gets less than the rule's whole steps.
 */
export const IDR_DISCOUNT_BPS = 200;

/** The IDR discount on an amount in IDR minor units. */
export function idrDiscount(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  }
  const exact = Number((BigInt(amountMinor) * BigInt(IDR_DISCOUNT_BPS)) / 10_000n);
  return floorToStep(exact, 'IDR');
}

/** The discount a total gets when paid in the currency with this code. */
export function discountFor(currencyCode: string, amountMinor: number): number {
  return currencyCode === 'IDR' ? idrDiscount(amountMinor) : 0;
}
