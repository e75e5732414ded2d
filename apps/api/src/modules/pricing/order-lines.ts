import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { storePricesOf } from '../currency/pack-prices';
import type { LineToPrice } from '../order/pricing';
import { SHOP_MESSAGES } from '../shop/messages';
import { type Owner, whereOwner } from '../shop/owner';

/**
 * The owner's order (404 when it is not theirs) and its lines as `priceLines` takes them, with
 * their packs' store prices: what re-pricing it in another currency or through a channel starts from.
 */
export async function orderToPrice(deps: AppDeps, owner: Owner, orderNo: string) {
  const order = await deps.db
    .selectFrom('orders')
    .select(['id', 'order_no', 'currency_id', 'promo_code'])
    .where('order_no', '=', orderNo)
    .where(whereOwner('orders', owner))
    .executeTakeFirst();
  if (!order) throw new AppError(404, SHOP_MESSAGES.orderNotFound, { orderNo });
  const lines: LineToPrice[] = await deps.db
    .selectFrom('order_items')
    .select([
      'kind',
      'unit_price_usd_minor as unitPriceUsdMinor',
      'quantity',
      storePricesOf(sql`order_items.pack_id`).as('storePrices'),
    ])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  return { order, lines };
}
