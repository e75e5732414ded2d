import { describe, expect, it } from 'vitest';
import {
  balanceFilterFromSearch,
  balanceFilterToSearch,
  dayOf,
  orderFilterFromSearch,
  orderFilterToSearch,
} from '../filters';

describe('order and balance filters in the URL', () => {
  it('reads a status and a date range, and writes them back', () => {
    const filter = orderFilterFromSearch({
      status: 'completed',
      from: '2026-11-01',
      to: '2026-11-21',
    });
    expect(filter).toEqual({ status: 'completed', from: '2026-11-01', to: '2026-11-21' });
    expect(orderFilterToSearch(filter)).toBe('?status=completed&from=2026-11-01&to=2026-11-21');
  });

  it('leaves out unknown statuses and days that are not real, and writes nothing for no filter', () => {
    expect(
      orderFilterFromSearch({ status: 'shipped', from: '2026-02-30', to: '21/11/2026' }),
    ).toEqual({});
    expect(orderFilterToSearch({})).toBe('');
  });

  it('puts a range given backwards in order', () => {
    expect(orderFilterFromSearch({ from: '2026-11-21', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-21',
    });
  });

  it('reads the currency id, type and range of the balance history', () => {
    const filter = balanceFilterFromSearch({ currency: '2', type: 'payment', from: '2026-11-01' });
    expect(filter).toEqual({ currencyId: 2, type: 'payment', from: '2026-11-01' });
    expect(balanceFilterToSearch(filter)).toBe('?currency=2&type=payment&from=2026-11-01');
    expect(balanceFilterFromSearch({ currency: '-1', type: 'gift' })).toEqual({});
    expect(balanceFilterFromSearch({ currency: '1.5' })).toEqual({});
  });

  it('accepts only real calendar days', () => {
    expect(dayOf('2028-02-29')).toBe('2028-02-29');
    expect(dayOf('2026-02-29')).toBeUndefined();
    expect(dayOf('2026-13-01')).toBeUndefined();
    expect(dayOf(undefined)).toBeUndefined();
  });
});
