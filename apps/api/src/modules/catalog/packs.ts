import type { Currency, Pack, StockValidateResponse } from '@storefront/api-client/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { type StorePrices, storePricesOf } from '../currency/pack-prices';
import { priceIn } from '../currency/service';

/**
 * A pack's price in `currency` (`priceIn`: its store price, else converted and rounded) and the
 * struck-through price it had, rounded by the same rule; none when that is not above the price.
 */
function packPrices(
  currency: Currency,
  row: {
    price_usd_minor: number;
    original_price_usd_minor: number | null;
    store_prices: StorePrices;
  },
): Pick<Pack, 'price' | 'originalPrice'> {
  const price = priceIn(currency, row.price_usd_minor, row.store_prices);
  const original =
    row.original_price_usd_minor === null ? null : priceIn(currency, row.original_price_usd_minor);
  return { price, originalPrice: original && original.amount > price.amount ? original : null };
}

/** The game's packs, priced in `currency`, in the store's order. */
export async function packsOf(deps: AppDeps, gameId: number, currency: Currency): Promise<Pack[]> {
  const rows = await deps.db
    .selectFrom('packs')
    .selectAll()
    .select(storePricesOf(sql`packs.id`).as('store_prices'))
    .where('game_id', '=', gameId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    gameId: row.game_id,
    title: row.title,
    ...packPrices(currency, row),
    stock: row.stock,
    soldOut: row.stock === 0,
    badge: row.badge,
    sort: row.sort,
  }));
}

/**
 * Whether every line can be served from stock. Lines of the same pack count together; a pack that
 * does not exist (any more) has nothing available.
 */
export async function validateStock(
  deps: AppDeps,
  items: Array<{ packId: number; quantity: number }>,
): Promise<StockValidateResponse> {
  const ids = [...new Set(items.map((item) => item.packId))];
  const packs = await deps.db
    .selectFrom('packs')
    .select(['id', 'stock'])
    .where('id', 'in', ids)
    .execute();
  const wanted = new Map<number, number>();
  for (const item of items) wanted.set(item.packId, (wanted.get(item.packId) ?? 0) + item.quantity);
  const lines = items.map((item) => {
    const pack = packs.find((p) => p.id === item.packId);
    const available = pack ? pack.stock : 0;
    const ok =
      pack !== undefined && (available === null || (wanted.get(item.packId) ?? 0) <= available);
    return { ...item, available, ok };
  });
  return { ok: lines.every((line) => line.ok), items: lines };
}
