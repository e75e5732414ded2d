import { formatMoney } from '@storefront/api-client';
import type { Transaction } from 'kysely';
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

/** Queues a receipt in the caller's transaction; a second one for the same key is ignored. */
async function enqueue(
  trx: Transaction<DB>,
  key: string,
  recipient: string,
  receipt: Receipt,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values({
      key,
      recipient,
      subject: receipt.subject,
      text_body: receiptText(receipt),
      html_body: receiptHtml(receipt),
      next_attempt_at: now,
      claimed_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
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
 * Queues the order's receipt for `event`, inside the transaction that moved the order there: to the
 * order's contact email, else its account's email; a guest who gave none gets no receipt.
 */
export async function queueOrderReceipt(
  trx: Transaction<DB>,
  deps: AppDeps,
  orderId: number,
  event: OrderReceiptEvent,
  now: Date,
): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .innerJoin('currencies', 'currencies.id', 'orders.currency_id')
    .select([
      'orders.order_no',
      'orders.total',
      'orders.locale',
      'orders.user_id',
      'orders.contact_email',
      'currencies.code',
      'currencies.decimals',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const recipient = order.contact_email ?? (await accountEmail(trx, order.user_id));
  if (!recipient) return;
  const items = await trx
    .selectFrom('order_items')
    .innerJoin('games', 'games.id', 'order_items.game_id')
    .select([
      'order_items.title',
      'order_items.quantity',
      'order_items.subtotal',
      'order_items.vouchers',
      'games.title as gameTitle',
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
  const { locale } = order;
  const money = (amount: number) =>
    formatMoney(
      { amount, currencyCode: order.code, decimals: order.decimals },
      LOCALE_TAGS[locale],
    );
  const receipt: Receipt = {
    locale,
    subject: translate(locale, `mail.${event}.subject`, { orderNo: order.order_no }),
    intro: translate(locale, `mail.${event}.intro`),
    reference: { label: translate(locale, 'mail.orderNo'), value: order.order_no },
    lines: items.map((item) => ({
      title: `${item.gameTitle} - ${item.title}`,
      quantity: item.quantity,
      amount: money(item.subtotal),
      codes: event === 'completed' ? item.vouchers : [],
    })),
    total: money(order.total),
    trackUrl: trackUrl(deps.settings.mail.storeOrigin, order.order_no),
  };
  await enqueue(trx, `${order.order_no}:${event}`, recipient, receipt, now);
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
  await enqueue(trx, `${payment.payment_no}:credited`, recipient, receipt, now);
}
