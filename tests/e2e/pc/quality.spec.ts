import { expect, test } from '../../support/fixtures';
import { seriousAccessibilityProblems, watchHydration } from '../../support/quality';
import { loggedInWithHistory, pcAccountPages } from './account-pages';
import { openPage } from './pc-support';

/**
 * One of each kind of page: the frame, the catalogue, and the pages other features fill in (their
 * placeholders until then): each is checked as it is built.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'a type list', path: '/games' },
  { name: 'a category', path: '/mobile-games' },
  { name: 'a product', path: '/games/mobile-legends' },
  { name: 'search results', path: '/search?q=mobile' },
  { name: 'the promotions', path: '/promo' },
  { name: 'a promotion', path: '/pc/daftarPromoDetail?slug=mlbb-diamond-festival' },
  { name: 'help', path: '/help' },
  { name: 'about', path: '/about' },
  { name: 'legal', path: '/legal' },
];

test.describe('pc quality', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  for (const { name, path } of PAGES) {
    test(`${name} (${path}) hydrates cleanly and has no serious accessibility problem`, async ({
      page,
    }) => {
      const hydrationProblems = watchHydration(page);
      const response = await openPage(page, path);
      expect(response?.status(), path).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(hydrationProblems, 'hydration warnings').toEqual([]);
      expect(await seriousAccessibilityProblems(page), 'axe: serious or critical').toEqual([]);
    });
  }

  test('the account pages of a logged-in user hydrate cleanly and have no serious accessibility problem', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // Six pages, each waited to rest and scanned by axe: 30 s is too tight on a loaded CI machine.
    test.setTimeout(90_000);
    const { orderNo } = await loggedInWithHistory(context, request, baseURL ?? '');
    const hydrationProblems = watchHydration(page);
    for (const { name, path } of pcAccountPages(orderNo)) {
      const response = await openPage(page, path);
      expect(response?.status(), path).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(hydrationProblems, `${name}: hydration warnings`).toEqual([]);
      expect(await seriousAccessibilityProblems(page), `${name}: axe`).toEqual([]);
    }
  });
});
