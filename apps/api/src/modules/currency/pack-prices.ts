import { type RawBuilder, sql } from 'kysely';

/** A pack's own prices by currency id (`pack_prices`), in each currency's minor units. */
export type StorePrices = Record<string, number>;

/**
 * The store prices of the pack `packId` (a column or a parameter) as ONE JSON value, for the
 * statement that reads the pack or the order line: `{ "<currencyId>": price }`, `{}` when none.
 */
export function storePricesOf(packId: RawBuilder<unknown>) {
  return sql<StorePrices>`(select coalesce(json_object_agg(pack_prices.currency_id, pack_prices.price), '{}')
    from pack_prices where pack_prices.pack_id = ${packId})`;
}
