import { describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from '../account/login-return';
import { recordPage } from '../frame/history';

// Which targets leave the site is decided by safeReturnPath (@storefront/api-client, tested there
// against a table of hostile inputs); this is what the login page does with its answer.
const ORIGIN = 'http://127.0.0.1:3000';

describe('takeReturnPath', () => {
  it("goes to the guard's target once, then to the page before the login, else home", () => {
    recordPage('/', 'first');
    expect(takeReturnPath(ORIGIN)).toBe('/');
    recordPage('/orders', 'forward');
    recordPage('/loginPage', 'forward');
    rememberReturnPath('/user/billing', ORIGIN);
    rememberReturnPath('/\t/evil.example', ORIGIN);
    expect(takeReturnPath(ORIGIN)).toBe('/user/billing');
    expect(takeReturnPath(ORIGIN)).toBe('/orders');
  });

  it('never leaves the site for a redirect that a browser reads as another host', () => {
    recordPage('/', 'first');
    for (const hostile of [
      '/\t/example.org',
      '/\n/example.org',
      '/\\example.org',
      '//example.org',
      // Issue 25, hole 1: resolved, each is the path `//example.org` (as read from the query).
      '/.//example.org',
      '/%2e//example.org',
      '/..//example.org',
      '/a/..//example.org',
      '/./\\example.org',
    ]) {
      rememberReturnPath(hostile, ORIGIN);
      expect(takeReturnPath(ORIGIN)).toBe('/');
    }
  });

  it('never returns to the login page itself', () => {
    recordPage('/loginPage', 'forward');
    recordPage('/loginPage?x=1', 'forward');
    rememberReturnPath('/loginPage', ORIGIN);
    expect(takeReturnPath(ORIGIN)).toBe('/');
  });
});
