import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, OrderTable } from '../../db/schema';
import { BALANCE_CHANNEL } from '../channel/service';
import { debitSteps, type MoneyMove } from '../ledger/service';
import { orderReceiptInsert } from '../mail/receipts';
import { referenceNumber } from '../order/numbers';
import type { Owner } from '../shop/owner';

/**
 * A balance payment in ONE statement: it locks the user's order and goes on only while the order
 * is unpaid, unexpired and the very row this statement's snapshot holds (same `xmin`: nobody
 * repriced or readdressed it meanwhile, so the receipt's facts and the amount debited agree); then
 * the debit of its total with its ledger row, the paid payment, the order marked paid, its event
 * and its receipt. `orderId` is null when the order could not be paid (nothing was written), `paid`
 * false when the balance refused. A payment number or key already taken fails the statement (a
 * unique violation), so no debit is ever left without its payment.
 */
export async function payFromBalance(
  db: Kysely<DB>,
  input: {
    owner: Owner & { kind: 'user' };
    orderNo: string;
    idempotencyKey?: string | null;
    returnUrl: string | null;
    /** Outside a transaction: an order with a promo code is paid in one (its code is locked). */
    withoutPromo?: boolean;
  },
  now: Date,
): Promise<{ orderId: number | null; paid: boolean }> {
  const { userId } = input.owner;
  const debit = sql`(select currency_id, -total as amount, order_no, 'Order ' || order_no as remark
    from payable)`;
  const { rows } = await sql<{ order_id: number | null; paid: boolean }>`
    with payable as materialized (
      select id, order_no, currency_id, total from orders
      where order_no = ${input.orderNo}::text and user_id = ${userId}::integer
        and status = 'unpaid' and expires_at > ${now}::timestamptz and total > 0
        ${input.withoutPromo ? sql`and promo_code is null` : sql``}
        and coalesce(channel, ${BALANCE_CHANNEL}::text) = ${BALANCE_CHANNEL}::text
        and xmin = (select xmin from orders where order_no = ${input.orderNo}::text)
      for update
    ),
    ${debitSteps(userId, 'payment', debit, now)},
    payment as (
      insert into payments (payment_no, purpose, order_id, user_id, guest_id, currency_id, amount,
        method, provider, status, idempotency_key, return_url, created_at, updated_at)
      select ${referenceNumber('PY', now)}, 'order', id, ${userId}::integer, null, currency_id,
        total, 'balance', null, 'paid', ${input.idempotencyKey ?? null}::text,
        ${input.returnUrl}::text, ${now}::timestamptz, ${now}::timestamptz
      from payable where exists (select 1 from debited)
      returning order_id
    ),
    receipt as (
      ${orderReceiptInsert(sql`(select id from payable)`, 'paid', now, {
        onlyIf: sql`exists (select 1 from payment)`,
      })}
    ),
    paid as (
      update orders set status = 'paid', paid_at = ${now}::timestamptz, payment_method = 'balance',
        channel = ${BALANCE_CHANNEL}::text
      where id in (select order_id from payment)
    ),
    event as (
      insert into order_events (order_id, status, at)
      select order_id, 'paid', ${now}::timestamptz from payment
      returning id
    )
    select (select id from payable) as order_id, exists (select 1 from event) as paid`.execute(db);
  const row = rows[0];
  return { orderId: row?.order_id ?? null, paid: row?.paid ?? false };
}

/** The ledger's side of paying `order` from the owner's balance (what a refusal names). */
export function paymentDebit(
  owner: Owner & { kind: 'user' },
  order: Pick<Selectable<OrderTable>, 'order_no' | 'currency_id' | 'total'>,
): MoneyMove {
  return {
    userId: owner.userId,
    currencyId: order.currency_id,
    amount: -order.total,
    type: 'payment',
    orderNo: order.order_no,
    remark: `Order ${order.order_no}`,
  };
}
