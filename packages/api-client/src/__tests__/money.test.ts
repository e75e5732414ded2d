import { describe, expect, it } from 'vitest';
import { minorToDecimal } from '../format/money';

describe('minorToDecimal', () => {
  it.each([
    [1250, 2, '12.50'],
    [-1250, 2, '-12.50'],
    [5, 2, '0.05'],
    [-5, 2, '-0.05'],
    [0, 2, '0.00'],
    [350000, 0, '350000'],
    [-15000, 0, '-15000'],
    [1, 4, '0.0001'],
    [9007199254740991, 2, '90071992547409.91'],
  ])('%i with %i decimals is %s', (amount, decimals, text) => {
    expect(minorToDecimal(amount, decimals)).toBe(text);
  });
});
