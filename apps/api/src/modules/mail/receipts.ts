import { formatMoney } from '@storefront/api-client';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB, OrderReceiptEvent, OrderReceiptFacts } from '../../db/schema';
import { type Locale, translate } from '../../i18n/messages';
import { accountLabels } from '../shop/account-labels';
import { type Receipt, type ReceiptRow, receiptHtml, receiptText } from './receipt-layout';

export { inertTitle } from './receipt-layout';
export type { OrderReceiptEvent, OrderReceiptFacts };

const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', id: 'id-ID' };

/** A message as the mail server gets it. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function rendered(receipt: Receipt): RenderedMail {
  return { subject: receipt.subject, text: receiptText(receipt), html: receiptHtml(receipt) };
}

/** Queues a rendered receipt in the caller's transaction; a second one for the same key is ignored. */
async function enqueue(
  trx: Transaction<DB>,
  key: string,
  recipient: string,
  mail: RenderedMail,
  now: Date,
): Promise<void> {
  await sql`insert into mail_outbox (key, recipient, subject, text_body, html_body,
      next_attempt_at, created_at)
    values (${key}, ${recipient}, ${mail.subject}, ${mail.text}, ${mail.html}, ${now}, ${now})
    on conflict (key) do nothing`.execute(trx);
}

async function accountEmail(trx: Transaction<DB>, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.email ?? null;
}

/** `<store origin>/track?orderNo=...`: where anyone with the order number and email finds it. */
export function trackUrl(storeOrigin: string, orderNo: string): string {
  return `${storeOrigin}/track?orderNo=${encodeURIComponent(orderNo)}`;
}

/**
 * The receipt facts of the order `orderId` (a column or a parameter) as ONE JSON value, for the
 * statement that moves the order; `vouchers` (by line id) are codes that statement writes.
 */
function receiptFactsOf(orderId: RawBuilder<unknown>, vouchers?: Record<number, string[]>) {
  const lineVouchers = vouchers
    ? sql`coalesce(${JSON.stringify(vouchers)}::jsonb -> (line.id::text), line.vouchers)`
    : sql`line.vouchers`;
  return sql<OrderReceiptFacts>`(
    select json_build_object(
      'orderNo', receipt_order.order_no, 'total', receipt_order.total,
      'subtotal', receipt_order.subtotal, 'discount', receipt_order.discount,
      'createdAt', receipt_order.created_at,
      'locale', receipt_order.locale, 'contactEmail', receipt_order.contact_email,
      'accountEmail', (select email from users where users.id = receipt_order.user_id),
      'currencyId', receipt_currency.id, 'currencyCode', receipt_currency.code,
      'decimals', receipt_currency.decimals, 'promoCode', receipt_order.promo_code,
      'promoDiscount', receipt_order.promo_discount,
      'channel', (select names from payment_channels where id = receipt_order.channel),
      'channelFee', receipt_order.channel_fee,
      'items', (
        select coalesce(json_agg(json_build_object('id', line.id, 'title', line.title,
          'gameTitle', line_game.title, 'quantity', line.quantity, 'subtotal', line.subtotal,
          'account', line.account, 'accountLabels', line.account_labels,
          'isVoucher', line_game.is_voucher, 'redeemSteps', line_game.redeem_steps,
          'vouchers', ${lineVouchers}, 'nickname', line.nickname) order by line.id), '[]')
        from order_items line join games line_game on line_game.id = line.game_id
        where line.order_id = receipt_order.id))
    from orders receipt_order
    join currencies receipt_currency on receipt_currency.id = receipt_order.currency_id
    where receipt_order.id = ${orderId})`;
}

/**
 * `insert into mail_outbox ...` of the order's receipt for `event` as a fragment for the statement
 * that moves the order (its `with`): the facts as that statement sees the order, to its contact
 * email, else its account's email; nothing for a guest who gave none, nor when `onlyIf` (e.g.
 * `exists (select 1 from payment)`) does not hold. A receipt already queued for the event stays.
 */
export function orderReceiptInsert(
  orderId: RawBuilder<unknown>,
  event: OrderReceiptEvent,
  now: Date,
  options: { onlyIf?: RawBuilder<unknown>; vouchers?: Record<number, string[]> } = {},
) {
  return sql`insert into mail_outbox (key, recipient, event, facts, next_attempt_at, created_at)
    select (receipt.facts ->> 'orderNo') || ':' || ${event}::text, receipt.recipient, ${event}::text,
      receipt.facts, ${now}::timestamptz, ${now}::timestamptz
    from (
      select facts, coalesce(facts ->> 'contactEmail', facts ->> 'accountEmail') as recipient
      -- offset 0 keeps PostgreSQL from copying the facts' sub-select into each use of them.
      from (select ${receiptFactsOf(orderId, options.vouchers)}::jsonb as facts offset 0) as taken
    ) as receipt
    where receipt.recipient is not null ${options.onlyIf ? sql`and ${options.onlyIf}` : sql``}
    on conflict (key) do nothing`;
}

/** Queues the order's receipt for `event`, inside the transaction that moved the order there. */
export async function queueOrderReceipt(
  trx: Transaction<DB>,
  orderId: number,
  event: OrderReceiptEvent,
  now: Date,
): Promise<void> {
  await sql`${orderReceiptInsert(sql`${orderId}::integer`, event, now)}`.execute(trx);
}

type ReceiptItem = OrderReceiptFacts['items'][number];
type Money = (amount: number) => string;

/** The rows at the top of an order's receipt: its number and when it was placed. */
function orderFacts(facts: OrderReceiptFacts): ReceiptRow[] {
  const { locale } = facts;
  const rows = [{ label: translate(locale, 'mail.orderNo'), value: facts.orderNo }];
  if (facts.createdAt) {
    const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(facts.createdAt));
    rows.push({ label: translate(locale, 'mail.date'), value: `${date} UTC` });
  }
  return rows;
}

/** The values a line was bought for, with their field labels (User ID, Zone ID, Server), and the player's checked nickname. */
function lineDetails(item: ReceiptItem, locale: Locale): ReceiptRow[] {
  const account = item.account ?? {};
  const rows = accountLabels(item.accountLabels ?? [], account, locale).map((field) => ({
    label: field.label,
    value: field.value ?? account[field.key] ?? '',
  }));
  if (item.nickname) rows.push({ label: translate(locale, 'mail.nickname'), value: item.nickname });
  return rows;
}

/**
 * The rows between the lines and the total, as the order page shows them (ui-shared `orderSumRows`):
 * the subtotal, each discount taken off it, the payment channel's fee added.
 */
function summaryRows(facts: OrderReceiptFacts, money: Money): ReceiptRow[] {
  const { locale } = facts;
  if (facts.subtotal === undefined) return [];
  const rows = [{ label: translate(locale, 'mail.subtotal'), value: money(facts.subtotal) }];
  if (facts.discount) {
    rows.push({ label: translate(locale, 'mail.discount'), value: `−${money(facts.discount)}` });
  }
  if (facts.promoCode) {
    const label = translate(locale, 'mail.promo', { code: facts.promoCode });
    rows.push({ label, value: `−${money(facts.promoDiscount ?? 0)}` });
  }
  if (facts.channel) {
    const label = `${translate(locale, 'mail.channel')}: ${facts.channel[locale]}`;
    rows.push({ label, value: `+${money(facts.channelFee ?? 0)}` });
  }
  return rows;
}

/** The receipt's one "Voucher codes" section: each voucher line's codes and its redemption steps. */
function voucherCodes(facts: OrderReceiptFacts, event: OrderReceiptEvent) {
  if (event !== 'completed') return [];
  return facts.items
    .filter((item) => item.vouchers.length > 0)
    .map((item) => ({
      title: `${item.gameTitle} - ${item.title}`,
      codes: item.vouchers,
      steps: (item.isVoucher && item.redeemSteps?.[facts.locale]) || [],
    }));
}

/** The order's receipt for `event`, in the order's language, from the facts it was queued with. */
export function renderOrderReceipt(
  storeOrigin: string,
  facts: OrderReceiptFacts,
  event: OrderReceiptEvent,
): RenderedMail {
  const { locale, orderNo } = facts;
  const money = (amount: number) =>
    formatMoney(
      { amount, currencyCode: facts.currencyCode, decimals: facts.decimals },
      LOCALE_TAGS[locale],
    );
  return rendered({
    locale,
    subject: translate(locale, `mail.${event}.subject`, { orderNo }),
    intro: translate(locale, `mail.${event}.intro`),
    facts: orderFacts(facts),
    lines: facts.items.map((item) => ({
      title: `${item.gameTitle} - ${item.title}`,
      quantity: item.quantity,
      amount: money(item.subtotal),
      details: lineDetails(item, locale),
    })),
    summary: summaryRows(facts, money),
    total: money(facts.total),
    codes: voucherCodes(facts, event),
    trackUrl: trackUrl(storeOrigin, orderNo),
  });
}

/** Queues the receipt of a credited deposit, inside the transaction that credits it. */
export async function queueDepositReceipt(
  trx: Transaction<DB>,
  paymentId: number,
  now: Date,
): Promise<void> {
  const payment = await trx
    .selectFrom('payments')
    .innerJoin('currencies', 'currencies.id', 'payments.currency_id')
    .select([
      'payments.payment_no',
      'payments.amount',
      'payments.locale',
      'payments.user_id',
      'currencies.code',
      'currencies.decimals',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const recipient = await accountEmail(trx, payment.user_id);
  if (!recipient) return;
  const { locale } = payment;
  const amount = formatMoney(
    { amount: payment.amount, currencyCode: payment.code, decimals: payment.decimals },
    LOCALE_TAGS[locale],
  );
  const receipt: Receipt = {
    locale,
    subject: translate(locale, 'mail.deposit.subject', { amount }),
    intro: translate(locale, 'mail.deposit.intro', { depositNo: payment.payment_no }),
    facts: [{ label: translate(locale, 'mail.depositNo'), value: payment.payment_no }],
    lines: [{ title: translate(locale, 'mail.deposit.line'), quantity: 1, amount, details: [] }],
    summary: [],
    total: amount,
    codes: [],
    trackUrl: null,
  };
  await enqueue(trx, `${payment.payment_no}:credited`, recipient, rendered(receipt), now);
}
