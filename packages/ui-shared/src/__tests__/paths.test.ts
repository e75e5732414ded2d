import { describe, expect, it } from 'vitest';
import {
  canonicalProductPath,
  gamePath,
  MOBILE_ROUTES,
  matchRoute,
  ORDERS_PATH,
  orderDetailPath,
  orderPath,
  PC_ROUTES,
  productListPath,
  productRouteOf,
  promotionPath,
  slidePath,
  WALLET_PATH,
} from '../routes';

describe('gamePath', () => {
  it('is the detail page under the list of the game type', () => {
    expect(gamePath({ type: 'Games', name: 'mobile-legends' })).toBe('/games/mobile-legends');
    expect(gamePath({ type: 'Links', name: 'roblox' })).toBe('/links/roblox');
    expect(gamePath({ type: 'Login', name: 'genshin-impact' })).toBe('/login/genshin-impact');
  });
});

describe('productListPath', () => {
  it('is the list of a product type, the page each device serves', () => {
    expect(productListPath('Games')).toBe('/games');
    expect(productListPath('Links')).toBe('/links');
    expect(productListPath('Login')).toBe('/login');
    for (const device of ['pc', 'mobile'] as const) {
      expect(matchRoute(device, productListPath('Links'))?.route.page).toBe('productList');
    }
  });
});

describe('the order paths', () => {
  it('open an order, escaped, on both devices, and its detail under the device prefix', () => {
    expect(orderPath('SF20261121-7KQ2M9')).toBe('/order?orderNo=SF20261121-7KQ2M9');
    expect(orderPath('a&b')).toBe('/order?orderNo=a%26b');
    expect(orderDetailPath('pc', 'SF1')).toBe('/pc/orderDetail?orderNo=SF1');
    expect(orderDetailPath('mobile', 'a b')).toBe('/mobile/orderDetail?orderNo=a%20b');
  });

  it('are routes of both tables, each page where the table says', () => {
    for (const device of ['pc', 'mobile'] as const) {
      expect(matchRoute(device, '/order')?.route.page).toBe('order');
      expect(matchRoute(device, `/${device}/orderDetail`)?.route.page).toBe('orderDetail');
      expect(matchRoute(device, ORDERS_PATH)?.route.page).toBe('orders');
      expect(matchRoute(device, WALLET_PATH)?.route.page).toBe('balanceHistory');
    }
  });
});

describe('promotionPath', () => {
  it('is the prefixed detail route of each device, with the slug in the query', () => {
    expect(promotionPath('pc', 'mlbb-diamond-festival')).toBe(
      '/pc/daftarPromoDetail?slug=mlbb-diamond-festival',
    );
    expect(promotionPath('mobile', 'a b&c')).toBe('/mobile/daftarPromoDetail?slug=a%20b%26c');
  });

  it('matches the promotion detail page of its device', () => {
    for (const [device, routes] of [
      ['pc', PC_ROUTES],
      ['mobile', MOBILE_ROUTES],
    ] as const) {
      const path = promotionPath(device, 'x').split('?')[0] ?? '';
      expect(routes.find((route) => route.path === path)?.page).toBe('promoDetail');
      expect(matchRoute(device, path)?.route.page).toBe('promoDetail');
    }
  });
});

describe('slidePath', () => {
  it('sends each kind of carousel slide to its page', () => {
    expect(slidePath('mobile', { kind: 'category', target: 'rpg' })).toBe('/rpg');
    expect(slidePath('pc', { kind: 'game', target: 'pubg-mobile' })).toBe('/games/pubg-mobile');
    expect(slidePath('mobile', { kind: 'promotion', target: 'double-diamonds' })).toBe(
      '/mobile/daftarPromoDetail?slug=double-diamonds',
    );
    expect(slidePath('pc', { kind: 'promotion', target: 'double-diamonds' })).toBe(
      '/pc/daftarPromoDetail?slug=double-diamonds',
    );
  });
});

describe('productRouteOf', () => {
  const routeAt = (device: 'pc' | 'mobile', path: string) =>
    productRouteOf(matchRoute(device, path, ['rpg']));

  it('reads the name and type of each detail route on both devices', () => {
    for (const device of ['pc', 'mobile'] as const) {
      expect(routeAt(device, '/games/mobile-legends')).toEqual({
        name: 'mobile-legends',
        type: 'Games',
      });
      expect(routeAt(device, '/links/roblox')).toEqual({ name: 'roblox', type: 'Links' });
      expect(routeAt(device, '/login/pubg-pc')).toEqual({ name: 'pubg-pc', type: 'Login' });
      expect(routeAt(device, `/${device}/products/links/roblox`)).toEqual({
        name: 'roblox',
        type: 'Links',
      });
    }
  });

  it('is null on other pages', () => {
    expect(routeAt('mobile', '/games')).toBeNull();
    expect(routeAt('pc', '/rpg')).toBeNull();
    expect(routeAt('pc', '/shopCart')).toBeNull();
    expect(productRouteOf(null)).toBeNull();
  });
});

describe('canonicalProductPath', () => {
  it('sends a game shown under another type to its own address', () => {
    expect(canonicalProductPath({ name: 'roblox', type: 'Games' }, 'Links')).toBe('/links/roblox');
  });

  it('keeps a route that names the right type', () => {
    expect(canonicalProductPath({ name: 'roblox', type: 'Links' }, 'Links')).toBeNull();
  });
});
