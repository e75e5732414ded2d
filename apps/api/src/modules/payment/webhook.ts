import type { Selectable, Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB, PaymentTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import { fulfilOrder } from '../fulfilment/service';
import { moveMoney } from '../ledger/service';
import { queueDepositReceipt } from '../mail/receipts';
import { SHOP_MESSAGES } from '../shop/messages';
import type { PaymentProvider, WebhookEvent } from './provider';
import { markPaid } from './service';

type Headers = Record<string, string | string[] | undefined>;

/** What happened to the payment; `unchanged` when it had been settled before. */
export type WebhookResult = {
  paymentNo: string;
  status: 'paid' | 'cancelled' | 'refunded' | 'unchanged';
};

type SettledStatus = 'paid' | 'cancelled' | 'refunded';
/** What the webhook's transaction decided; `fulfil` names an order to deliver after commit. */
type Settled = { status: SettledStatus | 'unchanged'; fulfil: number | null };
type Payment = Selectable<PaymentTable>;

/** The payment's new status, in the webhook's transaction. */
async function settle(trx: Transaction<DB>, payment: Payment, status: SettledStatus, now: Date) {
  await trx
    .updateTable('payments')
    .set({ status, updated_at: now })
    .where('id', '=', payment.id)
    .execute();
}

/** A paid deposit credits the balance through the ledger, and its receipt is queued. */
async function settleDeposit(
  trx: Transaction<DB>,
  provider: PaymentProvider,
  payment: Payment,
  now: Date,
): Promise<Settled> {
  if (payment.user_id === null) throw new Error(`Deposit ${payment.payment_no} has no user`);
  await settle(trx, payment, 'paid', now);
  await moveMoney(
    trx,
    {
      userId: payment.user_id,
      currencyId: payment.currency_id,
      amount: payment.amount,
      type: 'deposit',
      orderNo: payment.payment_no,
      remark: `Deposit through ${provider.name}`,
    },
    now,
  );
  await queueDepositReceipt(trx, payment.id, now);
  return { status: 'paid', fulfil: null };
}

/** A paid order is marked paid (delivered after commit); one no longer payable is refunded. */
async function settleOrderPayment(
  trx: Transaction<DB>,
  payment: Payment,
  now: Date,
): Promise<Settled> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'status', 'total', 'currency_id'])
    .where('id', '=', payment.order_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const payable =
    order.status === 'unpaid' &&
    order.total === payment.amount &&
    order.currency_id === payment.currency_id;
  if (!payable) {
    await settle(trx, payment, 'refunded', now);
    return { status: 'refunded', fulfil: null };
  }
  await settle(trx, payment, 'paid', now);
  await markPaid(trx, order.id, 'provider', now);
  return { status: 'paid', fulfil: order.id };
}

/** Records the event (409 when received before) and settles the payment it names (422 if none). */
async function settleEvent(
  trx: Transaction<DB>,
  provider: PaymentProvider,
  event: WebhookEvent,
  now: Date,
): Promise<Settled> {
  const fresh = await trx
    .insertInto('webhook_events')
    .values({ provider: provider.name, event_id: event.eventId, received_at: now })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (!fresh) throw new AppError(409, SHOP_MESSAGES.webhookReplay);
  const payment = await trx
    .selectFrom('payments')
    .innerJoin('currencies', 'currencies.id', 'payments.currency_id')
    .selectAll('payments')
    .select('currencies.code')
    .where('payment_no', '=', event.paymentNo)
    .where('method', '=', 'provider')
    .where('provider', '=', provider.name)
    .forUpdate('payments')
    .executeTakeFirst();
  if (!payment || !matches(payment, event)) {
    throw new AppError(422, SHOP_MESSAGES.webhookMismatch);
  }
  if (payment.status !== 'pending') return { status: 'unchanged', fulfil: null };
  if (event.status === 'cancelled') {
    await settle(trx, payment, 'cancelled', now);
    return { status: 'cancelled', fulfil: null };
  }
  if (payment.purpose === 'deposit') return settleDeposit(trx, provider, payment, now);
  return settleOrderPayment(trx, payment, now);
}

/**
 * A provider's webhook: refused (401) unless authentic and fresh, refused (409) when its event was
 * received before; in one transaction it records the event and settles the payment: a deposit
 * credits the balance through the ledger, an order is marked paid and then delivered. A payment for
 * an order that was cancelled meanwhile is refunded through the provider.
 */
export async function receiveWebhook(
  deps: AppDeps,
  rawBody: string,
  headers: Headers,
  now: Date,
): Promise<WebhookResult> {
  const provider = deps.paymentProvider;
  const event = provider.verifyWebhook(rawBody, headers, now);
  const outcome = await deps.db
    .transaction()
    .execute((trx) => settleEvent(trx, provider, event, now));
  deps.metrics?.payments.inc({ method: 'provider', outcome: outcome.status });
  // The event matched the payment's amount (`matches`): no need to read it again.
  if (outcome.status === 'refunded') {
    await provider.refund({ paymentNo: event.paymentNo, amount: event.amount });
  }
  if (outcome.fulfil !== null) await fulfilOrder(deps, outcome.fulfil);
  return { paymentNo: event.paymentNo, status: outcome.status };
}

function matches(payment: { amount: number; code: string }, event: WebhookEvent): boolean {
  return payment.amount === event.amount && payment.code === event.currencyCode;
}
