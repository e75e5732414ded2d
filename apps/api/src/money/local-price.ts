import { convertUsdCents, type Rate } from './convert';

/**
 * The price step of each currency, in its minor units: a converted price is rounded to a multiple
 * of it, as the region's top-up stores price.
 *
 * - IDR: Rp 100 (no coin below Rp 100 circulates; Codashop and SEAGM price in hundreds).
 * - MYR, SGD: 0.05 (the smallest coin; Malaysia rounds cash totals to 5 sen).
 * - PHP: ₱1 (stores in the Philippines price in whole pesos).
 * - USD and Razer Gold, the base and the store's own credit: whole cents.
 *
 * A currency not listed here keeps whole minor units.
 */
export const PRICE_STEPS: Readonly<Record<string, number>> = {
  IDR: 100,
  MYR: 5,
  SGD: 5,
  PHP: 100,
};

/** The price step of the currency with this code, in its minor units. */
export function priceStep(currencyCode: string): number {
  return PRICE_STEPS[currencyCode] ?? 1;
}

function checkAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  }
}

/**
 * `amountMinor` rounded to the nearest multiple of the currency's step, halves up; a price that is
 * not zero never rounds to zero (it becomes one step). Integers only.
 * Example: IDR 24213 -> 24200, IDR 24250 -> 24300, MYR 663 -> 665, PHP 8672 -> 8700.
 */
export function roundToStep(amountMinor: number, currencyCode: string): number {
  checkAmount(amountMinor);
  const step = priceStep(currencyCode);
  const rounded = Math.floor((amountMinor + Math.floor(step / 2)) / step) * step;
  return amountMinor > 0 && rounded === 0 ? step : rounded;
}

/** `amountMinor` rounded down to a multiple of the currency's step (a discount never makes a total ugly). */
export function floorToStep(amountMinor: number, currencyCode: string): number {
  checkAmount(amountMinor);
  const step = priceStep(currencyCode);
  return amountMinor - (amountMinor % step);
}

/**
 * THE price of a pack in a currency: the store's own price for it in that currency when one is set
 * (`pack_prices`), otherwise its USD-cent price converted (money/convert.ts) and rounded to the
 * currency's step.
 */
export function localPrice(
  usdCents: number,
  currency: Rate & { code: string },
  storePrice?: number | null,
): number {
  if (storePrice !== undefined && storePrice !== null) return storePrice;
  return roundToStep(convertUsdCents(usdCents, currency), currency.code);
}
