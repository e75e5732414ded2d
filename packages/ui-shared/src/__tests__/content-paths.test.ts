import { describe, expect, it } from 'vitest';
import { MOBILE_ROUTES, matchRoute, PC_ROUTES, promotionGamePath, promotionPath } from '../routes';

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

describe('promotionGamePath', () => {
  it('is the detail page under the list of the game type', () => {
    expect(promotionGamePath({ type: 'Games', name: 'mobile-legends' })).toBe(
      '/games/mobile-legends',
    );
    expect(promotionGamePath({ type: 'Links', name: 'x' })).toBe('/links/x');
    expect(promotionGamePath({ type: 'Login', name: 'y' })).toBe('/login/y');
  });
});
