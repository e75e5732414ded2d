import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvFilename } from '../index';

describe('csvFilename', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins the prefix and the date as YYYY-MM-DD', () => {
    expect(csvFilename('account-detail', new Date('2026-11-21T12:00:00.000Z'))).toBe(
      'account-detail-2026-11-21.csv',
    );
  });

  it('uses the UTC date, not the local one', () => {
    // 23:30 in New York on the 21st is already the 22nd in UTC.
    expect(csvFilename('account-detail', new Date('2026-11-21T23:30:00-05:00'))).toBe(
      'account-detail-2026-11-22.csv',
    );
  });

  it('defaults to the current date', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T00:00:00.000Z') });
    expect(csvFilename('account-detail')).toBe('account-detail-2026-11-21.csv');
  });

  it.each(['', 'a b', 'a"b', 'a/b', 'a\r\nb', 'détail'])(
    'rejects the prefix %j, which is unsafe in a file name or header',
    (prefix) => {
      expect(() => csvFilename(prefix)).toThrow(TypeError);
    },
  );

  it('rejects an Invalid Date', () => {
    expect(() => csvFilename('account-detail', new Date('nope'))).toThrow(
      new RangeError('csvFilename was given an Invalid Date'),
    );
  });
});
