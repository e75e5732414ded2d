import { type Locale, type MessageKey, translate } from '../../i18n/messages';

/** One labelled value of a receipt: an order fact, an account value, a summary amount. */
export interface ReceiptRow {
  label: string;
  value: string;
}

/** One bought line: its title, quantity, amount and the values it was bought for (player ID). */
export interface ReceiptLine {
  title: string;
  quantity: number;
  amount: string;
  details: ReceiptRow[];
}

/** The codes of one voucher line, with how to redeem them. */
export interface ReceiptCodes {
  title: string;
  codes: string[];
  steps: string[];
}

/** What a receipt says, in the customer's language. */
export interface Receipt {
  locale: Locale;
  subject: string;
  intro: string;
  /** The order number, its date and the like, at the top. */
  facts: ReceiptRow[];
  lines: ReceiptLine[];
  /** The rows above the total (subtotal, discounts, fees); empty for a single amount. */
  summary: ReceiptRow[];
  total: string;
  /** Every voucher line with codes, under one "Voucher codes" heading; empty before delivery. */
  codes: ReceiptCodes[];
  trackUrl: string | null;
}

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

const RULE = '-'.repeat(40);

function textRows(rows: ReceiptRow[], indent = ''): string[] {
  return rows.map((row) => `${indent}${row.label}: ${row.value}`);
}

function textCodes(receipt: Receipt): string[] {
  if (receipt.codes.length === 0) return [];
  const t = (key: MessageKey) => translate(receipt.locale, key);
  return [
    t('mail.codes').toUpperCase(),
    RULE,
    ...receipt.codes.flatMap((line) => [
      inertTitle(line.title),
      ...line.codes.map((code) => `  ${code}`),
      ...(line.steps.length > 0
        ? [`${t('mail.redeem')}:`, ...line.steps.map((step, index) => `  ${index + 1}. ${step}`)]
        : []),
      '',
    ]),
  ];
}

export function receiptText(receipt: Receipt): string {
  const t = (key: MessageKey) => translate(receipt.locale, key);
  const lines = receipt.lines.flatMap((line) => [
    `${inertTitle(line.title)} x${line.quantity}: ${line.amount}`,
    ...textRows(line.details, '  '),
  ]);
  return [
    receipt.intro,
    '',
    ...textRows(receipt.facts),
    '',
    t('mail.items').toUpperCase(),
    RULE,
    ...lines,
    RULE,
    ...textRows(receipt.summary),
    `${t('mail.total')}: ${receipt.total}`,
    '',
    ...textCodes(receipt),
    ...(receipt.trackUrl ? [`${t('mail.track')}: ${receipt.trackUrl}`, ''] : []),
    t('mail.footer'),
    '',
  ].join('\n');
}

const MUTED = 'color:#6b6578';
const CELL = 'padding:6px 0;vertical-align:top';
const HEADING = 'margin:24px 0 8px;font-size:16px';

function htmlRow(row: ReceiptRow, strong = false): string {
  const label = strong ? 'font-weight:700;font-size:16px' : MUTED;
  const value = strong ? 'font-weight:700;font-size:16px' : '';
  return `<tr><td style="${CELL};${label};white-space:nowrap;padding-right:16px">${escapeHtml(row.label)}</td><td align="right" style="${CELL};${value}">${escapeHtml(row.value)}</td></tr>`;
}

function htmlLine(line: ReceiptLine): string {
  const details = line.details
    .map(
      (row) =>
        `<br><span style="${MUTED}">${escapeHtml(row.label)}: ${escapeHtml(row.value)}</span>`,
    )
    .join('');
  return `<tr><td style="${CELL};border-top:1px solid #e7e4ee">${escapeHtml(inertTitle(line.title))} &times;${line.quantity}${details}</td><td align="right" style="${CELL};border-top:1px solid #e7e4ee;white-space:nowrap">${escapeHtml(line.amount)}</td></tr>`;
}

function htmlCodes(receipt: Receipt): string {
  if (receipt.codes.length === 0) return '';
  const t = (key: MessageKey) => escapeHtml(translate(receipt.locale, key));
  const sections = receipt.codes.map((line) => {
    const codes = line.codes
      .map(
        (code) =>
          `<div style="margin:4px 0;padding:8px 12px;background:#f4f2f8;border-radius:6px;font:600 15px monospace;letter-spacing:1px">${escapeHtml(code)}</div>`,
      )
      .join('');
    const steps = line.steps.length
      ? `<p style="margin:12px 0 4px;font-weight:600">${t('mail.redeem')}</p><ol style="margin:0;padding-left:20px;${MUTED}">${line.steps.map((step) => `<li style="margin:2px 0">${escapeHtml(step)}</li>`).join('')}</ol>`
      : '';
    return `<div style="margin:8px 0 16px"><p style="margin:0 0 4px">${escapeHtml(inertTitle(line.title))}</p>${codes}${steps}</div>`;
  });
  return `<h2 style="${HEADING}">${t('mail.codes')}</h2>${sections.join('')}`;
}

export function receiptHtml(receipt: Receipt): string {
  const t = (key: MessageKey) => escapeHtml(translate(receipt.locale, key));
  const track = receipt.trackUrl
    ? `<p style="margin:24px 0"><a href="${escapeHtml(receipt.trackUrl)}" style="display:inline-block;padding:10px 18px;background:#5b3fd9;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${t('mail.track')}</a></p>`
    : '';
  const table = 'width:100%;border-collapse:collapse';
  return [
    `<!doctype html><html lang="${receipt.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>`,
    '<body style="margin:0;padding:0;background:#f4f2f8">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px;font:14px/1.5 -apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1c1530">',
    '<div style="background:#fff;border-radius:12px;padding:24px">',
    `<h1 style="margin:0 0 8px;font-size:20px">${escapeHtml(receipt.subject)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(receipt.intro)}</p>`,
    `<table role="presentation" style="${table}">${receipt.facts.map((row) => htmlRow(row)).join('')}</table>`,
    `<h2 style="${HEADING}">${t('mail.items')}</h2>`,
    `<table role="presentation" style="${table}">${receipt.lines.map(htmlLine).join('')}`,
    `<tr><td colspan="2" style="border-top:1px solid #e7e4ee"></td></tr>`,
    receipt.summary.map((row) => htmlRow(row)).join(''),
    htmlRow({ label: translate(receipt.locale, 'mail.total'), value: receipt.total }, true),
    '</table>',
    htmlCodes(receipt),
    track,
    `<p style="margin:16px 0 0;${MUTED}">${t('mail.footer')}</p>`,
    '</div></div></body></html>',
  ].join('');
}
