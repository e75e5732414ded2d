import type { CartItem, CartListResponse } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  accountEntries,
  accountFieldLabel,
  accountText,
  cartSelectionTotal,
  withCartLines,
  withQuantity,
} from '../cart';

const IDR = { currencyId: 2, currencyCode: 'IDR', decimals: 0 };

function line(id: number, unit: number, quantity: number, extra: Partial<CartItem> = {}): CartItem {
  return {
    id,
    kind: 'pack',
    gameName: 'mobile-legends',
    gameTitle: 'Mobile Legends',
    gameType: 'Games',
    icon: '/art/mobile-legends.svg',
    packId: id * 10,
    packTitle: `${id * 86} Diamonds`,
    quantity,
    account: { userId: '12345678' },
    unitPrice: { ...IDR, amount: unit },
    subtotal: { ...IDR, amount: unit * quantity },
    available: true,
    addedAt: '2026-11-21T08:00:00.000Z',
    ...extra,
  };
}

describe('cart lines', () => {
  it('labels account keys as words and keeps masked secrets as they came', () => {
    expect(accountFieldLabel('userId')).toBe('User ID');
    expect(accountFieldLabel('zoneId')).toBe('Zone ID');
    expect(accountFieldLabel('loginMethod')).toBe('Login method');
    expect(accountFieldLabel('server_name')).toBe('Server name');
    expect(accountEntries({ account: { email: 'a@b.c', password: '******' } })).toEqual([
      { key: 'email', label: 'Email', value: 'a@b.c' },
      { key: 'password', label: 'Password', value: '******' },
    ]);
  });

  it("shows the game's field labels and the chosen option's label, not raw values", () => {
    const line = {
      account: { server: 'os_usa', userId: '12345' },
      accountLabels: [
        { key: 'userId', label: 'Player ID', value: null },
        { key: 'server', label: 'Server', value: 'America' },
      ],
    };
    expect(accountEntries(line)).toEqual([
      { key: 'userId', label: 'Player ID', value: '12345' },
      { key: 'server', label: 'Server', value: 'America' },
    ]);
    expect(accountText(line)).toBe('Player ID: 12345 · Server: America');
  });

  it('totals only the selected lines that can be bought, in their currency', () => {
    const items = [line(1, 24213, 2), line(2, 1000, 1), line(3, 500, 1, { available: false })];
    expect(cartSelectionTotal(items, new Set([1, 3]))).toEqual({ ...IDR, amount: 48426 });
    expect(cartSelectionTotal(items, new Set([1, 2]))).toEqual({ ...IDR, amount: 49426 });
    expect(cartSelectionTotal(items, new Set([3]))).toBeNull();
    expect(cartSelectionTotal(items, new Set())).toBeNull();
  });

  it('recomputes the count and totals of a changed cart from the unit prices', () => {
    const cart: CartListResponse = {
      items: [line(1, 24213, 2), line(2, 1000, 1)],
      count: 2,
      total: { ...IDR, amount: 49426 },
      razerTotal: null,
    };
    const fewer = withCartLines(cart, (items) => items.filter((item) => item.id !== 2));
    expect(fewer).toMatchObject({ count: 1, total: { amount: 48426 }, razerTotal: null });
    const more = withCartLines(cart, (items) =>
      items.map((item) => (item.id === 2 ? withQuantity(item, 5) : item)),
    );
    expect(more.total.amount).toBe(48426 + 5000);
    expect(more.items[1]?.subtotal.amount).toBe(5000);
  });
});
