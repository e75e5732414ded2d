import type { Order } from '@storefront/api-client/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { checkedChannelFee, findChannel } from '../channel/service';
import { checkCustomer, findPromo } from '../promo/redemptions';
import { applyPromo } from '../promo/rules';
import { SHOP_MESSAGES } from '../shop/messages';
import type { Owner } from '../shop/owner';
import { lockOrder } from './lifecycle';
import { orderDetail } from './service';

/**
 * Applies `code` to the owner's unpaid order (null removes it): the rules, the buyer (a code with
 * a per-customer limit needs an account) and limits are checked (again, under lock, when paying) and
 * the order re-priced: total = subtotal − discount − promo discount + the channel's fee on that.
 */
export async function setOrderPromo(
  deps: AppDeps,
  owner: Owner,
  input: { orderNo: string; code: string | null },
  now: Date,
  locale: Locale,
): Promise<Order> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.orderNo, owner);
    if (order.status !== 'unpaid') {
      throw new AppError(409, SHOP_MESSAGES.orderNotPayable, {
        orderNo: order.order_no,
        status: order.status,
      });
    }
    const currency = await orderCurrencyOf(trx, order.currency_id);
    let promo: { code: string | null; discount: number } = { code: null, discount: 0 };
    if (input.code !== null) {
      const row = await findPromo(trx, input.code);
      const discount = applyPromo(row, { ...order, currency }, now);
      await checkCustomer(trx, row, order);
      promo = { code: row.code, discount };
    }
    const base = order.subtotal - order.discount - promo.discount;
    const fee = order.channel
      ? checkedChannelFee(await findChannel(trx, order.channel), owner, currency, base)
      : 0;
    await trx
      .updateTable('orders')
      .set({
        promo_code: promo.code,
        promo_discount: promo.discount,
        channel_fee: fee,
        total: base + fee,
      })
      .where('id', '=', order.id)
      .execute();
  });
  return orderDetail(deps, owner, input.orderNo, locale);
}

async function orderCurrencyOf(db: Kysely<DB>, currencyId: number) {
  return db
    .selectFrom('currencies')
    .select(['id', 'code', 'decimals'])
    .where('id', '=', currencyId)
    .executeTakeFirstOrThrow();
}
