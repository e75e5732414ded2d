import { describe, expect, it } from 'vitest';
import { type SandboxPageModel, sandboxPage } from '../modules/payment/sandbox-page';

const NBSP = '\u00a0';

const PENDING: SandboxPageModel = {
  paymentNo: 'PY20261123-ABC123',
  orderNo: 'SF20261123-ABC123',
  lines: ['Mobile Legends: Bang Bang: 86 Diamonds × 1'],
  amount: { amount: 124, currencyCode: 'USD', decimals: 2 },
  status: 'pending',
  locale: 'en',
  backUrl: null,
};

function page(amount: SandboxPageModel['amount']): string {
  return sandboxPage({ ...PENDING, amount });
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

describe('sandbox payment page in Indonesian', () => {
  const idr = { amount: 47500, currencyCode: 'IDR', decimals: 0 };

  it("speaks the payment's language, never asking for /favicon.ico", () => {
    const html = sandboxPage({ ...PENDING, amount: idr, locale: 'id' });
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('<h1>Pesanan SF20261123-ABC123</h1>');
    expect(html).toContain(`Bayar Rp${NBSP}47.500</button>`);
    expect(html).toContain('value="cancel">Batal</button>');
    expect(html).not.toMatch(/>Pay |>Cancel<|This payment/);
    expect(html).toContain('<link rel="icon" href="data:,">');
  });

  it('says the settled state and links back to the store', () => {
    const backUrl = '/order?orderNo=SF20261123-ABC123&paymentNo=PY20261123-ABC123&status=paid';
    const html = sandboxPage({ ...PENDING, locale: 'id', status: 'paid', backUrl });
    expect(html).toContain('<p class="status">Pembayaran ini sudah dibayar.</p>');
    expect(html).toContain(
      `<a class="back" data-testid="back-to-store" href="${backUrl.replaceAll('&', '&amp;')}">Kembali ke toko</a>`,
    );
    expect(html).not.toContain('<form');
    const cancelled = sandboxPage({ ...PENDING, status: 'cancelled', backUrl: '/' });
    expect(cancelled).toContain('This payment is cancelled.');
    expect(cancelled).toContain('>Back to the store</a>');
  });
});
