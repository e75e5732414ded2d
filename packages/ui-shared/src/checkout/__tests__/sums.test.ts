import { describe, expect, it } from 'vitest';
import { orderSumRows, priceWithSaving } from '../sums';

const rupiah = (amount: number) => ({ amount, currencyId: 2, currencyCode: 'IDR', decimals: 0 });

/** The subtotal with every row's sign applied: the total when the rows add up. */
function addUp(rows: ReturnType<typeof orderSumRows>): number {
  const sum = rows.filter((row) => row.kind !== 'total' && row.kind !== 'subtotal');
  const start = rows[0]?.amount.amount ?? 0;
  return sum.reduce(
    (total, row) =>
      total + (row.sign === '−' ? -row.amount.amount : row.sign === '+' ? row.amount.amount : 0),
    start,
  );
}

describe('orderSumRows', () => {
  it('shows subtotal, the discount taken off and the total, which add up', () => {
    const rows = orderSumRows({
      subtotal: rupiah(24200),
      discount: rupiah(400),
      total: rupiah(23800),
    });
    expect(rows.map((row) => [row.kind, row.label, row.amount.amount, row.sign])).toEqual([
      ['subtotal', 'product.order.subtotal', 24200, ''],
      ['discount', 'product.order.discount', 400, '−'],
      ['total', 'product.order.total', 23800, ''],
    ]);
    expect(addUp(rows)).toBe(23800);
  });

  it('takes a promo code off and adds the channel fee, which still add up to the total', () => {
    const rows = orderSumRows({
      subtotal: rupiah(24200),
      discount: rupiah(400),
      promo: { code: 'WELCOME10', discount: rupiah(2400) },
      channel: { id: 'qris', name: 'QRIS', fee: rupiah(200) },
      total: rupiah(21600),
    });
    expect(rows.map((row) => [row.kind, row.sign, row.params])).toEqual([
      ['subtotal', '', undefined],
      ['discount', '−', undefined],
      ['promo', '−', { code: 'WELCOME10' }],
      ['channel', '+', { name: 'QRIS' }],
      ['total', '', undefined],
    ]);
    expect(addUp(rows)).toBe(21600);
  });

  it('names a channel without a fee as free', () => {
    const rows = orderSumRows({
      subtotal: rupiah(100),
      discount: rupiah(0),
      channel: { id: 'balance', name: 'Balance', fee: rupiah(0) },
      total: rupiah(100),
    });
    expect(rows.find((row) => row.kind === 'channel')).toMatchObject({ note: 'channels.noFee' });
  });

  it('leaves out a discount of zero', () => {
    const rows = orderSumRows({ subtotal: rupiah(100), discount: rupiah(0), total: rupiah(100) });
    expect(rows.map((row) => row.kind)).toEqual(['subtotal', 'total']);
  });
});

describe('priceWithSaving', () => {
  it('strikes the price before a discount through, and nothing without one', () => {
    expect(
      priceWithSaving({ price: rupiah(24200), discount: rupiah(400), total: rupiah(23800) }),
    ).toEqual({ was: rupiah(24200), now: rupiah(23800) });
    expect(
      priceWithSaving({ price: rupiah(500), discount: rupiah(0), total: rupiah(500) }),
    ).toEqual({ was: null, now: rupiah(500) });
  });
});
