import { describe, expect, it } from 'vitest';
import { convertUsdCents } from '../convert';

describe('convertUsdCents', () => {
  it('keeps USD as it is', () => {
    expect(convertUsdCents(199, { rate: '1', decimals: 2 })).toBe(199);
    expect(convertUsdCents(0, { rate: '16250', decimals: 0 })).toBe(0);
  });

  it('rounds halves up', () => {
    // 199 * 16250 / 100 = 32337.5
    expect(convertUsdCents(199, { rate: '16250', decimals: 0 })).toBe(32338);
    // 149 * 16250 / 100 = 24212.5
    expect(convertUsdCents(149, { rate: '16250', decimals: 0 })).toBe(24213);
    // 101 * 4.45 = 449.45 -> 449; 103 * 4.45 = 458.35 -> 458
    expect(convertUsdCents(101, { rate: '4.45', decimals: 2 })).toBe(449);
    expect(convertUsdCents(103, { rate: '4.45', decimals: 2 })).toBe(458);
    // 10 * 1.35 = 13.5 -> 14 (a float would give 13.499999...)
    expect(convertUsdCents(10, { rate: '1.35', decimals: 2 })).toBe(14);
  });

  it('is exact where floating point is not', () => {
    // 0.1 + 0.2 style: 3 * 58.20 = 174.6 -> 175; 1 cent at 0.015 and 3 decimals -> 0.15 -> 0
    expect(convertUsdCents(3, { rate: '58.20', decimals: 2 })).toBe(175);
    expect(convertUsdCents(1, { rate: '0.015', decimals: 3 })).toBe(0);
    expect(convertUsdCents(1, { rate: '0.05', decimals: 3 })).toBe(1);
    expect(convertUsdCents(123_456_789, { rate: '16250.123456', decimals: 0 })).toBe(
      20_061_880_627,
    );
  });

  it('refuses what is not an amount or a rate', () => {
    expect(() => convertUsdCents(1.5, { rate: '1', decimals: 2 })).toThrow(RangeError);
    expect(() => convertUsdCents(-1, { rate: '1', decimals: 2 })).toThrow(RangeError);
    expect(() => convertUsdCents(1, { rate: '1e3', decimals: 2 })).toThrow(RangeError);
    expect(() => convertUsdCents(Number.MAX_SAFE_INTEGER, { rate: '16250', decimals: 2 })).toThrow(
      RangeError,
    );
  });
});
