import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A provider payment as the sandbox's page shows it, with its order's number and channel. */
export function sandboxPaymentOf(db: Kysely<DB>, paymentNo: string) {
  return db
    .selectFrom('payments')
    .innerJoin('currencies', 'currencies.id', 'payments.currency_id')
    .leftJoin('orders', 'orders.id', 'payments.order_id')
    .leftJoin('payment_channels', 'payment_channels.id', 'orders.channel')
    .select([
      'payment_channels.names as channel',
      'payments.payment_no',
      'payments.purpose',
      'payments.order_id',
      'payments.amount',
      'payments.status',
      'payments.return_url',
      'currencies.code',
      'currencies.decimals',
      'payments.locale',
      'orders.order_no',
    ])
    .where('payments.payment_no', '=', paymentNo)
    .where('payments.method', '=', 'provider')
    .executeTakeFirst();
}

/** The order's lines as the sandbox's page lists them: game, pack and quantity. */
export function orderLinesOf(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('games', 'games.id', 'order_items.game_id')
    .select(['games.title as game', 'order_items.title', 'order_items.quantity'])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
}

/** What the sandbox's webhook reports of a payment: its amount and currency. */
export function paymentAmountOf(db: Kysely<DB>, paymentNo: string) {
  return db
    .selectFrom('payments')
    .innerJoin('currencies', 'currencies.id', 'payments.currency_id')
    .select(['payments.amount', 'currencies.code'])
    .where('payment_no', '=', paymentNo)
    .executeTakeFirstOrThrow();
}
