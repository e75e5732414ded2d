import type { Currency } from '@storefront/api-client/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB, OrderTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import { CHANNEL_MESSAGES } from '../channel/messages';
import {
  BALANCE_CHANNEL,
  type Channel,
  checkedChannelFee,
  feeAndRefusal,
  findChannel,
  listChannels,
  offersCurrency,
} from '../channel/service';
import { storePricesOf } from '../currency/pack-prices';
import { orderCurrency } from '../order/lines';
import { priceLines } from '../order/pricing';
import { promoDiscountFor } from '../promo/service';
import { SHOP_MESSAGES } from '../shop/messages';
import { type Owner, whereOwner } from '../shop/owner';

/** What the payer chose that can change an order's terms: how, and through which channel. */
export interface PaymentChoice {
  method: 'balance' | 'provider';
  /** The payment channel (re-prices the fee); see `channelToPay` when absent. */
  channel?: string;
}

/**
 * Puts the order's lines in `currency` when the payer picked another one, its promo code's discount
 * with them (422 naming `promoCode` when the code does not apply in that currency).
 */
export async function reprice(
  trx: Transaction<DB>,
  order: { id: number; promo_code: string | null },
  currency: Currency,
  now: Date,
) {
  const orderId = order.id;
  const items = await trx
    .selectFrom('order_items')
    .select([
      'id',
      'kind',
      'unit_price_usd_minor as unitPriceUsdMinor',
      'quantity',
      storePricesOf(sql`order_items.pack_id`).as('storePrices'),
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const priced = priceLines(items, currency);
  const promoDiscount = await promoDiscountFor(trx, order.promo_code, { currency, ...priced }, now);
  for (const [index, item] of items.entries()) {
    await trx
      .updateTable('order_items')
      .set({ unit_price: priced.units[index] ?? 0, subtotal: priced.subtotals[index] ?? 0 })
      .where('id', '=', item.id)
      .execute();
  }
  return trx
    .updateTable('orders')
    .set({
      currency_id: currency.id,
      subtotal: priced.subtotal,
      discount: priced.discount,
      promo_discount: promoDiscount,
      total: priced.total - promoDiscount,
    })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a channel's fee is computed on: the order's currency and what is left after its discounts. */
type OrderTerms = Pick<
  Selectable<OrderTable>,
  'channel' | 'currency_id' | 'subtotal' | 'discount' | 'promo_discount'
>;

async function feeBaseOf(db: Kysely<DB>, order: OrderTerms) {
  const currency = await db
    .selectFrom('currencies')
    .select(['code', 'decimals'])
    .where('id', '=', order.currency_id)
    .executeTakeFirstOrThrow();
  return { currency, base: order.subtotal - order.discount - order.promo_discount };
}

function channelById(db: Kysely<DB>, id: string): Promise<Channel | undefined> {
  return db.selectFrom('payment_channels').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The store's first provider channel that takes the order's currency and its total with the fee
 * (the one a product page preselects). When none can, the first that takes the currency: applying
 * it refuses the payment, naming that channel's limit. No channel takes the currency: 422.
 */
async function firstFittingChannel(db: Kysely<DB>, order: OrderTerms): Promise<Channel> {
  const { currency, base } = await feeBaseOf(db, order);
  const offered = (await listChannels(db)).filter(
    (channel) => channel.id !== BALANCE_CHANNEL && offersCurrency(channel, currency.code),
  );
  const fitting = offered.find(
    (channel) => feeAndRefusal(channel, currency.code, base).refusal === null,
  );
  const chosen = fitting ?? offered[0];
  if (!chosen) throw new AppError(422, CHANNEL_MESSAGES.noneTakes, { currency: currency.code });
  return chosen;
}

/**
 * The channel a payment goes through: the one asked for; for a balance payment of an older client,
 * the balance channel (when the store has one). A provider payment without one goes through the
 * order's provider channel, else the first that can take it (`firstFittingChannel`): a provider
 * payment always has a channel, so its fee and limits are always checked. Before its order exists
 * (`order` null) such a payment has none yet: the payment picks it once the order is placed.
 */
export async function channelToPay(
  db: Kysely<DB>,
  input: PaymentChoice,
  order: OrderTerms | null,
): Promise<Channel | null> {
  if (input.channel !== undefined) return findChannel(db, input.channel);
  if (input.method === 'balance') return (await channelById(db, BALANCE_CHANNEL)) ?? null;
  if (order === null) return null;
  const ordered =
    order.channel === null || order.channel === BALANCE_CHANNEL
      ? undefined
      : await channelById(db, order.channel);
  return ordered ?? firstFittingChannel(db, order);
}

/**
 * Puts the order on `channel` (none: no fee), its fee computed again on what is left after the
 * discounts, in the order's currency as it is now (after a currency switch).
 */
export async function applyChannel(
  trx: Transaction<DB>,
  order: Selectable<OrderTable>,
  channel: Channel | null,
  owner: Owner,
) {
  const { currency, base } = await feeBaseOf(trx, order);
  const fee = channel ? checkedChannelFee(channel, owner, currency, base) : 0;
  return trx
    .updateTable('orders')
    .set({ channel: channel?.id ?? null, channel_fee: fee, total: base + fee })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The currency a payer picked, checked against the order's kind of lines (Razer Gold or not). */
export async function currencyFor(
  deps: AppDeps,
  owner: Owner,
  orderNo: string,
  currencyId?: number,
) {
  if (currencyId === undefined) return null;
  const lines = await deps.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.kind')
    .where('orders.order_no', '=', orderNo)
    .where(whereOwner('orders', owner))
    .execute();
  if (lines.length === 0) throw new AppError(404, SHOP_MESSAGES.orderNotFound, { orderNo });
  return orderCurrency(
    deps,
    lines.map((line) => line.kind),
    currencyId,
  );
}
