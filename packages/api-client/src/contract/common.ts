import { z } from 'zod';

/** A whole number of minor units (cents, sen); money is never a float. */
export const MinorUnits = z.int().meta({ description: 'Amount in minor units of its currency' });

export const Id = z.int().positive();

/** ISO 8601 instant in UTC, e.g. `2026-11-21T08:30:00.000Z`. */
export const Timestamp = z.iso.datetime({ offset: true });

/** A calendar day `YYYY-MM-DD`, for date-range filters (inclusive, in UTC). */
export const Day = z.iso.date();

/** An amount together with everything needed to format it (`Intl.NumberFormat`). */
export const Money = z.object({
  amount: MinorUnits,
  currencyId: Id,
  currencyCode: z.string().min(3).max(8),
  decimals: z.int().min(0).max(4),
});
export type Money = z.infer<typeof Money>;

/** Picks the currency prices are shown and paid in; the server's default when absent. */
export const CurrencyChoice = z.object({ currencyId: Id.optional() });
export type CurrencyChoice = z.input<typeof CurrencyChoice>;

export const PageQuery = z.object({
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(100).default(20),
});

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    total: z.int().nonnegative(),
    page: z.int().min(1),
    pageSize: z.int().min(1),
  });
}
export interface Page<Item> {
  list: Item[];
  total: number;
  page: number;
  pageSize: number;
}

export const DateRange = z.object({ from: Day.optional(), to: Day.optional() });

/** Values a customer typed for a game's account fields, keyed by field `key`. */
export const AccountValues = z
  .record(z.string().min(1).max(40), z.string().max(500))
  .meta({ description: 'Account field values by field key; secret fields come back masked' });
export type AccountValues = z.infer<typeof AccountValues>;

export const Empty = z.object({});
export const Nothing = z.null();
