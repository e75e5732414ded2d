import { describe, expect, it, vi } from 'vitest';
import { currencyName } from '../format/currency-name';
import { formatDate, formatDateTime } from '../format/date';
import { formatMoney } from '../format/money';

const NBSP = '\u00a0';
const money = (amount: number | bigint, currencyCode: string, decimals: number) => ({
  amount,
  currencyCode,
  decimals,
});

describe('formatMoney', () => {
  it('writes each store currency the way locals do', () => {
    expect(formatMoney(money(15000, 'IDR', 0), 'en')).toBe(`Rp${NBSP}15.000`);
    expect(formatMoney(money(590, 'MYR', 2), 'en')).toBe(`RM${NBSP}5.90`);
    expect(formatMoney(money(199, 'USD', 2), 'en')).toBe('$1.99');
    expect(formatMoney(money(5820, 'PHP', 2), 'en')).toBe('₱58.20');
    expect(formatMoney(money(134, 'SGD', 2), 'en')).toBe('S$1.34');
  });

  it('does not depend on the UI language for store currencies', () => {
    expect(formatMoney(money(15000, 'IDR', 0), 'id')).toBe(`Rp${NBSP}15.000`);
    expect(formatMoney(money(199, 'USD', 2), 'id')).toBe('$1.99');
    expect(formatMoney(money(123456789, 'SGD', 2), 'id')).toBe('S$1,234,567.89');
  });

  it('groups thousands and keeps exactly `decimals` digits', () => {
    expect(formatMoney(money(1234567890, 'IDR', 0), 'en')).toBe(`Rp${NBSP}1.234.567.890`);
    expect(formatMoney(money(100000, 'USD', 2), 'en')).toBe('$1,000.00');
    expect(formatMoney(money(5, 'USD', 2), 'en')).toBe('$0.05');
    expect(formatMoney(money(0, 'MYR', 2), 'en')).toBe(`RM${NBSP}0.00`);
    expect(formatMoney(money(-250, 'USD', 2), 'en')).toBe('-$2.50');
  });

  it('has no float rounding errors', () => {
    // 0.1 + 0.2 style amounts and values beyond float precision stay exact.
    expect(formatMoney(money(30, 'USD', 2), 'en')).toBe('$0.30');
    expect(formatMoney(money(1005, 'USD', 2), 'en')).toBe('$10.05');
    expect(formatMoney(money(123456789012345678n, 'USD', 2), 'en')).toBe(
      '$1,234,567,890,123,456.78',
    );
    expect(formatMoney(money(Number.MAX_SAFE_INTEGER, 'USD', 2), 'en')).toBe(
      '$90,071,992,547,409.91',
    );
  });

  it('writes Razer Gold as the number and RZG in the UI language', () => {
    expect(formatMoney(money(125050, 'RZG', 2), 'en')).toBe(`1,250.50${NBSP}RZG`);
    expect(formatMoney(money(125050, 'RZG', 2), 'id')).toBe(`1.250,50${NBSP}RZG`);
    expect(formatMoney(money(100, 'RZG', 0), 'en')).toBe(`100${NBSP}RZG`);
  });

  it('uses the UI language for other ISO currencies', () => {
    expect(formatMoney(money(1999, 'EUR', 2), 'en')).toBe('€19.99');
    expect(formatMoney(money(1999, 'EUR', 2), 'id')).toBe('€19,99');
  });

  it('rejects amounts that are not whole minor units and bad decimals', () => {
    expect(() => formatMoney(money(1.5, 'USD', 2), 'en')).toThrow(RangeError);
    expect(() => formatMoney(money(2 ** 60, 'USD', 2), 'en')).toThrow(RangeError);
    expect(() => formatMoney(money(1, 'USD', -1), 'en')).toThrow(RangeError);
    expect(() => formatMoney(money(1, 'USD', 1.5), 'en')).toThrow(RangeError);
  });
});

describe('formatDate and formatDateTime', () => {
  const instant = '2026-11-21T08:30:00.000Z';
  const utc = { timeZone: 'UTC' };

  it('formats a date by locale', () => {
    expect(formatDate(instant, 'en', utc)).toBe('Nov 21, 2026');
    expect(formatDate(instant, 'id', utc)).toBe('21 Nov 2026');
    expect(formatDate(new Date(instant), 'id', { timeZone: 'Asia/Jakarta' })).toBe('21 Nov 2026');
    expect(formatDate(Date.parse('2026-11-21T20:00:00Z'), 'en', { timeZone: 'Asia/Jakarta' })).toBe(
      'Nov 22, 2026',
    );
  });

  it('formats a date and time by locale', () => {
    expect(formatDateTime(instant, 'en', utc)).toBe('Nov 21, 2026, 8:30 AM');
    expect(formatDateTime(instant, 'id', utc)).toBe('21 Nov 2026, 08.30');
    expect(formatDateTime(instant, 'id', { timeZone: 'Asia/Jakarta' })).toBe('21 Nov 2026, 15.30');
  });

  it('writes a plain space before AM/PM whatever the ICU version', () => {
    const fake = { format: () => 'Nov 21, 2026, 8:30\u202fAM' } as Intl.DateTimeFormat;
    const format = vi
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(function fakeDateTimeFormat() {
        return fake;
      });
    expect(formatDateTime(instant, 'en', utc)).toBe('Nov 21, 2026, 8:30 AM');
    format.mockRestore();
  });

  it('rejects an invalid date', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN, 'id')).toThrow(RangeError);
  });
});

describe('currencyName', () => {
  it.each([
    ['USD', 'Dolar AS'],
    ['IDR', 'Rupiah Indonesia'],
    ['MYR', 'Ringgit Malaysia'],
    ['PHP', 'Peso Filipina'],
    ['SGD', 'Dolar Singapura'],
  ])('says %s in Indonesian as %s', (code, name) => {
    expect(currencyName('id', { code, name: 'from the API' })).toBe(name);
  });

  it("keeps English names in English, and the API's name for an unknown code", () => {
    expect(currencyName('en', { code: 'USD', name: 'x' })).toBe('US Dollar');
    expect(currencyName('id', { code: 'EUR', name: 'Euro' })).toBe('Euro');
  });
});
