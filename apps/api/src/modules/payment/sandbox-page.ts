import { formatMoney, type MoneyAmount } from '@storefront/api-client';
import { escapeMarkup } from '../../http/escape';

/** The sandbox provider's hosted page: plain HTML a person can read and click, no script. */

export interface SandboxPageModel {
  paymentNo: string;
  /** `Order SF...` or `Deposit DP...`. */
  title: string;
  lines: string[];
  /** The payment channel the customer chose in the store (e-wallet, QRIS, ...), if any. */
  channel?: string | null;
  amount: MoneyAmount;
  status: 'pending' | 'paid' | 'cancelled' | 'failed' | 'refunded';
  /** Shown when the store refused the notification. */
  error?: string;
}

/** The page is in English, like the rest of the sandbox provider. */
const PAGE_LOCALE_TAG = 'en-US';

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
  .error { color: #b91c1c; }
  small { overflow-wrap: anywhere; }
`;

export function sandboxPage(model: SandboxPageModel): string {
  const amount = formatMoney(model.amount, PAGE_LOCALE_TAG);
  const action = `/api/payments/sandbox/${encodeURIComponent(model.paymentNo)}`;
  const body =
    model.status === 'pending'
      ? `<form method="post" action="${escapeMarkup(action)}">
      <button type="submit" name="action" value="pay">Pay ${escapeMarkup(amount)}</button>
      <button type="submit" name="action" value="cancel">Cancel</button>
    </form>`
      : `<p class="status">This payment is ${escapeMarkup(model.status)}.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sandbox payment ${escapeMarkup(model.paymentNo)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <span class="badge">Sandbox payment: no real money moves</span>
    <h1>${escapeMarkup(model.title)}</h1>
    <ul>${model.lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join('')}</ul>
    ${model.channel ? `<p data-testid="channel">Channel: <strong>${escapeMarkup(model.channel)}</strong></p>` : ''}
    <div class="amount" data-testid="amount">${escapeMarkup(amount)}</div>
    ${model.error ? `<p class="error">${escapeMarkup(model.error)}</p>` : ''}
    ${body}
    <p><small>Payment ${escapeMarkup(model.paymentNo)}</small></p>
  </main>
</body>
</html>
`;
}
