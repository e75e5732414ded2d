import type { AccountField, Pack } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { hrefWithPack, packFromSearch, playerPrefill } from '../player';

const pack = (id: number): Pack => ({
  id,
  gameId: 1,
  title: `Pack ${id}`,
  price: { amount: 100, currencyId: 1, currencyCode: 'USD', decimals: 2 },
  originalPrice: null,
  stock: null,
  soldOut: false,
  badge: null,
  sort: id,
});

const field = (key: string, secret = false): AccountField => ({
  key,
  label: key,
  kind: secret ? 'password' : 'text',
  required: true,
  placeholder: null,
  pattern: null,
  options: null,
  secret,
});

describe('the pack in the address', () => {
  const packs = [pack(11), pack(12)];

  it('is the pack `?pack=` names when the page offers it', () => {
    expect(packFromSearch(packs, { pack: '12' })?.id).toBe(12);
    expect(packFromSearch(packs, { pack: '99' })).toBeUndefined();
    expect(packFromSearch(packs, { pack: 'abc' })).toBeUndefined();
    expect(packFromSearch(packs, {})).toBeUndefined();
  });

  it('is set in an address, other parameters kept', () => {
    expect(hrefWithPack('https://s.example/mobile-games/ml?ref=home&pack=11', 12)).toBe(
      'https://s.example/mobile-games/ml?ref=home&pack=12',
    );
    expect(hrefWithPack('https://s.example/mobile-games/ml', 11)).toBe(
      'https://s.example/mobile-games/ml?pack=11',
    );
  });
});

describe('playerPrefill', () => {
  const fields = [field('userId'), field('zoneId')];

  it("prefers this browser's player, else the account's, else nothing", () => {
    const inBrowser = { userId: '111', zoneId: '1' };
    const onAccount = { userId: '222', zoneId: '2' };
    expect(playerPrefill(fields, inBrowser, onAccount)).toEqual(inBrowser);
    expect(playerPrefill(fields, undefined, onAccount)).toEqual(onAccount);
    expect(playerPrefill(fields, {}, onAccount)).toEqual(onAccount);
    expect(playerPrefill(fields, undefined, null)).toBeNull();
  });

  it('never fills a secret field nor a field the game does not have', () => {
    const login = [field('email'), field('password', true)];
    expect(
      playerPrefill(login, { email: 'a@b.co', password: 'hunter22', other: 'x' }, null),
    ).toEqual({ email: 'a@b.co' });
    expect(playerPrefill(login, { password: 'hunter22' }, null)).toBeNull();
  });
});
