import fc from 'fast-check';

/**
 * Return paths built the way open redirects are: dot segments (also encoded), percent- and
 * double-encoding, backslashes, tabs and newlines, unicode slashes, and hosts to land on. Shared by
 * the property test here and the resilience suite (tests/resilience/edges.test.ts), which sends
 * them to the running servers.
 */
const PIECES = [
  '',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%252e',
  '%252e%252e',
  'a',
  'orders',
  'example.org',
  'evil.example',
  '\\',
  '%5C',
  '%5c',
  '%255C',
  '%2F',
  '%2f',
  '%252F',
  '%25252F',
  '\t',
  '\n',
  '\r',
  '%09',
  '%0A',
  '%0d',
  '%2509',
  '\u2215',
  '\uff0f',
  '\u2044',
  '%E2%88%95',
  '%EF%BC%8F',
  '%E2%81%84',
  '@',
  ':',
  ' ',
  'https:',
  'javascript:alert(1)',
] as const;

const SEPARATORS = ['/', '\\', '//', '/\t/', '\t', '%2F', '/./', '/../', '\u2215'] as const;
const STARTS = [
  '',
  '/',
  '//',
  '\\',
  '/\t',
  '/\\',
  ' ',
  '/%2e/',
  '/./',
  'https://shop.example',
] as const;
const ENDS = ['', '?next=//example.org', '#//example.org', '/', '?a=1'] as const;

export const returnPathForms: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...STARTS),
    fc.array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)), {
      maxLength: 5,
    }),
    fc.constantFrom(...PIECES),
    fc.constantFrom(...ENDS),
  )
  .map(
    ([start, parts, last, end]) =>
      `${start}${parts.map(([piece, separator]) => `${piece}${separator}`).join('')}${last}${end}`,
  );

/** Issue 25's five forms that ended off the store after the mobile login. */
export const ISSUE_25_FORMS = [
  '/.//example.org',
  '/%2e//example.org',
  '/..//example.org',
  '/a/..//example.org',
  '/./%5Cexample.org',
] as const;

/** A path that a browser, or a server decoding it up to three times, reads as another host. */
export function looksLikeAnotherHost(path: string): boolean {
  let current = path;
  for (let round = 0; round < 4; round += 1) {
    if (/^\/[/\\\u2215\u2044\uff0f]/.test(current.replace(/[\t\n\r]/g, ''))) return true;
    try {
      current = decodeURIComponent(current);
    } catch {
      return false;
    }
  }
  return false;
}
