import { describe, expect, it } from 'vitest';
import { errorScreen, invalidRouteMessage, notFoundMessage } from '../errors';
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
