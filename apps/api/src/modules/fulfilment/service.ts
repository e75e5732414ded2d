import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import type { OrderItemTable } from '../../db/schema';
import { moveMoney } from '../ledger/service';
import { queueOrderReceipt } from '../mail/receipts';
import { completeOrder, endOrder } from '../order/lifecycle';
import type { OrderViewRow } from '../order/view';
import { openAccount } from '../shop/account';
import type { SupplierOrder } from './supplier';

/** What the customer reads on a failed order (the supplier's own error is not theirs to see). */
const DELIVERY_FAILED = 'The supplier could not deliver this order; the payment was refunded';

/**
 * Takes a paid order to processing (with its event) and reads what to deliver, in ONE statement;
 * null when someone else already did: only the update that still finds it `paid` answers lines.
 */
async function startProcessing(deps: AppDeps, orderId: number, now: Date) {
  const { rows: items } = await sql<{
    order_no: string;
    id: number;
    kind: OrderItemTable['kind'];
    title: string;
    quantity: number;
    account: Record<string, string>;
    account_secret: string | null;
    link_url: string | null;
    name: string;
    is_voucher: boolean;
  }>`
    with started as (
      update orders set status = 'processing'
      where id = ${orderId}::integer and status = 'paid'
      returning id, order_no
    ),
    event as (
      insert into order_events (order_id, status, at)
      select id, 'processing', ${now}::timestamptz from started
    )
    select started.order_no, order_items.id, order_items.kind, order_items.title,
      order_items.quantity, order_items.account, order_items.account_secret, order_items.link_url,
      games.name, games.is_voucher
    from started
    join order_items on order_items.order_id = started.id
    join games on games.id = order_items.game_id
    order by order_items.id`.execute(deps.db);
  const first = items[0];
  if (!first) return null;
  const order: SupplierOrder = {
    orderNo: first.order_no,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      gameName: item.name,
      isVoucher: item.is_voucher,
      title: item.title,
      quantity: item.quantity,
      account: openAccount(item.account, item.account_secret, deps.secrets),
      linkUrl: item.link_url,
    })),
  };
  return order;
}

/** Fails the order and gives the money back: to the balance it came from, or through the provider. */
async function failAndRefund(deps: AppDeps, orderId: number, reason: string, now: Date) {
  const refund = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('status', '=', 'paid')
      .forUpdate()
      .executeTakeFirst();
    if (payment?.method === 'balance' && payment.user_id !== null) {
      await moveMoney(
        trx,
        {
          userId: payment.user_id,
          currencyId: payment.currency_id,
          amount: payment.amount,
          type: 'refund',
          orderNo: order.order_no,
          remark: reason,
        },
        now,
      );
    }
    if (payment) {
      await trx
        .updateTable('payments')
        .set({ status: 'refunded', updated_at: now })
        .where('id', '=', payment.id)
        .execute();
    }
    await endOrder(trx, orderId, 'failed', now, reason);
    await queueOrderReceipt(trx, orderId, 'failed', now);
    return payment?.method === 'provider' ? payment : null;
  });
  if (refund)
    await deps.paymentProvider.refund({ paymentNo: refund.payment_no, amount: refund.amount });
}

/**
 * Delivers a paid order through the supplier: processing, then completed (voucher codes stored) or
 * failed and refunded. Safe to call more than once: only the call that moves it out of `paid` works.
 * Answers the completed order (its view row), or null when it was not completed here.
 */
export async function fulfilOrder(deps: AppDeps, orderId: number): Promise<OrderViewRow | null> {
  const order = await startProcessing(deps, orderId, deps.clock.now());
  if (!order) return null;
  let vouchers: Record<number, string[]>;
  try {
    ({ vouchers } = await deps.supplier.deliver(order));
  } catch {
    await failAndRefund(deps, orderId, DELIVERY_FAILED, deps.clock.now());
    return null;
  }
  return completeOrder(deps.db, orderId, vouchers, deps.clock.now());
}

/** A paid order still waiting this long has lost its process (a crash after the payment). */
const STUCK_AFTER_MS = 60 * 1000;

/**
 * Delivers paid orders whose delivery never started, e.g. when the process that took the payment
 * stopped right after it. Run by every process's sweep; `fulfilOrder` lets only one of them deliver.
 */
export async function resumePaidOrders(deps: AppDeps, now: Date): Promise<number> {
  const stuck = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'paid')
    .where('paid_at', '<=', new Date(now.getTime() - STUCK_AFTER_MS))
    .orderBy('paid_at')
    .limit(100)
    .execute();
  for (const order of stuck) await fulfilOrder(deps, order.id);
  return stuck.length;
}
