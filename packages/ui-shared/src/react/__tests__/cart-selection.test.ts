import type { CartItem } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { selectionOf } from '../cart-selection';

const USD = { currencyId: 1, currencyCode: 'USD', decimals: 2 };

function line(id: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id,
    kind: 'pack',
    gameName: 'mobile-legends',
    gameTitle: 'Mobile Legends',
    gameType: 'Games',
    icon: '/icon.svg',
    packId: id,
    packTitle: `Pack ${id}`,
    quantity: 1,
    account: {},
    unitPrice: { ...USD, amount: 149 },
    subtotal: { ...USD, amount: 149 },
    available: true,
    addedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

describe('selectionOf', () => {
  it('ticks every available pack line by default', () => {
    const state = selectionOf([line(1), line(2)], new Set());
    expect([...state.selectedIds]).toEqual([1, 2]);
    expect(state.allSelected).toBe(true);
    expect(state.someSelected).toBe(false);
  });

  it('leaves out unticked, unavailable and Razer Gold lines', () => {
    const items = [line(1), line(2), line(3, { available: false }), line(4, { kind: 'razer' })];
    const state = selectionOf(items, new Set([2]));
    expect([...state.selectedIds]).toEqual([1]);
    expect(state.selectableIds).toEqual([1, 2]);
    expect(state.allSelected).toBe(false);
    expect(state.someSelected).toBe(true);
  });

  it('ticks a line added after the customer unticked others', () => {
    const before = selectionOf([line(1)], new Set([1]));
    expect(before.selectedIds.size).toBe(0);
    const after = selectionOf([line(1), line(5)], new Set([1]));
    expect([...after.selectedIds]).toEqual([5]);
  });

  it('has nothing to select in a cart without available packs', () => {
    const state = selectionOf([line(1, { available: false })], new Set());
    expect(state.selectableIds).toEqual([]);
    expect(state.allSelected).toBe(false);
    expect(state.someSelected).toBe(false);
  });
});
