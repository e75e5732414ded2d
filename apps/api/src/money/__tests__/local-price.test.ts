import { describe, expect, it } from 'vitest';
import { discountFor } from '../discounts';
import { floorToStep, localPrice, PRICE_STEPS, priceStep, roundToStep } from '../local-price';

const IDR = { code: 'IDR', rate: '16250', decimals: 0 };
const MYR = { code: 'MYR', rate: '4.45', decimals: 2 };
const PHP = { code: 'PHP', rate: '58.20', decimals: 2 };
const SGD = { code: 'SGD', rate: '1.34', decimals: 2 };
const USD = { code: 'USD', rate: '1', decimals: 2 };
const RZG = { code: 'RZG', rate: '1.00', decimals: 2 };

describe('price steps', () => {
  it('gives each seeded currency its step in minor units, whole units for the rest', () => {
    expect(PRICE_STEPS).toEqual({ IDR: 100, MYR: 5, SGD: 5, PHP: 100 });
    expect(priceStep('USD')).toBe(1);
    expect(priceStep('RZG')).toBe(1);
    expect(priceStep('XXX')).toBe(1);
  });
});

describe('roundToStep', () => {
  it('rounds to the nearest step, halves up', () => {
    expect(roundToStep(24213, 'IDR')).toBe(24200);
    expect(roundToStep(24249, 'IDR')).toBe(24200);
    expect(roundToStep(24250, 'IDR')).toBe(24300);
    expect(roundToStep(20963, 'IDR')).toBe(21000);
    expect(roundToStep(663, 'MYR')).toBe(665);
    expect(roundToStep(662, 'MYR')).toBe(660);
    expect(roundToStep(8672, 'PHP')).toBe(8700);
    expect(roundToStep(8649, 'PHP')).toBe(8600);
    expect(roundToStep(201, 'SGD')).toBe(200);
    expect(roundToStep(203, 'SGD')).toBe(205);
    expect(roundToStep(149, 'USD')).toBe(149);
  });

  it('keeps multiples of the step and zero as they are', () => {
    expect(roundToStep(0, 'IDR')).toBe(0);
    expect(roundToStep(24200, 'IDR')).toBe(24200);
    expect(roundToStep(665, 'MYR')).toBe(665);
  });

  it('never rounds a price that is not zero down to zero', () => {
    expect(roundToStep(1, 'IDR')).toBe(100);
    expect(roundToStep(49, 'IDR')).toBe(100);
    expect(roundToStep(2, 'MYR')).toBe(5);
  });

  it('stays exact on the largest safe amounts (integers, no float)', () => {
    expect(roundToStep(9_007_199_254_740_900, 'IDR')).toBe(9_007_199_254_740_900);
    expect(Number.isSafeInteger(roundToStep(123_456_789_049, 'IDR'))).toBe(true);
    expect(roundToStep(123_456_789_049, 'IDR')).toBe(123_456_789_000);
  });

  it('refuses what is not an amount in minor units', () => {
    expect(() => roundToStep(1.5, 'IDR')).toThrow(RangeError);
    expect(() => roundToStep(-100, 'IDR')).toThrow(RangeError);
    expect(() => floorToStep(Number.NaN, 'IDR')).toThrow(RangeError);
  });
});

describe('floorToStep', () => {
  it('rounds down to the step', () => {
    expect(floorToStep(484, 'IDR')).toBe(400);
    expect(floorToStep(99, 'IDR')).toBe(0);
    expect(floorToStep(9, 'MYR')).toBe(5);
    expect(floorToStep(7, 'USD')).toBe(7);
  });
});

describe('localPrice', () => {
  it("takes the store's own price when it has one", () => {
    expect(localPrice(129, IDR, 20000)).toBe(20000);
    expect(localPrice(149, IDR, null)).toBe(24200);
  });

  it('otherwise converts and rounds, for every currency', () => {
    // 129 cents * 16250 = 20962.5 -> 20963 -> Rp 21.000
    expect(localPrice(129, IDR)).toBe(21000);
    // 149 * 4.45 = 663.05 -> 663 -> RM 6.65
    expect(localPrice(149, MYR)).toBe(665);
    // 149 * 58.20 = 8671.8 -> 8672 -> ₱87.00
    expect(localPrice(149, PHP)).toBe(8700);
    // 149 * 1.34 = 199.66 -> 200 -> S$2.00
    expect(localPrice(149, SGD)).toBe(200);
    expect(localPrice(149, USD)).toBe(149);
    expect(localPrice(149, RZG)).toBe(149);
  });
});

describe('the IDR discount', () => {
  it('is 2 % rounded down to Rp 100, so a round subtotal keeps a round total', () => {
    expect(discountFor('IDR', 24200)).toBe(400);
    expect(24200 - discountFor('IDR', 24200)).toBe(23800);
    expect(discountFor('IDR', 48400)).toBe(900);
    expect(discountFor('IDR', 4900)).toBe(0);
    expect(discountFor('MYR', 24200)).toBe(0);
  });
});
