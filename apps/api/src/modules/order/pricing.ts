import type { Currency } from '@storefront/api-client/contract';
import { convertUsdCents } from '../../money/convert';
import { discountFor } from '../../money/discounts';

export interface PricedLines {
  /** Each line's unit price in the currency. */
  units: number[];
  /** Each line's unit price times its quantity. */
  subtotals: number[];
  subtotal: number;
  discount: number;
  total: number;
}

/**
 * An order's money in `currency`: every unit price converted by the one rule (money/convert.ts),
 * times its quantity; the discount of money/discounts.ts on the sum; the total is what is paid.
 */
export function priceLines(
  lines: ReadonlyArray<{ unitPriceUsdMinor: number; quantity: number }>,
  currency: Currency,
): PricedLines {
  const units = lines.map((line) => convertUsdCents(line.unitPriceUsdMinor, currency));
  const subtotals = lines.map((line, index) => (units[index] ?? 0) * line.quantity);
  const subtotal = subtotals.reduce((sum, amount) => sum + amount, 0);
  const discount = discountFor(currency.code, subtotal);
  return { units, subtotals, subtotal, discount, total: subtotal - discount };
}
