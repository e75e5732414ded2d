import { describe, expect, it } from 'vitest';
import {
  errorPageOf,
  errorPageStatus,
  errorScreen,
  invalidRouteMessage,
  notFoundMessage,
} from '../errors';
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
