import type { Currency, PaymentResult } from '@storefront/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { AppDeps } from '../../context';
import type { DB, OrderTable, PaymentTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { checkoutLines, removeCheckedOut } from '../cart/service';
import { CHANNEL_MESSAGES } from '../channel/messages';
import { BALANCE_CHANNEL, type Channel, checkedChannelFee, findChannel } from '../channel/service';
import { storePricesOf } from '../currency/pack-prices';
import { fulfilOrder } from '../fulfilment/service';
import { debitSteps, insufficientBalance, type MoneyMove } from '../ledger/service';
import { orderReceiptInsert, queueOrderReceipt } from '../mail/receipts';
import { addEvent, endOrder } from '../order/lifecycle';
import { isUniqueViolation, referenceNumber } from '../order/numbers';
import { withPlayers } from '../order/players';
import { priceLines } from '../order/pricing';
import {
  insertOrder,
  type OrderLine,
  orderCurrency,
  orderDetail,
  type PreparedLine,
  prepareLines,
} from '../order/service';
import { orderViewOf } from '../order/view';
import { redeemPromo } from '../promo/redemptions';
import { promoDiscountFor } from '../promo/service';
import { SHOP_MESSAGES } from '../shop/messages';
import type { Owner } from '../shop/owner';
import { ownerColumns, whereOwner } from '../shop/owner';
import { paymentUnderKey } from './idempotency';
import { assertProviderConfigured } from './provider';
import { allowedReturnUrl } from './return-url';

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
  /** The request's language: the answer's line labels, kept on an order created here for its receipts. */
  locale: Locale;
}

type PayOptions = Omit<PayInput, 'owner' | 'orderNo'>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,200}$/;

/** The `Idempotency-Key` header, checked (400 when malformed); null when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key))
    throw new AppError(400, SHOP_MESSAGES.invalidIdempotencyKey);
  return key;
}

/** `returnUrl` as stored: a path of this store or an address on its origins (400 otherwise). */
export function checkReturnUrl(url: string | undefined, origins: readonly string[]): string | null {
  if (url === undefined || url === '') return null;
  const allowed = allowedReturnUrl(url, origins);
  if (allowed === null) throw new AppError(400, SHOP_MESSAGES.invalidReturnUrl);
  return allowed;
}

/** What a payment attempt decided inside its transaction; the slow parts happen after commit. */
type Outcome =
  | { kind: 'paid'; orderId: number; method: PaymentTable['method'] | null; fulfil: boolean }
  | { kind: 'pending'; payment: { payment_no: string; amount: number } }
  | { kind: 'expired' };

/**
 * Puts the order's lines in `currency` when the payer picked another one, its promo code's discount
 * with them (422 naming `promoCode` when the code does not apply in that currency).
 */
async function reprice(
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

/**
 * The channel a payment goes through: the one asked for; for a balance payment of an older client,
 * the balance channel (when the store has one); for a provider payment without one, the order's
 * channel unless it was the balance.
 */
async function channelToPay(
  db: Kysely<DB>,
  input: Pick<PayInput, 'channel' | 'method'>,
  orderChannel: string | null,
): Promise<Channel | null> {
  if (input.channel !== undefined) return findChannel(db, input.channel);
  const implied =
    input.method === 'balance'
      ? BALANCE_CHANNEL
      : orderChannel === BALANCE_CHANNEL
        ? null
        : orderChannel;
  if (implied === null) return null;
  return (
    (await db
      .selectFrom('payment_channels')
      .selectAll()
      .where('id', '=', implied)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Puts the order on `channel` (none: no fee), its fee computed again on what is left after the
 * discounts, in the order's currency as it is now (after a currency switch).
 */
async function applyChannel(
  trx: Transaction<DB>,
  order: Selectable<OrderTable>,
  channel: Channel | null,
  owner: Owner,
) {
  const currency = await trx
    .selectFrom('currencies')
    .select(['code', 'decimals'])
    .where('id', '=', order.currency_id)
    .executeTakeFirstOrThrow();
  const base = order.subtotal - order.discount - order.promo_discount;
  const fee = channel ? checkedChannelFee(channel, owner, currency, base) : 0;
  return trx
    .updateTable('orders')
    .set({ channel: channel?.id ?? null, channel_fee: fee, total: base + fee })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

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

/**
 * A balance payment in ONE statement: it locks the user's order and goes on only while the order
 * is unpaid, unexpired and the very row this statement's snapshot holds (same `xmin`: nobody
 * repriced or readdressed it meanwhile, so the receipt's facts and the amount debited agree); then
 * the debit of its total with its ledger row, the paid payment, the order marked paid, its event
 * and its receipt. `orderId` is null when the order could not be paid (nothing was written), `paid`
 * false when the balance refused. A payment number or key already taken fails the statement (a
 * unique violation), so no debit is ever left without its payment.
 */
async function payFromBalance(
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
function paymentDebit(
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
  input: Omit<PayInput, 'returnUrl'> & { currency: Currency | null; returnUrl: string | null },
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
  const channel = await channelToPay(trx, input, order.channel);
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
function checkPayer(deps: AppDeps, input: PayOptions & { owner: Owner }): string | null {
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
async function settle(
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

/** The currency a payer picked, checked against the order's kind of lines (Razer Gold or not). */
async function currencyFor(deps: AppDeps, owner: Owner, orderNo: string, currencyId?: number) {
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

/**
 * Pays an order. Balance (users): one statement debits the balance through the ledger and marks
 * the order paid, then the supplier delivers. Provider (anyone): a pending payment and the hosted
 * page's address; the webhook settles it. Paying a paid order again charges nothing and answers it.
 */
export async function payOrder(deps: AppDeps, input: PayInput, now: Date): Promise<PaymentResult> {
  const returnUrl = checkPayer(deps, input);
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
  return settle(deps, input, outcome);
}

/**
 * The usual balance payment without a transaction around it: `payFromBalance` alone, which pays
 * only an order that is unpaid and unchanged. Null for everything else (another currency or
 * contact, not payable, a refused debit, a payment under this key already, a taken payment
 * number): the transaction in `payLocked` decides and answers those.
 */
async function payFromBalanceAtOnce(
  deps: AppDeps,
  input: Omit<PayInput, 'returnUrl'> & { currency: Currency | null; returnUrl: string | null },
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

async function createAndPayPrepared(
  deps: AppDeps,
  input: PayOptions & {
    owner: Owner;
    address: string;
    lines: PreparedLine[];
    currencies?: Currency[];
    cartItemIds?: number[];
  },
  now: Date,
): Promise<PaymentResult> {
  const returnUrl = checkPayer(deps, input);
  input = { ...input, lines: await withPlayers(deps, input.lines) };
  const currency = await orderCurrency(
    deps,
    input.lines.map((line) => line.kind),
    input.currencyId,
    input.currencies,
  );
  const channel = await channelToPay(deps.db, input, null);
  const { orderNo, outcome } = await refusalsCounted(deps, input.method, () =>
    inPaymentTransaction(deps, async (trx) => {
      const order = await insertOrder(
        trx,
        deps,
        {
          owner: input.owner,
          address: input.address,
          lines: input.lines,
          currency,
          contactEmail: input.contactEmail,
          locale: input.locale,
          channel,
        },
        now,
      );
      if (input.cartItemIds) await removeCheckedOut(trx, input.owner, input.cartItemIds);
      const paid = await payLocked(
        trx,
        deps,
        { ...input, orderNo: order.order_no, currency: null, returnUrl },
        now,
      );
      return { orderNo: order.order_no, outcome: paid };
    }),
  );
  return settle(deps, { ...input, orderNo }, outcome);
}

/** A retry of a create-and-pay call whose key was used: the answer about that order again. */
async function replayed(
  deps: AppDeps,
  input: PayOptions & { owner: Owner },
  now: Date,
): Promise<PaymentResult | null> {
  if (!input.idempotencyKey) return null;
  const earlier = await deps.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select('orders.order_no')
    .where(paymentUnderKey(input.owner, input.idempotencyKey))
    .executeTakeFirst();
  return earlier ? payOrder(deps, { ...input, orderNo: earlier.order_no }, now) : null;
}

/** Creates an order and pays it in ONE transaction: a refused payment leaves nothing behind. */
export async function createAndPayOrder(
  deps: AppDeps,
  input: PayOptions & { owner: Owner; address: string; lines: OrderLine[] },
  now: Date,
): Promise<PaymentResult> {
  const again = await replayed(deps, input, now);
  if (again) return again;
  return createAndPayPrepared(deps, { ...input, ...(await prepareLines(deps, input.lines)) }, now);
}

/** `shopcart/orderspay`: the chosen cart items become an order that is paid at once. */
export async function payCartItems(
  deps: AppDeps,
  input: PayOptions & { owner: Owner; address: string; cartItemIds: number[] },
  now: Date,
): Promise<PaymentResult> {
  const again = await replayed(deps, input, now);
  if (again) return again;
  const lines = await checkoutLines(deps, input.owner, input.cartItemIds);
  return createAndPayPrepared(deps, { ...input, lines }, now);
}
