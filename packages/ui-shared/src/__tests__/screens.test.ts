import { describe, expect, it } from 'vitest';
import {
  errorPageOf,
  errorPageStatus,
  errorScreen,
  invalidRouteMessage,
  notFoundMessage,
} from '../errors';
import { screenRouteTitle } from '../messages';
import { matchRoute } from '../routes';
import { pageTitle } from '../title';

describe('errorScreen', () => {
  it('says "Page not found" for a 404', () => {
    expect(errorScreen(404)).toEqual({
      title: 'Page not found',
      action: { label: 'Back to home', href: '/' },
    });
  });

  it.each([500, 502, 403, 401, 0, -1])('says "Application error" for %i', (status) => {
    expect(errorScreen(status)).toEqual({
      title: 'Application error',
      action: { label: 'Back to home', href: '/' },
    });
  });
});

describe('the error screen in Indonesian', () => {
  it('says the 404 title, its line and the way home in Indonesian', () => {
    expect(errorScreen(404, 'id')).toEqual({
      title: 'Halaman tidak ditemukan',
      action: { label: 'Kembali ke beranda', href: '/' },
    });
    const page = errorPageOf({
      is404: false,
      abortStatusCode: 404,
      abortReason: 'Page Not Found: /games/x',
      urlPathname: '/games/x',
      locale: 'id',
    });
    expect(page).toMatchObject({
      title: 'Halaman tidak ditemukan',
      detail: 'Halaman tidak ditemukan: /games/x',
    });
    expect(errorScreen(500, 'id').title).toBe('Terjadi kesalahan aplikasi');
  });
});

describe('the error page of both apps', () => {
  it('has no status on a normal page (vike sets is404 only on the error page)', () => {
    expect(errorPageStatus({})).toBeNull();
    expect(errorPageStatus({ is404: null, abortStatusCode: 503 })).toBeNull();
  });

  it('is 404 for an unmatched route, else the status the page aborted with, else 500', () => {
    expect(errorPageStatus({ is404: true })).toBe(404);
    expect(errorPageStatus({ is404: false, abortStatusCode: 503 })).toBe(503);
    expect(errorPageStatus({ is404: false })).toBe(500);
  });

  it("says why: the page's own reason, else the unmatched path for a 404", () => {
    expect(errorPageOf({ is404: true, urlPathname: '/nope' })).toEqual({
      status: 404,
      title: 'Page not found',
      action: { label: 'Back to home', href: '/' },
      detail: 'Page not found: /nope',
    });
    const aborted = { is404: false, abortStatusCode: 503, urlPathname: '/moba' };
    expect(
      errorPageOf({ ...aborted, abortReason: 'The catalogue is not available' }),
    ).toMatchObject({
      status: 503,
      title: 'Application error',
      detail: 'The catalogue is not available',
    });
    expect(errorPageOf(aborted).detail).toBeNull();
  });
});

describe('route messages', () => {
  it('use the exact spec texts', () => {
    expect(notFoundMessage('/nope')).toBe('Page not found: /nope');
    expect(invalidRouteMessage('/games/x')).toBe('Page Not Found: /games/x');
  });
});

describe('pageTitle', () => {
  it('is the app title alone without a route title', () => {
    expect(pageTitle('Storefront')).toBe('Storefront');
    expect(pageTitle('Storefront', '')).toBe('Storefront');
    expect(pageTitle('Storefront', null)).toBe('Storefront');
  });

  it('adds " - " and the route title', () => {
    expect(pageTitle('Storefront', 'Help')).toBe('Storefront - Help');
  });
});

describe("an order page's title", () => {
  const orderPage = matchRoute('mobile', '/order');
  if (!orderPage) throw new Error('/order is a route');

  it('names the order once the address does, in both languages', () => {
    const search = { orderNo: 'SF20261121-7KQ2M9' };
    expect(screenRouteTitle('id', orderPage, search)).toBe('Pesanan SF20261121-7KQ2M9');
    expect(screenRouteTitle('en', orderPage, search)).toBe('Order SF20261121-7KQ2M9');
  });

  it("is the route's title without an order number, and never 'place an order' in Indonesian", () => {
    expect(screenRouteTitle('id', orderPage, {})).toBe('Pesanan');
    const help = matchRoute('mobile', '/help');
    if (!help) throw new Error('/help is a route');
    expect(screenRouteTitle('en', help, { orderNo: 'SF1' })).toBe('Help');
  });
});
