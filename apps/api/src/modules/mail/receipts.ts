import { formatMoney } from '@storefront/api-client';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB, OrderReceiptEvent, OrderReceiptFacts } from '../../db/schema';
import { type Locale, type MessageKey, translate } from '../../i18n/messages';

export type { OrderReceiptEvent, OrderReceiptFacts };

/** What a receipt says, in the customer's language. */
export interface Receipt {
  locale: Locale;
  subject: string;
  intro: string;
  reference: { label: string; value: string };
  lines: Array<{ title: string; quantity: number; amount: string; codes: string[] }>;
  total: string;
  /** The payment channel with its fee, e.g. `QRIS (fee Rp 170)`; null when none was chosen. */
  channel?: string | null;
  trackUrl: string | null;
}

const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', id: 'id-ID' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A line's title as a receipt shows it. A link's title is the buyer's own text (its `item`), so an
 * address inside it is defanged (`https[:]//evil[.]example`): no mail client turns a receipt of
 * this store into a link elsewhere, in the text or the HTML form (which also escapes it).
 */
export function inertTitle(title: string): string {
  return title
    .replace(/([a-z][a-z0-9+.-]*):(?=\/\/)/gi, '$1[:]')
    .replace(/([\p{L}\p{N}_-])\.(?=\p{L}{2,})/gu, '$1[.]');
}

export function receiptText(receipt: Receipt): string {
  const t = (key: MessageKey) => translate(receipt.locale, key);
  const lines = receipt.lines.flatMap((line) => [
    `- ${inertTitle(line.title)} x${line.quantity}: ${line.amount}`,
    ...line.codes.map((code) => `  ${t('mail.codes')}: ${code}`),
  ]);
  return [
    receipt.intro,
    '',
    `${receipt.reference.label}: ${receipt.reference.value}`,
    `${t('mail.items')}:`,
    ...lines,
    ...(receipt.channel ? [`${t('mail.channel')}: ${receipt.channel}`] : []),
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
      return `<tr><td>${escapeHtml(inertTitle(line.title))} &times;${line.quantity}${codes}</td><td align="right">${escapeHtml(line.amount)}</td></tr>`;
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
    receipt.channel
      ? `<tr><td>${t('mail.channel')}</td><td align="right">${escapeHtml(receipt.channel)}</td></tr>`
      : '',
    `<tr><td><strong>${t('mail.total')}</strong></td><td align="right"><strong>${escapeHtml(receipt.total)}</strong></td></tr></table>`,
    track,
    `<p>${t('mail.footer')}</p></body></html>`,
  ].join('');
}

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
      'locale', receipt_order.locale, 'contactEmail', receipt_order.contact_email,
      'accountEmail', (select email from users where users.id = receipt_order.user_id),
      'currencyId', receipt_currency.id, 'currencyCode', receipt_currency.code,
      'decimals', receipt_currency.decimals,
      'channel', (select names from payment_channels where id = receipt_order.channel),
      'channelFee', receipt_order.channel_fee,
      'items', (
        select coalesce(json_agg(json_build_object('id', line.id, 'title', line.title,
          'gameTitle', line_game.title, 'quantity', line.quantity, 'subtotal', line.subtotal,
          'vouchers', ${lineVouchers}) order by line.id), '[]')
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
    reference: { label: translate(locale, 'mail.orderNo'), value: orderNo },
    lines: facts.items.map((item) => ({
      title: `${item.gameTitle} - ${item.title}`,
      quantity: item.quantity,
      amount: money(item.subtotal),
      codes: event === 'completed' ? item.vouchers : [],
    })),
    total: money(facts.total),
    channel: facts.channel
      ? `${facts.channel[locale]} (${translate(locale, 'mail.channelFee')} ${money(facts.channelFee ?? 0)})`
      : null,
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
    reference: { label: translate(locale, 'mail.depositNo'), value: payment.payment_no },
    lines: [{ title: translate(locale, 'mail.deposit.line'), quantity: 1, amount, codes: [] }],
    total: amount,
    trackUrl: null,
  };
  await enqueue(trx, `${payment.payment_no}:credited`, recipient, rendered(receipt), now);
}
