import { describe, expect, it } from 'vitest';
import type { Device } from '../device';
import {
  CATEGORY_ROUTE,
  MOBILE_ROUTES,
  matchRoute,
  PC_ROUTES,
  PRODUCT_TYPES,
  ROUTES,
  type RouteDef,
} from '../routes';

/** A concrete path for a route pattern. */
function example(route: RouteDef): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'type' ? 'links' : `sample-${name}`,
  );
}

const paths = (routes: readonly RouteDef[]) => routes.map((route) => route.path);
const PREFIXED_COMMON = [
  'about',
  'balanceHistory',
  'daftarPromo',
  'daftarPromoDetail',
  'detailOrderConfirmation',
  'help',
  'legal',
  'orderDetail',
  'orderHistory',
  'products/:type',
  'products/:type/:name',
];

describe('route tables', () => {
  it('hold the pc route set of spec section 2', () => {
    expect(paths(PC_ROUTES)).toEqual(
      expect.arrayContaining([
        '/',
        '/games',
        '/links',
        '/login',
        '/games/:name',
        '/links/:name',
        '/login/:name',
        '/shopCart',
        '/orders',
        '/user/billing',
        '/order',
        '/promo',
        '/about',
        '/legal',
        '/help',
        '/personal',
        '/search',
        '/track',
        '/resetPassword',
        ...PREFIXED_COMMON.map((path) => `/pc/${path}`),
        '/pc/home',
        '/pc/personal',
        '/pc/shopCart',
      ]),
    );
    // + /track (issue 16), + /resetPassword (issue 25).
    expect(PC_ROUTES).toHaveLength(17 + 11 + 3 + 2);
  });

  it('hold the mobile route set of spec section 2', () => {
    expect(paths(MOBILE_ROUTES)).toEqual(
      expect.arrayContaining([
        '/',
        '/games',
        '/links',
        '/login',
        '/games/:name',
        '/links/:name',
        '/login/:name',
        '/shopCart',
        '/user',
        '/loginPage',
        '/orders',
        '/user/billing',
        '/about',
        '/help',
        '/order',
        '/daftarPromo',
        '/promo',
        '/searchHistory',
        '/track',
        '/resetPassword',
        ...PREFIXED_COMMON.map((path) => `/mobile/${path}`),
        '/mobile/cart',
        '/mobile/login',
        '/mobile/searchHistory',
        '/mobile/user',
      ]),
    );
    expect(MOBILE_ROUTES).toHaveLength(18 + 11 + 4 + 2);
  });

  it.each(['pc', 'mobile'] as const)('%s: ids and paths are unique', (device) => {
    const routes = ROUTES[device];
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('keeps each device to its own prefix', () => {
    expect(paths(PC_ROUTES).some((path) => path.startsWith('/mobile'))).toBe(false);
    expect(paths(MOBILE_ROUTES).some((path) => path.startsWith('/pc'))).toBe(false);
  });

  it('guards exactly the private pages', () => {
    const guarded = (device: Device) =>
      ROUTES[device].filter((route) => route.auth).map((route) => route.path);
    // Orders are not private: a guest reads the guest id's own orders (issue 16).
    expect(guarded('pc')).toEqual([
      '/user/billing',
      '/personal',
      '/pc/balanceHistory',
      '/pc/personal',
    ]);
    expect(guarded('mobile')).toEqual([
      '/user/billing',
      '/user',
      '/mobile/balanceHistory',
      '/mobile/user',
    ]);
    expect(CATEGORY_ROUTE.auth).toBe(false);
  });
});

describe('matchRoute', () => {
  const cases = [
    ...PC_ROUTES.map((r) => ['pc', r] as const),
    ...MOBILE_ROUTES.map((r) => ['mobile', r] as const),
  ];

  it.each(cases)('%s matches %j', (device, route) => {
    const match = matchRoute(device, example(route));
    expect(match?.route).toBe(route);
    expect(match?.device).toBe(device);
  });

  it('returns decoded params', () => {
    expect(matchRoute('pc', '/games/Mobile%20Legends')?.params).toEqual({ name: 'Mobile Legends' });
    expect(matchRoute('mobile', '/mobile/products/games/genshin')).toMatchObject({
      route: { id: 'mobile.productDetail', page: 'productDetail' },
      params: { type: 'games', name: 'genshin' },
    });
    expect(matchRoute('pc', '/')?.params).toEqual({});
  });

  it('accepts every product type and nothing else', () => {
    for (const type of PRODUCT_TYPES) {
      expect(matchRoute('pc', `/pc/products/${type}`)?.params).toEqual({ type });
    }
    expect(matchRoute('pc', '/pc/products/cars')).toBeNull();
    expect(matchRoute('mobile', '/mobile/products/cars/x')).toBeNull();
  });

  it('ignores one trailing slash', () => {
    expect(matchRoute('pc', '/help/')?.route.id).toBe('help');
    expect(matchRoute('mobile', '/mobile/user/')?.route.id).toBe('mobile.user');
  });

  it('returns null for unknown paths', () => {
    for (const path of [
      '/nope',
      '/help/more',
      '/games/a/b',
      '/pc',
      '/pc/',
      '/pc/nope',
      '/mobile',
      '//help',
      '/help//',
      '/games//',
      '/games/a%2Fb',
      '/games/%E0%A4%A',
      'help',
      '',
      '/HELP',
    ]) {
      expect(matchRoute('pc', path), path).toBeNull();
      expect(matchRoute('mobile', path), path).toBeNull();
    }
  });

  it('keeps device-only pages to their device', () => {
    for (const path of ['/personal', '/legal', '/pc/home', '/pc/shopCart', '/pc/help']) {
      expect(matchRoute('mobile', path), path).toBeNull();
    }
    for (const path of ['/user', '/loginPage', '/daftarPromo', '/mobile/cart', '/mobile/help']) {
      expect(matchRoute('pc', path), path).toBeNull();
    }
  });

  it('matches category routes only for known names', () => {
    const names = ['Mobile Legends', 'pubg', 'help'];
    expect(matchRoute('pc', '/pubg', names)).toEqual({
      device: 'pc',
      route: CATEGORY_ROUTE,
      params: { categoryName: 'pubg' },
    });
    expect(matchRoute('mobile', '/Mobile%20Legends', names)?.params).toEqual({
      categoryName: 'Mobile Legends',
    });
    expect(matchRoute('pc', '/pubg')).toBeNull();
    expect(matchRoute('pc', '/PUBG', names)).toBeNull();
    expect(matchRoute('pc', '/freefire', names)).toBeNull();
    expect(matchRoute('pc', '/pubg/x', names)).toBeNull();
    expect(matchRoute('pc', '/pc/pubg', names)).toBeNull();
    // A fixed route wins over a category of the same name.
    expect(matchRoute('pc', '/help', names)?.route.id).toBe('help');
  });
});
