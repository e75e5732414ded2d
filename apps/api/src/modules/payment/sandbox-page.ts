import { formatMoney, type Locale, type MoneyAmount } from '@storefront/api-client';
import { escapeMarkup } from '../../http/escape';
import type { Localized } from '../../i18n/messages';

/** The sandbox provider's hosted page: plain HTML a person can read and click, no script. */

export type SandboxPaymentStatus = 'pending' | 'paid' | 'cancelled' | 'failed' | 'refunded';

export interface SandboxPageModel {
  paymentNo: string;
  /** What is paid: an order (`orderNo`) or a balance deposit (no order). */
  orderNo: string | null;
  lines: string[];
  /** The payment channel the customer chose in the store (e-wallet, QRIS, ...), if any. */
  channel?: string | null;
  amount: MoneyAmount;
  status: SandboxPaymentStatus;
  /** The customer's language when the payment started: the page speaks it. */
  locale: Locale;
  /** Where "Back to the store" goes once the payment is settled; null: no link. */
  backUrl: string | null;
  /** Shown when the store refused the notification. */
  error?: 'notificationRefused';
}

const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', id: 'id-ID' };

/** The page's words, in every language the store speaks. */
export const SANDBOX_PAGE_MESSAGES = {
  badge: {
    en: 'Sandbox payment: no real money moves',
    id: 'Pembayaran sandbox: tidak ada uang sungguhan',
  },
  order: { en: 'Order {no}', id: 'Pesanan {no}' },
  deposit: { en: 'Balance deposit {no}', id: 'Isi saldo {no}' },
  pay: { en: 'Pay {amount}', id: 'Bayar {amount}' },
  cancel: { en: 'Cancel', id: 'Batal' },
  payment: { en: 'Payment {no}', id: 'Pembayaran {no}' },
  pageTitle: { en: 'Sandbox payment {no}', id: 'Pembayaran sandbox {no}' },
  back: { en: 'Back to the store', id: 'Kembali ke toko' },
  notificationRefused: {
    en: 'The store did not accept the payment notification.',
    id: 'Toko tidak menerima pemberitahuan pembayaran.',
  },
  status: { en: 'This payment is {status}.', id: 'Pembayaran ini {status}.' },
  pending: { en: 'pending', id: 'menunggu' },
  paid: { en: 'paid', id: 'sudah dibayar' },
  cancelled: { en: 'cancelled', id: 'dibatalkan' },
  failed: { en: 'failed', id: 'gagal' },
  refunded: { en: 'refunded', id: 'dikembalikan' },
} satisfies Record<string, Localized>;

type SandboxWord = keyof typeof SANDBOX_PAGE_MESSAGES;

function say(locale: Locale, word: SandboxWord, params: Record<string, string> = {}): string {
  return SANDBOX_PAGE_MESSAGES[word][locale].replace(
    /\{(\w+)\}/g,
    (_, name: string) => params[name] ?? '',
  );
}

/** No `/favicon.ico` request: the page names an empty icon of its own. */
const NO_ICON = '<link rel="icon" href="data:,">';

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f4f3fb;
    color: #1d1b2c; margin: 0; padding: 16px; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 16px; box-shadow: 0 8px 30px #1d1b2c1f;
    padding: clamp(20px, 6vw, 32px); width: 100%; max-width: 420px; min-width: 0; }
  .badge { display: inline-block; font-size: 12px; letter-spacing: .08em; text-transform: uppercase;
    background: #ede9fe; color: #5b21b6; border-radius: 12px; padding: 4px 10px; max-width: 100%; }
  h1 { font-size: 20px; margin: 16px 0 4px; overflow-wrap: anywhere; }
  ul { padding-left: 18px; color: #4b4764; overflow-wrap: anywhere; }
  .amount { font-size: clamp(24px, 8vw, 32px); font-weight: 700; font-variant-numeric: tabular-nums;
    margin: 16px 0; overflow-wrap: anywhere; }
  form { display: flex; flex-wrap: wrap; gap: 12px; }
  button { flex: 1 1 140px; min-width: 0; min-height: 48px; font-size: 16px; padding: 12px 14px;
    border-radius: 10px; border: 0; cursor: pointer; overflow-wrap: anywhere; }
  button[value=pay] { background: #6d28d9; color: #fff; }
  button[value=cancel] { background: #ecebf3; color: #1d1b2c; }
  button:focus-visible { outline: 3px solid #a78bfa; outline-offset: 2px; }
  .status { font-weight: 600; }
  .back { display: inline-block; margin-top: 8px; color: #6d28d9; font-weight: 600; }
  .error { color: #b91c1c; }
  small { overflow-wrap: anywhere; }
`;

/** The heading: which order, or which deposit, this payment is for. */
function headingOf(model: SandboxPageModel): string {
  return model.orderNo === null
    ? say(model.locale, 'deposit', { no: model.paymentNo })
    : say(model.locale, 'order', { no: model.orderNo });
}

/** Pay and Cancel while pending; afterwards its state and the way back to the store. */
function actionsOf(model: SandboxPageModel, amount: string): string {
  const { locale } = model;
  if (model.status === 'pending') {
    const action = `/api/payments/sandbox/${encodeURIComponent(model.paymentNo)}`;
    return `<form method="post" action="${escapeMarkup(action)}">
      <button type="submit" name="action" value="pay">${escapeMarkup(say(locale, 'pay', { amount }))}</button>
      <button type="submit" name="action" value="cancel">${escapeMarkup(say(locale, 'cancel'))}</button>
    </form>`;
  }
  const status = say(locale, 'status', { status: say(locale, model.status) });
  const back = model.backUrl
    ? `<a class="back" data-testid="back-to-store" href="${escapeMarkup(model.backUrl)}">${escapeMarkup(say(locale, 'back'))}</a>`
    : '';
  return `<p class="status">${escapeMarkup(status)}</p>${back}`;
}

export function sandboxPage(model: SandboxPageModel): string {
  const { locale } = model;
  const amount = formatMoney(model.amount, LOCALE_TAGS[locale]);
  const no = model.paymentNo;
  return `<!doctype html>
<html lang="${locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  ${NO_ICON}
  <title>${escapeMarkup(say(locale, 'pageTitle', { no }))}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <span class="badge">${escapeMarkup(say(locale, 'badge'))}</span>
    <h1>${escapeMarkup(headingOf(model))}</h1>
    <ul>${model.lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join('')}</ul>
    ${model.channel ? `<p data-testid="channel">Channel: <strong>${escapeMarkup(model.channel)}</strong></p>` : ''}
    <div class="amount" data-testid="amount">${escapeMarkup(amount)}</div>
    ${model.error ? `<p class="error">${escapeMarkup(say(locale, model.error))}</p>` : ''}
    ${actionsOf(model, amount)}
    <p><small>${escapeMarkup(say(locale, 'payment', { no }))}</small></p>
  </main>
</body>
</html>
`;
}
