import type { Currency, PaymentResult } from '@storefront/api-client/contract';
import { sql, type Transaction } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { AppDeps } from '../../context';
import type { DB, PaymentTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { CHANNEL_MESSAGES } from '../channel/messages';
import { BALANCE_CHANNEL } from '../channel/service';
import { fulfilOrder } from '../fulfilment/service';
import { insufficientBalance } from '../ledger/service';
import { queueOrderReceipt } from '../mail/receipts';
import { addEvent, endOrder } from '../order/lifecycle';
import { isUniqueViolation, referenceNumber } from '../order/numbers';
import { orderDetail } from '../order/service';
import { orderViewOf } from '../order/view';
import { redeemPromo } from '../promo/redemptions';
import { SHOP_MESSAGES } from '../shop/messages';
import { type Owner, ownerColumns, whereOwner } from '../shop/owner';
import { checkOrderOpens } from '../shop/sealed-values';
import { payFromBalance, paymentDebit } from './balance';
import { paymentUnderKey } from './idempotency';
import { assertProviderConfigured } from './provider';
import { checkReturnUrl } from './return-url';
import { applyChannel, channelToPay, currencyFor, reprice } from './terms';

export interface PayInput {
  owner: Owner;
  orderNo: string;
  method: 'balance' | 'provider';
  /** The payment channel (re-prices the fee); see `channelToPay` when absent. */
  channel?: string;
  /** The currency to pay in (re-prices the order); the order's own when absent. */
  currencyId?: number;
  /** Provider payments: where the customer lands after the hosted page. */
  returnUrl?: string;
  /** The request's `Idempotency-Key`: a retry with the same key never pays twice. */
  idempotencyKey?: string | null;
  /** Replaces the order's contact email (the receipt's address) when given. */
  contactEmail?: string;
  /** The request's language: the answer's line labels, kept on an order the checkout creates for its receipts. */
  locale: Locale;
}

export type PayOptions = Omit<PayInput, 'owner' | 'orderNo'>;

/** A payment as checked before its transaction: the currency it reprices to, the return address. */
type CheckedPay = Omit<PayInput, 'returnUrl'> & {
  currency: Currency | null;
  returnUrl: string | null;
};

/** What a payment attempt decided inside its transaction; the slow parts happen after commit. */
type Outcome =
  | { kind: 'paid'; orderId: number; method: PaymentTable['method'] | null; fulfil: boolean }
  | { kind: 'pending'; payment: { payment_no: string; amount: number } }
  | { kind: 'expired' };

/** The order row, locked, with the owner's earlier payment under the same key; 404 when none. */
async function lockOrderForPayment(
  trx: Transaction<DB>,
  owner: Owner,
  orderNo: string,
  key?: string | null,
) {
  const row = await trx
    .selectFrom('orders')
    .selectAll('orders')
    .select((eb) =>
      jsonObjectFrom(
        eb
          .selectFrom('payments')
          .select(['order_id', 'status', 'method', 'payment_no', 'amount'])
          .where(key ? paymentUnderKey(owner, key) : sql<boolean>`false`),
      ).as('earlier'),
    )
    .where('order_no', '=', orderNo)
    .where(whereOwner('orders', owner))
    .forUpdate('orders')
    .executeTakeFirst();
  if (!row) throw new AppError(404, SHOP_MESSAGES.orderNotFound, { orderNo });
  const { earlier, ...order } = row;
  return { order, earlier };
}

/** A pending payment through the provider (a new payment number until one is free). */
async function insertProviderPayment(
  trx: Transaction<DB>,
  deps: AppDeps,
  input: { owner: Owner; idempotencyKey?: string | null; returnUrl: string | null; locale: Locale },
  order: { id: number; currency_id: number; total: number },
  now: Date,
): Promise<string> {
  for (;;) {
    const inserted = await trx
      .insertInto('payments')
      .values({
        payment_no: referenceNumber('PY', now),
        purpose: 'order',
        order_id: order.id,
        ...ownerColumns(input.owner),
        currency_id: order.currency_id,
        amount: order.total,
        method: 'provider',
        provider: deps.paymentProvider.name,
        status: 'pending',
        idempotency_key: input.idempotencyKey ?? null,
        return_url: input.returnUrl,
        locale: input.locale,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('payment_no').doNothing())
      .returning('payment_no')
      .executeTakeFirst();
    if (inserted) return inserted.payment_no;
  }
}

async function payLocked(
  trx: Transaction<DB>,
  deps: AppDeps,
  input: CheckedPay,
  now: Date,
): Promise<Outcome> {
  const locked = await lockOrderForPayment(trx, input.owner, input.orderNo, input.idempotencyKey);
  let order = locked.order;
  const earlier = input.idempotencyKey ? locked.earlier : null;
  if (earlier && earlier.order_id !== order.id) {
    throw new AppError(409, SHOP_MESSAGES.idempotencyReused);
  }
  if (earlier?.status === 'pending') return { kind: 'pending', payment: earlier };
  if (earlier && earlier.status !== 'paid')
    throw new AppError(409, SHOP_MESSAGES.idempotencyReused);
  if (order.status === 'paid' || order.status === 'processing' || order.status === 'completed') {
    return { kind: 'paid', orderId: order.id, method: order.payment_method, fulfil: false };
  }
  if (order.status !== 'unpaid') {
    throw new AppError(409, SHOP_MESSAGES.orderNotPayable, {
      orderNo: order.order_no,
      status: order.status,
    });
  }
  if (order.expires_at.getTime() <= now.getTime()) {
    await endOrder(trx, order.id, 'cancelled', now);
    return { kind: 'expired' };
  }
  const repriced = input.currency !== null && input.currency.id !== order.currency_id;
  if (input.currency && repriced) order = await reprice(trx, order, input.currency, now);
  const channel = await channelToPay(trx, input, order);
  if (repriced || (channel?.id ?? null) !== order.channel || (!channel && order.channel_fee)) {
    order = await applyChannel(trx, order, channel, input.owner);
  }
  if (input.contactEmail !== undefined) {
    await trx
      .updateTable('orders')
      .set({ contact_email: input.contactEmail })
      .where('id', '=', order.id)
      .execute();
    order = { ...order, contact_email: input.contactEmail };
  }
  await redeemPromo(trx, order, now);
  if (input.method === 'provider') {
    const paymentNo = await insertProviderPayment(trx, deps, input, order, now);
    return { kind: 'pending', payment: { payment_no: paymentNo, amount: order.total } };
  }
  const { owner } = input;
  if (owner.kind !== 'user') throw new AppError(401, SHOP_MESSAGES.balanceNeedsLogin);
  const result = await payFromBalance(trx, { ...input, owner }, now);
  if (result.orderId === null) throw new Error(`Order ${order.order_no} is locked but not payable`);
  if (!result.paid) throw await insufficientBalance(trx, paymentDebit(owner, order));
  return { kind: 'paid', orderId: order.id, method: 'balance', fulfil: true };
}

/** unpaid -> paid, in the payment's transaction. */
export async function markPaid(
  trx: Transaction<DB>,
  orderId: number,
  method: PaymentTable['method'],
  now: Date,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'paid', paid_at: now, payment_method: method })
    .where('id', '=', orderId)
    .execute();
  await addEvent(trx, orderId, 'paid', now);
  await queueOrderReceipt(trx, orderId, 'paid', now);
}

/** Balance payments need a user (401), provider payments a provider (503); a return address must be one (400). */
export function checkPayer(deps: AppDeps, input: PayOptions & { owner: Owner }): string | null {
  if (input.channel === BALANCE_CHANNEL && input.owner.kind !== 'user') {
    throw new AppError(400, CHANNEL_MESSAGES.needsLogin);
  }
  if (input.method === 'balance' && input.owner.kind !== 'user') {
    throw new AppError(401, SHOP_MESSAGES.balanceNeedsLogin);
  }
  if (input.method === 'provider') assertProviderConfigured(deps.paymentProvider);
  return checkReturnUrl(input.returnUrl, deps.settings.orders.returnOrigins);
}

/** After commit: deliver what was paid, or open the provider's checkout; then the answer. */
async function answerOutcome(
  deps: AppDeps,
  input: Pick<PayInput, 'owner' | 'orderNo' | 'method' | 'locale'>,
  outcome: Outcome,
): Promise<PaymentResult> {
  const { owner, orderNo, method, locale } = input;
  const paidWith = outcome.kind === 'paid' ? (outcome.method ?? method) : method;
  deps.metrics?.purchases.inc({ method: paidWith, outcome: outcome.kind });
  if (outcome.kind === 'expired') {
    throw new AppError(409, SHOP_MESSAGES.orderExpired, { orderNo });
  }
  if (outcome.kind === 'paid') {
    const completed = outcome.fulfil ? await fulfilOrder(deps, outcome.orderId) : null;
    return {
      order: completed
        ? orderViewOf(deps, completed, locale)
        : await orderDetail(deps, owner, orderNo, locale),
      payment: { method: outcome.method ?? method, status: 'paid', redirectUrl: null },
    };
  }
  const order = await orderDetail(deps, owner, orderNo, locale);
  const { redirectUrl } = await deps.paymentProvider.checkout({
    paymentNo: outcome.payment.payment_no,
    amount: outcome.payment.amount,
    currencyCode: order.total.currencyCode,
    decimals: order.total.decimals,
    channel: order.channel?.id ?? null,
  });
  return { order, payment: { method: 'provider', status: 'pending', redirectUrl } };
}

/**
 * Pays an order. Balance (users): one statement debits the balance through the ledger and marks
 * the order paid, then the supplier delivers. Provider (anyone): a pending payment and the hosted
 * page's address; the webhook settles it. Paying a paid order again charges nothing and answers it.
 */
export async function payOrder(deps: AppDeps, input: PayInput, now: Date): Promise<PaymentResult> {
  const returnUrl = checkPayer(deps, input);
  await checkOrderOpens(deps, input.owner, input.orderNo);
  const currency = await currencyFor(deps, input.owner, input.orderNo, input.currencyId);
  const outcome = await refusalsCounted(
    deps,
    input.method,
    async () =>
      (await payFromBalanceAtOnce(deps, { ...input, currency, returnUrl }, now)) ??
      (await inPaymentTransaction(deps, (trx) =>
        payLocked(trx, deps, { ...input, currency, returnUrl }, now),
      )),
  );
  return answerOutcome(deps, input, outcome);
}

/**
 * The usual balance payment without a transaction around it: `payFromBalance` alone, which pays
 * only an order that is unpaid and unchanged. Null for everything else (another currency or
 * contact, not payable, a refused debit, a payment under this key already, a taken payment
 * number): the transaction in `payLocked` decides and answers those.
 */
async function payFromBalanceAtOnce(
  deps: AppDeps,
  input: CheckedPay,
  now: Date,
): Promise<Outcome | null> {
  const { owner } = input;
  if (input.method !== 'balance' || owner.kind !== 'user') return null;
  if (input.currency !== null || input.contactEmail !== undefined) return null;
  try {
    const { orderId, paid } = await payFromBalance(
      deps.db,
      { ...input, owner, withoutPromo: true },
      now,
    );
    return orderId !== null && paid
      ? { kind: 'paid', orderId, method: 'balance', fulfil: true }
      : null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** A purchase the payment refused (an `AppError`: short balance, not payable) counts as `refused`. */
async function refusalsCounted<T>(
  deps: AppDeps,
  method: PayInput['method'],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) deps.metrics?.purchases.inc({ method, outcome: 'refused' });
    throw error;
  }
}

/** How often a payment's transaction runs again after a unique column refused one of its rows. */
const PAYMENT_ATTEMPTS = 3;

/**
 * A payment's transaction, run again when a unique column refused a row (a payment number drawn
 * twice, or a payment another call committed meanwhile, which the next attempt reads and answers).
 */
async function inPaymentTransaction<T>(
  deps: AppDeps,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction().execute(work);
    } catch (error) {
      if (attempt >= PAYMENT_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Pays, in ONE transaction with it, the order `place` writes (answering its number): a refused
 * payment leaves nothing behind. `returnUrl` is the one `checkPayer` answered.
 */
export async function payWhilePlacing(
  deps: AppDeps,
  input: Omit<PayOptions, 'returnUrl'> & { owner: Owner; returnUrl: string | null },
  place: (trx: Transaction<DB>) => Promise<string>,
  now: Date,
): Promise<PaymentResult> {
  const { orderNo, outcome } = await refusalsCounted(deps, input.method, () =>
    inPaymentTransaction(deps, async (trx) => {
      const placed = await place(trx);
      const paid = await payLocked(trx, deps, { ...input, orderNo: placed, currency: null }, now);
      return { orderNo: placed, outcome: paid };
    }),
  );
  return answerOutcome(deps, { ...input, orderNo }, outcome);
}
