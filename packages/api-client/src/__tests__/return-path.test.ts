import { describe, expect, it } from 'vitest';
import { safeReturnPath, sameOriginUrl } from '../return-path';

const ORIGIN = 'https://shop.example';

describe('safeReturnPath', () => {
  // Each as the page reads it: query parameters arrive decoded (`%09` is a real tab here).
  it.each([
    ['tab after the slash', '/\t/example.org'],
    ['newline after the slash', '/\n/example.org'],
    ['carriage return after the slash', '/\r/example.org'],
    ['tab and slash', '/\t//example.org'],
    ['protocol-relative', '//example.org'],
    ['protocol-relative with a path', '//example.org/orders'],
    ['backslash', '/\\example.org'],
    ['two backslashes', '\\\\example.org'],
    ['backslash and slash', '\\/example.org'],
    ['tab inside the scheme-relative slashes', '/\t\\example.org'],
    ['leading spaces', '  //example.org'],
    ['absolute other site', 'https://example.org/'],
    ['other site with our name as user', 'https://shop.example@example.org/'],
    ['other port', 'https://shop.example:8443/orders'],
    ['other scheme', 'http://shop.example/orders'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript with case and tab', 'JaVa\tScRiPt:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['not a string', 42],
    ['nothing', undefined],
    ['empty', ''],
  ])('refuses %s', (_label, candidate) => {
    expect(safeReturnPath(candidate, ORIGIN, '/fallback')).toBe('/fallback');
    expect(sameOriginUrl(candidate, ORIGIN)).toBeNull();
  });

  it.each([
    ['a path', '/user/billing', '/user/billing'],
    ['a path with query and hash', '/orders?status=paid#top', '/orders?status=paid#top'],
    ['an absolute address of this origin', 'https://shop.example/orders?x=1', '/orders?x=1'],
    ['the same origin in capitals', 'HTTPS://SHOP.EXAMPLE/orders', '/orders'],
    ['encoded slashes stay a path', '/%2F%2Fexample.org', '/%2F%2Fexample.org'],
    ['an encoded tab stays a path', '/%09/example.org', '/%09/example.org'],
    ['dot segments resolve on this site', '/a/../../orders', '/orders'],
    ['a relative path', 'orders', '/orders'],
  ])('keeps %s', (_label, candidate, path) => {
    expect(safeReturnPath(candidate, ORIGIN, '/fallback')).toBe(path);
  });

  it('falls back to / unless told otherwise', () => {
    expect(safeReturnPath('//example.org', ORIGIN)).toBe('/');
  });
});
