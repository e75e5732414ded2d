import { z } from 'zod';

/** A whole number of minor units (cents, sen); money is never a float. */
export const MinorUnits = z.int().meta({ description: 'Amount in minor units of its currency' });

/** The largest id a 32-bit `integer` column holds; a larger one could never name a row. */
export const MAX_ID = 2_147_483_647;

export const Id = z.int().positive().max(MAX_ID);

/** PostgreSQL cannot store a NUL character in text, so no request field may carry one. */
const NUL_MESSAGE = 'Must not contain a NUL character';

/** The same string schema, refusing text with a NUL character (a 400 naming the field). */
export function nulFree<Schema extends z.ZodType<string>>(schema: Schema): Schema {
  return schema.refine((value) => !value.includes('\u0000'), NUL_MESSAGE) as Schema;
}

/** Every free-text field of a request: any string without a NUL character. */
export const Text = nulFree(z.string());

/** ISO 8601 instant in UTC, e.g. `2026-11-21T08:30:00.000Z`. */
export const Timestamp = z.iso.datetime({ offset: true });

/** A calendar day `YYYY-MM-DD`. */
export const Day = z.iso.date();

/** The first and last day a date-range filter may name (both databases hold every instant between). */
export const FILTER_DAYS = { first: '2000-01-01', last: '2100-12-31' } as const;

/** A day of a date-range filter (inclusive, in UTC), within `FILTER_DAYS`. */
export const FilterDay = Day.refine(
  (day) => day >= FILTER_DAYS.first && day <= FILTER_DAYS.last,
  `Must be a day from ${FILTER_DAYS.first} to ${FILTER_DAYS.last}`,
).meta({ description: `A day from ${FILTER_DAYS.first} to ${FILTER_DAYS.last}` });

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

/** Every date-range filter of the contract: `from` and `to` both optional, both within `FILTER_DAYS`. */
export const DateRange = z.object({ from: FilterDay.optional(), to: FilterDay.optional() });

/**
 * The request schema refusing a range that ends before it starts (days compare as text); a refine
 * does not survive `.extend`, so each request that takes `DateRange.shape` ends with this.
 */
export function orderedRange<Schema extends z.ZodType<{ from?: string; to?: string }>>(
  schema: Schema,
) {
  return schema.refine(
    (range) => range.from === undefined || range.to === undefined || range.from <= range.to,
    { message: 'Must not be after to', path: ['from'] },
  );
}

/** Values a customer typed for a game's account fields, keyed by field `key`. */
export const AccountValues = z
  .record(Text.min(1).max(40), Text.max(500))
  .meta({ description: 'Account field values by field key; secret fields come back masked' });
export type AccountValues = z.infer<typeof AccountValues>;

/** How a cart or order line names one account value: the game's field label in the request's locale. */
export const AccountLabel = z.object({
  key: z.string(),
  label: z.string(),
  /** The chosen option's label for a choice field (a server, a login method); null otherwise. */
  value: z.string().nullable(),
});
export type AccountLabel = z.infer<typeof AccountLabel>;

export const Empty = z.object({});
export const Nothing = z.null();
