import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, sameOriginUrl } from '../return-path';
import { ISSUE_25_FORMS, looksLikeAnotherHost, returnPathForms } from './return-path-forms';

const ORIGIN = 'https://shop.example';
const REFUSED = '\u0000refused';

describe('safeReturnPath, on generated redirect forms', () => {
  it('accepts only paths that resolve to the store, cannot name another host, and are stable', () => {
    fc.assert(
      fc.property(returnPathForms, (candidate) => {
        const path = safeReturnPath(candidate, ORIGIN, REFUSED);
        if (path === REFUSED) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(path.startsWith('/\\')).toBe(false);
        expect(looksLikeAnotherHost(path)).toBe(false);
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        expect(safeReturnPath(path, ORIGIN, REFUSED)).toBe(path);
      }),
      { numRuns: 5_000 },
    );
  });

  it.each(ISSUE_25_FORMS)('refuses issue 25 form %j', (candidate) => {
    expect(safeReturnPath(candidate, ORIGIN, '/fallback')).toBe('/fallback');
    expect(sameOriginUrl(candidate, ORIGIN)).toBeNull();
    // As the login page reads it from its query string (decoded once).
    expect(safeReturnPath(decodeURIComponent(candidate), ORIGIN, '/fallback')).toBe('/fallback');
  });
});
