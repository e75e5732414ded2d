import { describe, expect, it } from 'vitest';
import { type SandboxPageModel, sandboxPage } from '../modules/payment/sandbox-page';

const NBSP = '\u00a0';

function page(amount: SandboxPageModel['amount']): string {
  return sandboxPage({
    paymentNo: 'PY20261123-ABC123',
    title: 'Order SF20261123-ABC123',
    lines: ['Mobile Legends: Bang Bang: 86 Diamonds × 1'],
    amount,
    status: 'pending',
  });
}

describe('sandbox payment page', () => {
  it('shows amounts the way the store formats them, with the currency’s own decimals', () => {
    const usd = page({ amount: 124, currencyCode: 'USD', decimals: 2 });
    expect(usd).toContain('<div class="amount" data-testid="amount">$1.24</div>');
    expect(usd).toContain('Pay $1.24</button>');
    const idr = page({ amount: 47458, currencyCode: 'IDR', decimals: 0 });
    expect(idr).toContain(`<div class="amount" data-testid="amount">Rp${NBSP}47.458</div>`);
    expect(idr).toContain(`Pay Rp${NBSP}47.458</button>`);
    expect(page({ amount: 590, currencyCode: 'MYR', decimals: 2 })).toContain(`RM${NBSP}5.90`);
  });

  it('lets the buttons wrap instead of widening the page on a narrow screen', () => {
    const html = page({ amount: 124, currencyCode: 'USD', decimals: 2 });
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/form \{[^}]*flex-wrap: wrap/);
  });
});
