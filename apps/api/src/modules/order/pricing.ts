import type { Currency } from '@storefront/api-client/contract';
import { convertUsdCents } from '../../money/convert';
import { discountFor } from '../../money/discounts';
import { localPrice } from '../../money/local-price';
import type { StorePrices } from '../currency/pack-prices';

export interface PricedLines {
  /** Each line's unit price in the currency. */
  units: number[];
  /** Each line's unit price times its quantity. */
  subtotals: number[];
  subtotal: number;
  discount: number;
  total: number;
}

export interface LineToPrice {
  /** A pack (`pack`, `razer`) is priced by `localPrice`; a link's face value is converted exactly. */
  kind: 'pack' | 'razer' | 'link';
  unitPriceUsdMinor: number;
  quantity: number;
  /** The pack's own prices by currency id (`pack_prices`); absent or null when it has none. */
  storePrices?: StorePrices | null;
}

/** One unit of the line in `currency`. */
function unitPrice(line: LineToPrice, currency: Currency): number {
  if (line.kind === 'link') return convertUsdCents(line.unitPriceUsdMinor, currency);
  return localPrice(line.unitPriceUsdMinor, currency, line.storePrices?.[String(currency.id)]);
}

/**
 * An order's money in `currency`: every unit price by the one rule (a pack's price in the currency,
 * money/local-price.ts; a link converted, money/convert.ts), times its quantity; the discount of
 * money/discounts.ts on the sum; the total is what is paid.
 */
export function priceLines(lines: ReadonlyArray<LineToPrice>, currency: Currency): PricedLines {
  const units = lines.map((line) => unitPrice(line, currency));
  const subtotals = lines.map((line, index) => (units[index] ?? 0) * line.quantity);
  const subtotal = subtotals.reduce((sum, amount) => sum + amount, 0);
  const discount = discountFor(currency.code, subtotal);
  return { units, subtotals, subtotal, discount, total: subtotal - discount };
}
