import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { seriousAccessibilityProblems, watchHydration } from '../../support/quality';
import { SCREENSHOTS } from '../../support/stack';
import { requireMobileApp } from './helpers';

/**
 * One of each kind of page: the frame, the catalogue, and the pages other features fill in (their
 * placeholders until then): each is checked as it is built.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'a type list', path: '/games' },
  { name: 'a category', path: '/mobile-games' },
  { name: 'a product', path: '/games/mobile-legends' },
  { name: 'the search history', path: '/mobile/searchHistory' },
  { name: 'search results', path: '/searchHistory?q=legends' },
  { name: 'the promotions', path: '/daftarPromo' },
  { name: 'a promotion', path: '/mobile/daftarPromoDetail?slug=mlbb-diamond-festival' },
  { name: 'help', path: '/help' },
  { name: 'about', path: '/about' },
  { name: 'legal', path: '/mobile/legal' },
];

/** Opens `path` (the page itself, not an error page) and waits until it has mounted and settled. */
async function openSettled(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.locator('[data-mounted]').waitFor();
  await page.waitForLoadState('networkidle');
}

test.describe('mobile quality', () => {
  requireMobileApp();

  for (const { name, path } of PAGES) {
    test(`${name} (${path}) hydrates cleanly and has no serious accessibility problem`, async ({
      page,
    }) => {
      const hydrationProblems = watchHydration(page);
      await openSettled(page, path);
      expect(hydrationProblems, 'hydration warnings').toEqual([]);
      expect(await seriousAccessibilityProblems(page), 'axe: serious or critical').toEqual([]);
    });
  }

  test('the language and currency sheet has no serious accessibility problem', async ({ page }) => {
    await openSettled(page, '/');
    await page.getByRole('button', { name: 'Language and currency' }).click();
    const sheet = page.getByRole('dialog', { name: 'Language and currency' });
    await expect(sheet.getByRole('radio', { name: /IDR/ })).toBeVisible();
    // Focus moves into the sheet, onto the current language; Escape closes it and returns focus.
    await expect(sheet.getByRole('radio', { name: 'English' })).toBeFocused();
    await page.screenshot({ path: join(SCREENSHOTS, 'mobile-pickers.png') });
    expect(await seriousAccessibilityProblems(page), 'axe: serious or critical').toEqual([]);
    for (const option of await sheet.locator('label').all()) {
      expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Language and currency' })).toBeFocused();
  });
});
