import { formatMoney } from '@storefront/api-client';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { type Locale, type MessageKey, translate } from '../../i18n/messages';

/** The events a customer gets a receipt for. */
export type OrderReceiptEvent = 'paid' | 'completed' | 'failed';

/** What a receipt says, in the customer's language. */
export interface Receipt {
  locale: Locale;
  subject: string;
  intro: string;
  reference: { label: string; value: string };
  lines: Array<{ title: string; quantity: number; amount: string; codes: string[] }>;
  total: string;
  trackUrl: string | null;
}

const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', id: 'id-ID' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function receiptText(receipt: Receipt): string {
  const t = (key: MessageKey) => translate(receipt.locale, key);
  const lines = receipt.lines.flatMap((line) => [
    `- ${line.title} x${line.quantity}: ${line.amount}`,
    ...line.codes.map((code) => `  ${t('mail.codes')}: ${code}`),
  ]);
  return [
    receipt.intro,
    '',
    `${receipt.reference.label}: ${receipt.reference.value}`,
    `${t('mail.items')}:`,
    ...lines,
    `${t('mail.total')}: ${receipt.total}`,
    ...(receipt.trackUrl ? ['', `${t('mail.track')}: ${receipt.trackUrl}`] : []),
    '',
    t('mail.footer'),
    '',
  ].join('\n');
}

export function receiptHtml(receipt: Receipt): string {
  const t = (key: MessageKey) => escapeHtml(translate(receipt.locale, key));
  const rows = receipt.lines
    .map((line) => {
      const codes = line.codes.length
        ? `<br>${t('mail.codes')}: ${line.codes.map((code) => `<code>${escapeHtml(code)}</code>`).join(', ')}`
        : '';
      return `<tr><td>${escapeHtml(line.title)} &times;${line.quantity}${codes}</td><td align="right">${escapeHtml(line.amount)}</td></tr>`;
    })
    .join('');
  const track = receipt.trackUrl
    ? `<p><a href="${escapeHtml(receipt.trackUrl)}">${t('mail.track')}</a></p>`
    : '';
  return [
    `<!doctype html><html lang="${receipt.locale}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(receipt.intro)}</p>`,
    `<p>${escapeHtml(receipt.reference.label)}: <strong>${escapeHtml(receipt.reference.value)}</strong></p>`,
    `<table cellpadding="4"><tr><th align="left">${t('mail.items')}</th><th></th></tr>${rows}`,
    `<tr><td><strong>${t('mail.total')}</strong></td><td align="right"><strong>${escapeHtml(receipt.total)}</strong></td></tr></table>`,
    track,
    `<p>${t('mail.footer')}</p></body></html>`,
  ].join('');
}

/** A receipt ready for the outbox: one row of `mail_outbox`, keyed so that it is queued once. */
export interface OutboxMail {
  key: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

function outboxMail(key: string, recipient: string, receipt: Receipt): OutboxMail {
  return {
    key,
    recipient,
    subject: receipt.subject,
    text: receiptText(receipt),
    html: receiptHtml(receipt),
  };
}

/** Queues a receipt in the caller's transaction; a second one for the same key is ignored. */
async function enqueue(trx: Transaction<DB>, mail: OutboxMail, now: Date): Promise<void> {
  await sql`${outboxInsert(mail, now)}`.execute(trx);
}

/**
 * `insert into mail_outbox ...` as a fragment, to put in another statement's `with` (one round
 * trip); `onlyIf` (e.g. `exists (select 1 from payment)`) queues it only when that holds. A
 * receipt already queued under the same key is left as it is.
 */
export function outboxInsert(mail: OutboxMail, now: Date, onlyIf?: RawBuilder<unknown>) {
  return sql`insert into mail_outbox (key, recipient, subject, text_body, html_body,
      next_attempt_at, created_at)
    select ${mail.key}::text, ${mail.recipient}::text, ${mail.subject}::text, ${mail.text}::text,
      ${mail.html}::text, ${now}::timestamptz, ${now}::timestamptz
    ${onlyIf ? sql`where ${onlyIf}` : sql``}
    on conflict (key) do nothing`;
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

/** What an order's receipt is written from. */
export interface OrderReceiptFacts {
  orderNo: string;
  total: number;
  locale: Locale;
  contactEmail: string | null;
  /** The email of the order's account; null for a guest. */
  accountEmail: string | null;
  currencyId: number;
  currencyCode: string;
  decimals: number;
  items: Array<{
    id: number;
    title: string;
    gameTitle: string;
    quantity: number;
    subtotal: number;
    vouchers: string[];
  }>;
}

/**
 * The receipt facts of the order `orderId` (a column or a parameter) as ONE JSON value: a
 * sub-select for the statement that locks or moves the order, so that no round trip reads them.
 */
export function receiptFactsOf(orderId: RawBuilder<unknown>) {
  return sql<OrderReceiptFacts>`(
    select json_build_object(
      'orderNo', receipt_order.order_no, 'total', receipt_order.total,
      'locale', receipt_order.locale, 'contactEmail', receipt_order.contact_email,
      'accountEmail', (select email from users where users.id = receipt_order.user_id),
      'currencyId', receipt_currency.id, 'currencyCode', receipt_currency.code,
      'decimals', receipt_currency.decimals,
      'items', (
        select coalesce(json_agg(json_build_object('id', line.id, 'title', line.title,
          'gameTitle', line_game.title, 'quantity', line.quantity, 'subtotal', line.subtotal,
          'vouchers', line.vouchers) order by line.id), '[]')
        from order_items line join games line_game on line_game.id = line.game_id
        where line.order_id = receipt_order.id))
    from orders receipt_order
    join currencies receipt_currency on receipt_currency.id = receipt_order.currency_id
    where receipt_order.id = ${orderId})`;
}

/** The facts of one order, read on their own (when no other statement could bring them). */
export async function loadReceiptFacts(
  db: Kysely<DB>,
  orderId: number,
): Promise<OrderReceiptFacts> {
  const { rows } = await sql<{ facts: OrderReceiptFacts }>`
    select ${receiptFactsOf(sql`${orderId}::integer`)} as facts`.execute(db);
  const facts = rows[0]?.facts;
  if (!facts) throw new Error(`Order ${orderId} vanished`);
  return facts;
}

/**
 * The order's receipt for `event`, in the order's language, to its contact email, else its
 * account's email; null for a guest who gave none.
 */
export function orderReceiptMail(
  deps: AppDeps,
  facts: OrderReceiptFacts,
  event: OrderReceiptEvent,
): OutboxMail | null {
  const recipient = facts.contactEmail ?? facts.accountEmail;
  if (!recipient) return null;
  const { locale, orderNo } = facts;
  const money = (amount: number) =>
    formatMoney(
      { amount, currencyCode: facts.currencyCode, decimals: facts.decimals },
      LOCALE_TAGS[locale],
    );
  const receipt: Receipt = {
    locale,
    subject: translate(locale, `mail.${event}.subject`, { orderNo }),
    intro: translate(locale, `mail.${event}.intro`),
    reference: { label: translate(locale, 'mail.orderNo'), value: orderNo },
    lines: facts.items.map((item) => ({
      title: `${item.gameTitle} - ${item.title}`,
      quantity: item.quantity,
      amount: money(item.subtotal),
      codes: event === 'completed' ? item.vouchers : [],
    })),
    total: money(facts.total),
    trackUrl: trackUrl(deps.settings.mail.storeOrigin, orderNo),
  };
  return outboxMail(`${orderNo}:${event}`, recipient, receipt);
}

/** Queues the order's receipt for `event`, inside the transaction that moved the order there. */
export async function queueOrderReceipt(
  trx: Transaction<DB>,
  deps: AppDeps,
  orderId: number,
  event: OrderReceiptEvent,
  now: Date,
): Promise<void> {
  const mail = orderReceiptMail(deps, await loadReceiptFacts(trx, orderId), event);
  if (mail) await enqueue(trx, mail, now);
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
    reference: { label: translate(locale, 'mail.depositNo'), value: payment.payment_no },
    lines: [{ title: translate(locale, 'mail.deposit.line'), quantity: 1, amount, codes: [] }],
    total: amount,
    trackUrl: null,
  };
  await enqueue(trx, outboxMail(`${payment.payment_no}:credited`, recipient, receipt), now);
}
