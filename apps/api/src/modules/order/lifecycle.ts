import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB, OrderStatus } from '../../db/schema';
import { AppError } from '../../http/errors';
import { orderReceiptInsert } from '../mail/receipts';
import { releasePromo } from '../promo/redemptions';
import { SHOP_MESSAGES } from '../shop/messages';
import { type Owner, whereOwner } from '../shop/owner';
import { type OrderViewRow, orderViewQuery } from './view';

/*
 * The order state machine:
 *
 *   unpaid -> paid -> processing -> completed
 *                               \-> failed (refunded)
 *   unpaid -> cancelled (by the customer, or past its payment deadline)
 *
 * A delivery attempt holds a `processing` order under its claim token; one that outlives
 * `orders.deliveryResumeMs` (its process died) is taken over by the sweep with a new token.
 */

export async function addEvent(
  trx: Transaction<DB>,
  orderId: number,
  status: OrderStatus,
  at: Date,
): Promise<void> {
  await trx.insertInto('order_events').values({ order_id: orderId, status, at }).execute();
}

/** The order row, locked for the rest of the transaction; 404 when `owner` has no such order. */
export async function lockOrder(trx: Transaction<DB>, orderNo: string, owner: Owner | null) {
  let query = trx.selectFrom('orders').selectAll().where('order_no', '=', orderNo);
  if (owner) query = query.where(whereOwner('orders', owner));
  const order = await query.forUpdate().executeTakeFirst();
  if (!order) throw new AppError(404, SHOP_MESSAGES.orderNotFound, { orderNo });
  return order;
}

/** Gives the order's reserved units back to the packs that count stock. */
async function releaseStock(trx: Transaction<DB>, orderId: number): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['pack_id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('pack_id', 'is not', null)
    .orderBy('pack_id')
    .execute();
  for (const item of items) {
    await trx
      .updateTable('packs')
      .set((eb) => ({ stock: eb('stock', '+', item.quantity) }))
      .where('id', '=', item.pack_id as number)
      .where('stock', 'is not', null)
      .execute();
  }
}

/**
 * Delivered: the order is completed with its voucher codes (by line id) and its receipt queued, in
 * ONE statement (atomic without a transaction), only while delivery attempt `claim` still holds the
 * order in `processing`: a delivery whose order was resumed by another process records nothing
 * (null). Like every last status, it wipes the game-account secrets (nobody needs them any more).
 * The same statement reads the order for its view; it reads from before its own writes, so the
 * answer is that row with what the statement wrote.
 */
export async function completeOrder(
  db: Kysely<DB>,
  orderId: number,
  claim: string,
  vouchers: Record<number, string[]>,
  now: Date,
): Promise<OrderViewRow | null> {
  const { rows } = await sql<OrderViewRow>`
    with ended as (
      update orders set status = 'completed', ended_at = ${now}::timestamptz,
        failure_reason = null, completed_at = ${now}::timestamptz
      where id = ${orderId}::integer and status = 'processing' and delivery_claim = ${claim}
      returning id
    ),
    receipt as (
      ${orderReceiptInsert(sql`${orderId}::integer`, 'completed', now, { vouchers, onlyIf: sql`exists (select 1 from ended)` })}
    ),
    lines as (
      update order_items set account_secret = null,
        vouchers = coalesce(${JSON.stringify(vouchers)}::jsonb -> (id::text), vouchers)
      where order_id in (select id from ended)
    ),
    event as (
      insert into order_events (order_id, status, at)
      select id, 'completed', ${now}::timestamptz from ended
    )
    ${orderViewQuery(db)
      .where('orders.id', '=', orderId)
      .where(sql<boolean>`exists (select 1 from ended)`)}`.execute(db);
  const before = rows[0];
  if (!before) return null;
  return {
    ...before,
    status: 'completed',
    ended_at: now,
    failure_reason: null,
    completed_at: now,
    items: before.items.map((item) => ({ ...item, vouchers: vouchers[item.id] ?? item.vouchers })),
    events: [...before.events, { status: 'completed', at: now.toISOString() }],
  };
}

/**
 * Moves an order to failed or cancelled: its stock and its promo code's use come back and
 * game-account secrets are wiped (nobody needs them any more).
 */
export async function endOrder(
  trx: Transaction<DB>,
  orderId: number,
  status: 'failed' | 'cancelled',
  now: Date,
  failureReason: string | null = null,
): Promise<void> {
  await releaseStock(trx, orderId);
  await releasePromo(trx, orderId);
  await trx
    .updateTable('order_items')
    .set({ account_secret: null })
    .where('order_id', '=', orderId)
    .execute();
  await trx
    .updateTable('orders')
    .set({
      status,
      ended_at: now,
      failure_reason: failureReason,
    })
    .where('id', '=', orderId)
    .execute();
  if (status === 'cancelled') {
    await trx
      .updateTable('payments')
      .set({ status: 'cancelled', updated_at: now })
      .where('order_id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
  }
  await addEvent(trx, orderId, status, now);
}

const SWEEP_BATCH = 100;

/**
 * Cancels unpaid orders past their deadline and releases their stock. Each batch locks its orders
 * with `FOR UPDATE SKIP LOCKED`: processes sweeping at the same time take different orders, and an
 * order being paid right now (locked by the payment) is left for the payment to settle.
 */
export async function cancelExpiredOrders(deps: AppDeps, now: Date): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const batch = await deps.db.transaction().execute(async (trx) => {
      const expired = await trx
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'unpaid')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(SWEEP_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const order of expired) await endOrder(trx, order.id, 'cancelled', now);
      return expired.length;
    });
    cancelled += batch;
    if (batch < SWEEP_BATCH) return cancelled;
  }
}
