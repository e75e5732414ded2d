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
    // Issue 25, hole 1: checked before resolving, these became the path `//example.org`.
    ['a dot segment before two slashes', '/.//example.org'],
    ['an encoded dot segment before two slashes', '/%2e//example.org'],
    ['a parent segment before two slashes', '/..//example.org'],
    ['a segment and its parent before two slashes', '/a/..//example.org'],
    ['a dot segment before an encoded backslash, decoded', '/./\\example.org'],
    ['a dot segment before an encoded backslash', '/./%5Cexample.org'],
    [
      'an absolute address of this origin with two slashes in its path',
      'https://shop.example//example.org',
    ],
    ['encoded slashes, read by a server that decodes', '/%2F%2Fexample.org'],
    ['an encoded tab, read by a server that decodes', '/%09/example.org'],
    ['double-encoded slashes', '/%252F%252Fexample.org'],
    ['a unicode division slash', '/\u2215example.org'],
    ['a fullwidth solidus, encoded', '/%EF%BC%8Fexample.org'],
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
    ['an encoded slash inside a path', '/search/a%2Fb', '/search/a%2Fb'],
    ['two slashes later in the path', '/a//b', '/a//b'],
    ['dot segments resolve on this site', '/a/../../orders', '/orders'],
    ['a relative path', 'orders', '/orders'],
  ])('keeps %s', (_label, candidate, path) => {
    expect(safeReturnPath(candidate, ORIGIN, '/fallback')).toBe(path);
  });

  it('falls back to / unless told otherwise', () => {
    expect(safeReturnPath('//example.org', ORIGIN)).toBe('/');
  });
});
