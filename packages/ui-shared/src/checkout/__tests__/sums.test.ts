import { describe, expect, it } from 'vitest';
import { orderSumRows, priceWithSaving } from '../sums';

const rupiah = (amount: number) => ({ amount, currencyId: 2, currencyCode: 'IDR', decimals: 0 });

describe('orderSumRows', () => {
  it('shows subtotal, the discount taken off and the total, which add up', () => {
    const rows = orderSumRows({
      subtotal: rupiah(24200),
      discount: rupiah(400),
      total: rupiah(23800),
    });
    expect(rows.map((row) => [row.kind, row.label, row.amount.amount, row.negative])).toEqual([
      ['subtotal', 'product.order.subtotal', 24200, false],
      ['discount', 'product.order.discount', 400, true],
      ['total', 'product.order.total', 23800, false],
    ]);
    const [subtotal, ...rest] = rows;
    const total = rest.pop();
    const after = rest.reduce((sum, row) => sum - row.amount.amount, subtotal?.amount.amount ?? 0);
    expect(after).toBe(total?.amount.amount);
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
