import { matchRoute } from '@storefront/ui-shared';
import { describe, expect, it } from 'vitest';
import { canonicalProductPath, productRouteOf } from '../product-route';

const routeAt = (path: string) => productRouteOf(matchRoute('mobile', path, ['rpg']));

describe('productRouteOf', () => {
  it('reads the name and type of each detail route', () => {
    expect(routeAt('/games/mobile-legends')).toEqual({ name: 'mobile-legends', type: 'Games' });
    expect(routeAt('/links/roblox')).toEqual({ name: 'roblox', type: 'Links' });
    expect(routeAt('/login/pubg-pc')).toEqual({ name: 'pubg-pc', type: 'Login' });
    expect(routeAt('/mobile/products/links/roblox')).toEqual({ name: 'roblox', type: 'Links' });
  });

  it('is null on other pages', () => {
    expect(routeAt('/games')).toBeNull();
    expect(routeAt('/rpg')).toBeNull();
    expect(routeAt('/shopCart')).toBeNull();
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
