import { randomUUID } from 'node:crypto';
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

/** Orders in delivery since before this have lost their process: the sweep resumes them. */
function resumeBefore(deps: AppDeps, now: Date): Date {
  return new Date(now.getTime() - deps.settings.orders.deliveryResumeMs);
}

/** A delivery attempt: its claim on the order, and what to deliver. */
interface Delivery {
  claim: string;
  order: SupplierOrder;
}

/**
 * Takes the order for delivery under a new claim and reads what to deliver, in ONE statement: a paid
 * order (to processing, with its event), or one left `processing` since before `before` (its
 * process died mid-delivery). Null when it is neither: only one attempt's conditional update finds
 * it, so concurrent sweeps and payments never deliver it twice.
 */
async function startDelivery(
  deps: AppDeps,
  orderId: number,
  now: Date,
  before: Date,
): Promise<Delivery | null> {
  const claim = randomUUID();
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
      update orders set status = 'processing', delivery_claim = ${claim},
        delivery_started_at = ${now}::timestamptz
      where id = ${orderId}::integer and (status = 'paid'
        or (status = 'processing' and delivery_started_at <= ${before}::timestamptz))
      returning id, order_no
    ),
    event as (
      insert into order_events (order_id, status, at)
      select id, 'processing', ${now}::timestamptz from started
      where not exists (select 1 from order_events
        where order_id = started.id and status = 'processing')
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
  return { claim, order };
}

/** Fails the order and gives the money back: to the balance it came from, or through the provider. */
async function failAndRefund(deps: AppDeps, orderId: number, claim: string, reason: string) {
  const now = deps.clock.now();
  const refund = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('status', '=', 'processing')
      .where('delivery_claim', '=', claim)
      .forUpdate()
      .executeTakeFirst();
    // Another attempt took the order over: the outcome is its to record.
    if (!order) return null;
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
 * Delivers a paid order (or resumes one whose delivery outlived its process) through the supplier:
 * processing, then completed (voucher codes stored) or failed and refunded. Safe to call more than
 * once and from several processes: only the attempt that holds the order's claim records an outcome.
 * Answers the completed order (its view row), or null when it was not completed here.
 */
export async function fulfilOrder(deps: AppDeps, orderId: number): Promise<OrderViewRow | null> {
  const now = deps.clock.now();
  const delivery = await startDelivery(deps, orderId, now, resumeBefore(deps, now));
  if (!delivery) return null;
  let vouchers: Record<number, string[]>;
  try {
    ({ vouchers } = await deps.supplier.deliver(delivery.order));
  } catch {
    await failAndRefund(deps, orderId, delivery.claim, DELIVERY_FAILED);
    return null;
  }
  return completeOrder(deps.db, orderId, delivery.claim, vouchers, deps.clock.now());
}

/** A paid order still waiting this long has lost its process (a crash after the payment). */
const STUCK_AFTER_MS = 60 * 1000;

/**
 * Delivers orders a stopped process left behind: paid but never started (it stopped right after the
 * payment), or `processing` for longer than `orders.deliveryResumeMs` (it stopped mid-delivery). Run
 * by every process's sweep; `fulfilOrder` lets only one attempt record each delivery.
 */
export async function resumeDeliveries(deps: AppDeps, now: Date): Promise<number> {
  const stuck = await deps.db
    .selectFrom('orders')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'paid'),
          eb('paid_at', '<=', new Date(now.getTime() - STUCK_AFTER_MS)),
        ]),
        eb.and([
          eb('status', '=', 'processing'),
          eb('delivery_started_at', '<=', resumeBefore(deps, now)),
        ]),
      ]),
    )
    .orderBy('id')
    .limit(100)
    .execute();
  for (const order of stuck) await fulfilOrder(deps, order.id);
  return stuck.length;
}

/** Orders paid and not delivered yet, in one state: how many, and how long ago the oldest was paid. */
export interface UndeliveredOrders {
  count: number;
  oldestAgeSeconds: number;
}

/** Per state (`paid`, `processing`): the orders and their oldest payment, via partial indexes. */
export function undeliveredOrdersQuery(db: AppDeps['db']) {
  const inState = (status: 'paid' | 'processing') =>
    db
      .selectFrom('orders')
      .select((eb) => [
        sql<string>`${status}`.as('status'),
        eb.fn.countAll().as('count'),
        eb.fn.min('paid_at').as('oldest'),
      ])
      .where('status', '=', status);
  return inState('paid').unionAll(inState('processing'));
}

/**
 * Orders paid but not delivered, `paid` (delivery not started) and `processing` apart, for metrics.
 * Ages count from the payment: a delivery the sweep keeps resuming never looks younger.
 */
export async function undeliveredOrders(
  db: AppDeps['db'],
  now: Date,
): Promise<Record<'paid' | 'processing', UndeliveredOrders>> {
  const rows = await undeliveredOrdersQuery(db).execute();
  const stateOf = (status: string): UndeliveredOrders => {
    const row = rows.find((entry) => entry.status === status);
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    return {
      count: Number(row?.count ?? 0),
      oldestAgeSeconds: Math.max(0, (now.getTime() - oldest) / 1000),
    };
  };
  return { paid: stateOf('paid'), processing: stateOf('processing') };
}
