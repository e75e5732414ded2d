import { describe, expect, it } from 'vitest';
import { deviceCookieHeader, switchDestination } from '../switch';

describe('switchDestination', () => {
  it('keeps a same-origin path with its query', () => {
    expect(switchDestination('pc', '/games?page=2')).toBe('/games?page=2');
    expect(switchDestination('auto', '/mobile/user')).toBe('/mobile/user');
  });

  it('moves a page forced to the other layout to the chosen one', () => {
    expect(switchDestination('pc', '/mobile/about')).toBe('/pc/about');
    expect(switchDestination('mobile', '/pc/products/games?x=1')).toBe(
      '/mobile/products/games?x=1',
    );
    expect(switchDestination('mobile', '/pc/shopCart')).toBe('/mobile/cart');
    expect(switchDestination('pc', '/mobile/searchHistory')).toBe('/search');
    expect(switchDestination('pc', '/pc/help')).toBe('/pc/help');
  });

  it('lands on the twin of a page the other layout lacks, keeping the query', () => {
    expect(switchDestination('mobile', '/search?q=x')).toBe('/searchHistory?q=x');
    expect(switchDestination('pc', '/searchHistory?q=x')).toBe('/search?q=x');
    expect(switchDestination('pc', '/loginPage?next=%2Forders')).toBe('/');
  });

  it('gives home for anything that is not a path here', () => {
    for (const next of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      // Issue 25: resolved, these are the path `//evil.example`.
      '/.//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/./\\evil.example',
    ]) {
      expect(switchDestination('pc', next)).toBe('/');
    }
  });

  it('reads a relative path from the root, as the login page does (one rule: safeReturnPath)', () => {
    expect(switchDestination('auto', 'games')).toBe('/games');
  });
});

describe('deviceCookieHeader', () => {
  it('is Secure over HTTPS', () => {
    expect(deviceCookieHeader('mobile', true)).toBe(
      'sf_device=mobile; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly; Secure',
    );
  });
});
