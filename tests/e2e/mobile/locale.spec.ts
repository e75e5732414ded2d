import type { Page } from '@playwright/test';
import type { HomeSummary } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import { storeApi } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { USER_AGENT } from '../../support/frames';
import { navTitle, requireMobileApp } from './helpers';

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

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('[data-mounted]').waitFor();
}

/** The document as the server sends it to this browser (its cookies, a phone). */
async function serverHtml(page: Page, path = '/'): Promise<string> {
  const response = await page.request.get(path, { headers: { 'user-agent': USER_AGENT.mobile } });
  return response.text();
}

requireMobileApp();

test('switching to Indonesian translates the words and the catalogue, without a reload, and stays', async ({
  page,
  request,
}) => {
  const inEnglish = await storeApi(request).shopHome.summary();
  const inIndonesian = await storeApi(request, { locale: 'id' }).shopHome.summary({});
  const [english, indonesian] = translatedCategory(inEnglish, inIndonesian);

  await openHome(page);
  const titles = page.getByRole('heading', { level: 2 });
  await expect(titles.filter({ hasText: english.title })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
  });
  await page.getByRole('button', { name: 'Language and currency' }).click();
  await page.getByRole('radio', { name: 'Bahasa Indonesia' }).check();
  const sheet = page.getByRole('dialog', { name: 'Bahasa dan mata uang' });
  await sheet.getByRole('button', { name: 'Selesai' }).click();
  await expect(sheet).toBeHidden();

  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByTestId('tab-home')).toHaveText('Beranda');
  await expect(titles.filter({ hasText: indonesian.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lihat semua' }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);

  await page.reload();
  await page.locator('[data-mounted]').waitFor();
  await expect(page.getByTestId('tab-home')).toHaveText('Beranda');
  await expect(titles.filter({ hasText: indonesian.title })).toBeVisible();
  const html = await serverHtml(page);
  expect(html).toContain('lang="id"');
  expect(html).toContain(indonesian.title);
});

test("on a category's page a language switch retitles it in the new language", async ({
  page,
  request,
}) => {
  const inEnglish = await storeApi(request).shopHome.summary();
  const inIndonesian = await storeApi(request, { locale: 'id' }).shopHome.summary({});
  const [english, indonesian] = translatedCategory(inEnglish, inIndonesian);
  await page.goto(`/${english.name}`);
  await page.locator('[data-mounted]').waitFor();
  await expect(navTitle(page)).toHaveText(english.title);
  await page.getByRole('button', { name: 'Language and currency' }).click();
  await page.getByRole('radio', { name: 'Bahasa Indonesia' }).check();
  await page.getByRole('button', { name: 'Selesai' }).click();
  await expect(navTitle(page)).toHaveText(indonesian.title);
  await expect(page.getByTestId('game-list').getByRole('heading', { level: 2 })).toHaveText(
    indonesian.title,
  );
  await expect(page).toHaveTitle(new RegExp(indonesian.title));
});

test('a chosen currency prices the page, and after a reload the server already renders it', async ({
  page,
  request,
}) => {
  const init = await storeApi(request).shopHome.initData();
  const rupiah = init.currencySummary.currencyList.find((currency) => currency.code === 'IDR');
  if (!rupiah) throw new Error('the demo data has no IDR');
  // The game list prices its cards (the home's compact tiles do not).
  const listed = await storeApi(request).shopGame.list({ type: 'Games', currencyId: rupiah.id });
  const game = listed.list.find((entry) => entry.fromPrice);
  if (!game?.fromPrice) throw new Error('the demo data has no priced game');
  const price = formatMoney(game.fromPrice, 'en');
  expect(price).toMatch(/Rp/);

  await page.goto('/games');
  await page.locator('[data-mounted]').waitFor();
  const card = page.locator(`[data-game="${game.name}"] [data-testid="game-price"]`).first();
  await expect(card).not.toContainText(price);
  await page.getByRole('button', { name: 'Language and currency' }).click();
  await page.getByRole('radio', { name: /IDR/ }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText(price);

  const catalogRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/(ShopHome\/Summary|ShopGame\/List)/.test(sent.url()))
      catalogRequests.push(sent.url());
  });
  await page.reload();
  await page.locator('[data-mounted]').waitFor();
  await page.waitForLoadState('networkidle');
  await expect(card).toContainText(price);
  expect(catalogRequests, 'the browser fetched the catalogue again').toEqual([]);
  expect(await serverHtml(page, '/games')).toContain(price);
});
