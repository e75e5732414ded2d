import { describe, expect, it } from 'vitest';
import { type Device, forcedDevice } from '../device';
import { crossDevicePath, matchRoute, ROUTES, twinPath } from '../routes';
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

describe('a shared link opened on the other device', () => {
  it.each([
    ['mobile', '/search', '/searchHistory'],
    ['mobile', '/legal', '/mobile/legal'],
    ['mobile', '/personal', '/user'],
    ['pc', '/searchHistory', '/search'],
    ['pc', '/user', '/personal'],
    ['pc', '/loginPage', '/'],
    ['pc', '/daftarPromo', '/pc/daftarPromo'],
  ] as const)('on %s, %s lands on %s', (device, path, twin) => {
    expect(crossDevicePath(device, path)).toBe(twin);
    expect(matchRoute(device, twin)).not.toBeNull();
  });

  it('leaves alone what the device serves, prefixed paths and unknown paths', () => {
    expect(crossDevicePath('mobile', '/searchHistory')).toBeNull();
    expect(crossDevicePath('pc', '/games/mobile-legends')).toBeNull();
    expect(crossDevicePath('pc', '/mobile/user')).toBeNull();
    expect(crossDevicePath('mobile', '/moba')).toBeNull();
    expect(crossDevicePath('pc', '/no/such/page')).toBeNull();
  });

  it('sends every route of one set, opened on the other device, to a route there', () => {
    for (const from of ['pc', 'mobile'] as const) {
      const to = OTHER[from];
      for (const route of ROUTES[from]) {
        const path = sample(route);
        const twin = crossDevicePath(to, path) ?? path;
        expect(matchRoute(to, twin) ?? forcedDevice(twin), `${path} on ${to}`).toBeTruthy();
      }
    }
  });
});
