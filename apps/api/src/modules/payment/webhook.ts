import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { fulfilOrder } from '../fulfilment/service';
import { moveMoney } from '../ledger/service';
import { queueDepositReceipt } from '../mail/receipts';
import { SHOP_MESSAGES } from '../shop/messages';
import type { WebhookEvent } from './provider';
import { markPaid } from './service';

type Headers = Record<string, string | string[] | undefined>;

/** What happened to the payment; `unchanged` when it had been settled before. */
export type WebhookResult = {
  paymentNo: string;
  status: 'paid' | 'cancelled' | 'refunded' | 'unchanged';
};

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
  const outcome = await deps.db.transaction().execute(async (trx) => {
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
    if (payment.status !== 'pending') return { status: 'unchanged' as const, fulfil: null };
    const settle = (status: 'paid' | 'cancelled' | 'refunded') =>
      trx
        .updateTable('payments')
        .set({ status, updated_at: now })
        .where('id', '=', payment.id)
        .execute();
    if (event.status === 'cancelled') {
      await settle('cancelled');
      return { status: 'cancelled' as const, fulfil: null };
    }
    if (payment.purpose === 'deposit') {
      if (payment.user_id === null) throw new Error(`Deposit ${payment.payment_no} has no user`);
      await settle('paid');
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
      return { status: 'paid' as const, fulfil: null };
    }
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
      await settle('refunded');
      return { status: 'refunded' as const, fulfil: null };
    }
    await settle('paid');
    await markPaid(trx, order.id, 'provider', now);
    return { status: 'paid' as const, fulfil: order.id };
  });
  deps.metrics?.payments.inc({ method: 'provider', outcome: outcome.status });
  if (outcome.status === 'refunded') {
    const payment = await deps.db
      .selectFrom('payments')
      .select(['payment_no', 'amount'])
      .where('payment_no', '=', event.paymentNo)
      .executeTakeFirstOrThrow();
    await provider.refund({ paymentNo: payment.payment_no, amount: payment.amount });
  }
  if (outcome.fulfil !== null) await fulfilOrder(deps, outcome.fulfil);
  return { paymentNo: event.paymentNo, status: outcome.status };
}

function matches(payment: { amount: number; code: string }, event: WebhookEvent): boolean {
  return payment.amount === event.amount && payment.code === event.currencyCode;
}
