import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { HomeSummary } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import { storeApi } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

/** A home category with games whose title differs in the two answers: [English, Indonesian]. */
function translatedCategory(inEnglish: HomeSummary, inIndonesian: HomeSummary) {
  for (const { category, games } of inEnglish.categories) {
    const translated = inIndonesian.categories.find(
      (entry) => entry.category.name === category.name,
    );
    if (games.length > 0 && translated && translated.category.title !== category.title) {
      return [category, translated.category] as const;
    }
  }
  throw new Error('the demo data has no translated category with games');
}

/** The catalogue requests the browser makes from now on. */
function watchCatalogRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(ShopHome\/Summary|ShopGame\/List)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.describe('pc language and currency', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('the sf_locale cookie alone keeps the page in its language once the app has mounted', async ({
    page,
    context,
    baseURL,
  }) => {
    // A visitor whose browser has the cookie but no stored language (the stored one used to win).
    await context.addCookies([{ name: 'sf_locale', value: 'id', url: baseURL ?? '' }]);
    await openPage(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Promo', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    expect(await page.evaluate(() => localStorage.getItem('storefront.config.locale'))).toBe(
      '"id"',
    );
  });

  test('switching to Indonesian translates the words and the catalogue, without a reload, and stays', async ({
    page,
    request,
  }) => {
    const inEnglish = await storeApi(request).shopHome.summary();
    const inIndonesian = await storeApi(request, { locale: 'id' }).shopHome.summary({});
    const [english, indonesian] = translatedCategory(inEnglish, inIndonesian);

    await openPage(page, '/');
    const section = page.locator(`[data-category="${english.name}"]`);
    await expect(section.getByRole('heading', { name: english.title, exact: true })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
    });
    await page.getByLabel('Language').selectOption('id');

    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const types = page.getByRole('navigation', { name: 'Product types' });
    await expect(types.getByRole('link', { name: 'Promo', exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: /Lihat semua/ })).toBeVisible();
    await expect(
      section.getByRole('heading', { name: indonesian.title, exact: true }),
    ).toBeVisible();
    // The header's categories come from the frame query, fetched again in the new language.
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(
      categories.getByRole('link', { name: indonesian.title, exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-home-id.png'), fullPage: true });

    await page.reload();
    await page.locator('[data-mounted]').waitFor();
    await expect(
      section.getByRole('heading', { name: indonesian.title, exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Bahasa')).toHaveValue('id');
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('lang="id"');
    expect(html).toContain('Lihat semua');
  });

  test('a chosen currency prices the page, and after a reload the server already renders it', async ({
    page,
    request,
  }) => {
    const init = await storeApi(request).shopHome.initData();
    const rupiah = init.currencySummary.currencyList.find((currency) => currency.code === 'IDR');
    if (!rupiah) throw new Error('the demo data has no IDR');
    const summary = await storeApi(request).shopHome.summary({
      currencyId: rupiah.id,
    });
    const game = summary.categories
      .flatMap((entry) => entry.games)
      .find((entry) => entry.fromPrice);
    if (!game?.fromPrice) throw new Error('the demo data has no priced game on the home');
    const price = formatMoney(game.fromPrice, 'en');
    expect(price).toMatch(/Rp/);

    await openPage(page, '/');
    const card = page.locator(`[data-game="${game.name}"] [data-price]`).first();
    await expect(card).not.toHaveText(price);
    await page.getByLabel('Currency').selectOption({ label: 'IDR Rp' });
    await expect(card).toHaveText(price);

    const catalogRequests = watchCatalogRequests(page);
    await page.reload();
    await page.locator('[data-mounted]').waitFor();
    await page.waitForLoadState('networkidle');
    await expect(card).toHaveText(price);
    expect(catalogRequests, 'the browser fetched the catalogue again').toEqual([]);

    // The document itself, as the server sends it with the visitor's cookies.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(price);
  });
});
