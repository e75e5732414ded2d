import { describe, expect, it } from 'vitest';
import type { Device } from '../device';
import { matchRoute, ROUTES, twinPath } from '../routes';
import type { RouteDef } from '../routes/types';

/** A concrete path of a route: each param its first allowed value, or a game name. */
function sample(route: RouteDef): string {
  return route.path.replace(
    /:(\w+)/g,
    (_, name: string) => route.params?.[name]?.[0] ?? 'mobile-legends',
  );
}

const OTHER: Record<Device, Device> = { pc: 'mobile', mobile: 'pc' };

describe('the layout switch target', () => {
  for (const from of ['pc', 'mobile'] as const) {
    const to = OTHER[from];
    it(`sends every ${from} route to a route of ${to}`, () => {
      for (const route of ROUTES[from]) {
        const target = twinPath(to, sample(route));
        expect(matchRoute(to, target), `${route.path} -> ${target}`).not.toBeNull();
      }
    });
  }

  it('lands on the twin screen, not on home', () => {
    expect(twinPath('mobile', '/search')).toBe('/searchHistory');
    expect(twinPath('pc', '/searchHistory')).toBe('/search');
    expect(twinPath('pc', '/mobile/searchHistory')).toBe('/search');
    expect(twinPath('pc', '/user')).toBe('/personal');
    expect(twinPath('pc', '/mobile/user')).toBe('/pc/personal');
    expect(twinPath('mobile', '/pc/shopCart')).toBe('/mobile/cart');
    expect(twinPath('mobile', '/pc/products/links/roblox')).toBe('/mobile/products/links/roblox');
    expect(twinPath('pc', '/daftarPromo')).toBe('/pc/daftarPromo');
    expect(twinPath('mobile', '/legal')).toBe('/mobile/legal');
    expect(twinPath('pc', '/loginPage')).toBe('/');
  });

  it('keeps shared paths and category paths as they are', () => {
    expect(twinPath('mobile', '/games/mobile-legends')).toBe('/games/mobile-legends');
    expect(twinPath('pc', '/order')).toBe('/order');
    expect(twinPath('pc', '/voucher')).toBe('/voucher');
    expect(twinPath('mobile', '/pc/nowhere')).toBe('/');
  });
});
