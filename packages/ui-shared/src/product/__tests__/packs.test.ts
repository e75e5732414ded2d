import type { Pack } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  defaultPack,
  fewLeft,
  isPackAvailable,
  MAX_LINE_QUANTITY,
  maxQuantity,
  packTotal,
} from '../packs';

let nextId = 1;
function pack(overrides: Partial<Pack> = {}): Pack {
  const id = nextId++;
  return {
    id,
    gameId: 1,
    title: `Pack ${id}`,
    price: { amount: 1590, currencyId: 1, currencyCode: 'USD', decimals: 2 },
    originalPrice: null,
    stock: null,
    soldOut: false,
    badge: null,
    sort: id,
    ...overrides,
  };
}

describe('packs', () => {
  it('default to the first pack in stock', () => {
    const gone = pack({ soldOut: true, stock: 0 });
    const empty = pack({ stock: 0 });
    const first = pack({ stock: 3 });
    expect(defaultPack([gone, empty, first, pack()])).toBe(first);
    expect(defaultPack([gone, empty])).toBeUndefined();
    expect(defaultPack([])).toBeUndefined();
  });

  it('are available unless sold out or out of counted stock', () => {
    expect(isPackAvailable(pack())).toBe(true);
    expect(isPackAvailable(pack({ soldOut: true }))).toBe(false);
    expect(isPackAvailable(pack({ stock: 0 }))).toBe(false);
  });

  it('show "few left" only for a small counted stock', () => {
    expect(fewLeft(pack({ stock: 3 }))).toBe(3);
    expect(fewLeft(pack({ stock: 10 }))).toBe(10);
    expect(fewLeft(pack({ stock: 11 }))).toBeNull();
    expect(fewLeft(pack())).toBeNull();
    expect(fewLeft(pack({ stock: 0 }))).toBeNull();
  });

  it('cap the quantity at the stock and the line limit', () => {
    expect(maxQuantity(pack())).toBe(MAX_LINE_QUANTITY);
    expect(maxQuantity(pack({ stock: 4 }))).toBe(4);
    expect(maxQuantity(pack({ stock: 500 }))).toBe(MAX_LINE_QUANTITY);
    expect(maxQuantity(pack({ soldOut: true }))).toBe(0);
    const four = pack({ stock: 4 });
    expect(clampQuantity(four, 9)).toBe(4);
    expect(clampQuantity(four, 0)).toBe(1);
    expect(clampQuantity(four, 2.7)).toBe(2);
    expect(clampQuantity(four, Number.NaN)).toBe(1);
  });

  it('total the price times the quantity in exact minor units', () => {
    expect(packTotal(pack(), 3)).toEqual({
      amount: 4770,
      currencyId: 1,
      currencyCode: 'USD',
      decimals: 2,
    });
    const rupiah = pack({
      price: { amount: 15000, currencyId: 2, currencyCode: 'IDR', decimals: 0 },
    });
    expect(packTotal(rupiah, 7).amount).toBe(105000);
  });
});
