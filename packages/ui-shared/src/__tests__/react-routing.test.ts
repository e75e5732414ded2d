import { describe, expect, it } from 'vitest';
import {
  authGuardAction,
  categoryCandidate,
  checkCategoryRoute,
  pageRoute,
  pageRouteMatch,
} from '../react';
import { PC_ROUTES } from '../routes';

const categories = [{ name: 'mobile-games' }, { name: 'pc-games' }];

describe('authGuardAction', () => {
  const privateRoute = { auth: true };
  it('lets logged-in visitors and open routes through', () => {
    expect(authGuardAction(privateRoute, true, 'pc')).toEqual({ kind: 'allow' });
    expect(authGuardAction({ auth: false }, false, 'mobile')).toEqual({ kind: 'allow' });
  });
  it('sends a logged-out visitor to /loginPage on mobile and opens the dialog on pc', () => {
    expect(authGuardAction(privateRoute, false, 'mobile')).toEqual({
      kind: 'redirect',
      to: '/loginPage',
    });
    expect(authGuardAction(privateRoute, false, 'pc')).toEqual({ kind: 'openLoginDialog' });
  });
  it("carries the page asked for, query and all, as the login page's `redirect`", () => {
    expect(authGuardAction(privateRoute, false, 'mobile', '/user/billing?type=2&a=b c')).toEqual({
      kind: 'redirect',
      to: '/loginPage?redirect=%2Fuser%2Fbilling%3Ftype%3D2%26a%3Db%20c',
    });
    expect(authGuardAction(privateRoute, false, 'pc', '/personal')).toEqual({
      kind: 'openLoginDialog',
    });
  });
});

describe('category routes', () => {
  it('take a single segment no fixed route takes', () => {
    expect(categoryCandidate('pc', '/mobile-games')).toBe('mobile-games');
    expect(categoryCandidate('pc', '/anything/')).toBe('anything');
    expect(categoryCandidate('pc', '/games')).toBeNull();
    expect(categoryCandidate('pc', '/a/b')).toBeNull();
    expect(categoryCandidate('mobile', '/user')).toBeNull();
  });

  it('are valid only for the server categories; others are 404 "Page Not Found"', () => {
    expect(checkCategoryRoute('pc', '/pc-games', categories)).toEqual({
      ok: true,
      categoryName: 'pc-games',
    });
    expect(checkCategoryRoute('mobile', '/nope', categories)).toEqual({
      ok: false,
      status: 404,
      message: 'Page Not Found: /nope',
    });
  });
});

describe('pageRoute', () => {
  it('matches every route of the table that renders the screen, with its params', () => {
    const productList = pageRoute('pc', 'productList');
    expect(productList({ urlPathname: '/games' })).toEqual({ routeParams: { routeId: 'games' } });
    expect(productList({ urlPathname: '/pc/products/links' })).toEqual({
      routeParams: { routeId: 'pc.products', type: 'links' },
    });
    expect(productList({ urlPathname: '/pc/products/cars' })).toBe(false);
    expect(productList({ urlPathname: '/games/mlbb' })).toBe(false);
    expect(pageRoute('pc', 'productDetail')({ urlPathname: '/games/mlbb' })).toEqual({
      routeParams: { routeId: 'gameDetail', name: 'mlbb' },
    });
  });

  it('gives each pc route exactly one screen', () => {
    const pages = [...new Set(PC_ROUTES.map((route) => route.page))];
    for (const route of PC_ROUTES) {
      const path = route.path.replace(':type', 'games').replace(':name', 'x');
      const matches = pages.filter((page) => pageRoute('pc', page)({ urlPathname: path }));
      expect(matches, path).toEqual([route.page]);
    }
    expect(pageRoute('pc', 'category')({ urlPathname: '/games' })).toBe(false);
  });

  it("answers from the asking device's table when the same path is asked of both in turn", () => {
    expect(pageRoute('mobile', 'login')({ urlPathname: '/loginPage' })).toEqual({
      routeParams: { routeId: 'loginPage' },
    });
    expect(pageRoute('pc', 'login')({ urlPathname: '/loginPage' })).toBe(false);
    expect(pageRoute('mobile', 'login')({ urlPathname: '/loginPage' })).not.toBe(false);
    expect(pageRoute('mobile', 'login')({ urlPathname: '/games' })).toBe(false);
  });
});

describe('pageRouteMatch (the route a page was rendered for, in both apps)', () => {
  it("reads the route id its +route.ts set, with the route's params", () => {
    const routed = pageRoute('pc', 'productList')({ urlPathname: '/pc/products/links' });
    expect(routed).not.toBe(false);
    const match = pageRouteMatch('pc', { routeParams: routed ? routed.routeParams : {} });
    expect(match?.route.path).toBe('/pc/products/:type');
    expect(match?.params).toEqual({ type: 'links' });
  });

  it('knows a category page and the routes of each device', () => {
    const category = pageRouteMatch('mobile', {
      routeParams: { routeId: 'category', categoryName: 'moba' },
    });
    expect(category?.route.page).toBe('category');
    expect(category?.params).toEqual({ categoryName: 'moba' });
    const login = pageRoute('mobile', 'login')({ urlPathname: '/loginPage' });
    expect(pageRouteMatch('mobile', { routeParams: login ? login.routeParams : {} })?.device).toBe(
      'mobile',
    );
  });

  it('is null on the error page, even when a matched page threw the error', () => {
    expect(pageRouteMatch('pc', { routeParams: {} })).toBeNull();
    const routed = { routeId: 'category', categoryName: 'nope' };
    expect(pageRouteMatch('pc', { routeParams: routed, is404: true })).toBeNull();
    expect(pageRouteMatch('pc', { routeParams: routed, is404: false })).toBeNull();
  });
});
