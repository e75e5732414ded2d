import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { GameSummary } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import { storeApi } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { USER_AGENT, waitForHydration } from '../../support/frames';
import { htmlText } from '../../support/html';
import { SCREENSHOTS } from '../../support/stack';
import { chooseCurrency, navTitle, requireMobileApp } from './helpers';

requireMobileApp();

function price(game: GameSummary): string {
  if (!game.fromPrice) throw new Error(`${game.name} has no price`);
  return formatMoney(game.fromPrice, 'en');
}

test("home: the server's HTML holds each category's games", async ({ request }) => {
  const summary = await storeApi(request).shopHome.summary();
  const games = summary.categories.flatMap((entry) => entry.games);
  expect(games.length).toBeGreaterThan(0);
  const response = await request.get('/', { headers: { 'user-agent': USER_AGENT.mobile } });
  expect(response.headers()['x-device']).toBe('mobile');
  const html = await response.text();
  for (const game of games) {
    expect(html).toContain(`data-game="${game.name}"`);
    expect(html).toContain(htmlText(game.title));
  }
});

test('home shows the carousel, categories and games; screenshot saved', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-carousel')).toBeVisible();
  await expect(page.getByTestId('home-category').first().getByTestId('game-tile')).not.toHaveCount(
    0,
  );
  await expect(page.getByTestId('hot-promotions')).toBeVisible();
  // Every icon has its size before it loads: no layout shift.
  const icon = page.getByTestId('game-tile').first().locator('img');
  await expect(icon).toHaveAttribute('width', '76');
  await expect(icon).toHaveAttribute('height', '76');
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-browse-home.png'), fullPage: true });
});

test('home carousel: every banner is in the HTML, and a swipe moves to the next one', async ({
  page,
  request,
}) => {
  const { carousel } = await storeApi(request).shopHome.summary();
  expect(carousel.length).toBeGreaterThan(1);
  await page.goto('/');
  const banners = page.getByTestId('home-carousel').locator('a');
  await expect(banners).toHaveCount(carousel.length);
  await waitForHydration(page);
  const track = page.locator('.home-carousel__track');
  const width = await track.evaluate((element) => element.clientWidth);
  await track.hover();
  await page.mouse.wheel(width, 0);
  await expect(page.locator('.home-carousel__dot').nth(1)).toHaveClass(/is-current/);
  await expect
    .poll(() => track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)))
    .toBe(1);
});

test('/games: the first page is in the HTML, "Load more" appends the rest', async ({
  page,
  request,
  baseURL,
}) => {
  const all = await storeApi(request).shopGame.list({ type: 'Games', pageSize: 100 });
  const response = await request.get('/games', { headers: { 'user-agent': USER_AGENT.mobile } });
  const html = await response.text();
  const [first] = all.list;
  if (!first) throw new Error('the seed has no games');
  expect(html).toContain(htmlText(first.title));
  expect(html).toContain(price(first));

  await asReturningVisitor(page, request, baseURL);
  await page.goto('/games');
  await expect(navTitle(page)).toHaveText('Games');
  const cards = page.getByTestId('game-card');
  await expect(cards).toHaveCount(Math.min(all.total, 24));
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-browse-games.png'), fullPage: true });
  expect(all.total).toBeGreaterThan(24);
  await waitForHydration(page);
  await page.getByTestId('load-more').click();
  await expect(cards).toHaveCount(Math.min(all.total, 48));
  await expect(cards.last()).toContainText(all.list[all.list.length - 1]?.title ?? '');
});

test('a category chip on home opens that category with its games', async ({ page, request }) => {
  await page.goto('/');
  const chip = page.getByTestId('category-links').getByRole('link').first();
  const title = (await chip.textContent()) ?? '';
  const href = (await chip.getAttribute('href')) ?? '';
  await page.evaluate(() => {
    (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
  });
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(navTitle(page)).toHaveText(title);
  const listed = await storeApi(request).shopGame.list({ category: href.slice(1) });
  await expect(page.getByTestId('game-card')).toHaveCount(Math.min(listed.total, 24));
  await expect(page.getByTestId('game-card').first()).toContainText(listed.list[0]?.title ?? '');
  // Client navigation: the same document.
  expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
});

test('switching the currency re-prices the list in place', async ({ page, request }) => {
  const init = await storeApi(request).shopHome.initData();
  const rupiah = init.currencySummary.currencyList.find((currency) => currency.code === 'IDR');
  const inRupiah = await storeApi(request).shopGame.list({ type: 'Games', currencyId: rupiah?.id });
  const [first] = inRupiah.list;
  if (!first) throw new Error('the seed has no games');
  await page.goto('/games');
  await page.locator('[data-mounted]').waitFor();
  await page.evaluate(() => {
    (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
  });
  await page.getByRole('button', { name: 'Language and currency' }).click();
  await page.getByRole('radio', { name: /IDR/ }).check();
  await expect(page.getByTestId('game-price').first()).toContainText(price(first));
  expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
});

/**
 * Makes `page` a returning visitor whose stored currency (its `sf_currency` mirror) is the one the
 * store starts a new visitor with. The server then renders the list in it and the browser, once
 * InitData names the same currency, has nothing to re-read. A first visit's list is rendered in the
 * store's default and re-read after mount; a click on "Load more" before that re-read lands belongs
 * to the old list, which the re-read then replaces (without its failure or its second page).
 */
async function asReturningVisitor(page: Page, request: APIRequestContext, baseURL = '') {
  const init = await storeApi(request).shopHome.initData();
  const value = String(init.currencySummary.currencyActive.id);
  await page.context().addCookies([{ name: 'sf_currency', value, url: baseURL }]);
}

test('a failed "Load more" says so and retries in place', async ({ page, request, baseURL }) => {
  await asReturningVisitor(page, request, baseURL);
  await page.goto('/games');
  const cards = page.getByTestId('game-card');
  await expect(cards).toHaveCount(24);
  await waitForHydration(page);
  // Only "Load more" (page 2) fails, nothing else the page may read.
  await page.route('**/api/ShopGame/List', (route) =>
    (route.request().postDataJSON() as { page?: number } | null)?.page === 2
      ? route.fulfill({
          status: 503,
          json: { code: 503, message: 'Service unavailable', data: null },
        })
      : route.continue(),
  );
  await page.getByTestId('load-more').click();
  const failed = page.getByTestId('load-failed');
  await expect(failed).toContainText('The games could not be loaded');
  await expect(cards).toHaveCount(24);
  await page.unroute('**/api/ShopGame/List');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
  await expect(cards).not.toHaveCount(24);
});

test('a home that cannot be re-read in another currency stays shown beside the failure', async ({
  page,
  request,
  baseURL,
}) => {
  await asReturningVisitor(page, request, baseURL);
  await page.goto('/');
  const sections = page.getByTestId('home-category');
  await expect(sections.first()).toBeVisible();
  await waitForHydration(page);
  await page.route('**/api/ShopHome/Summary', (route) =>
    route.fulfill({ status: 503, json: { code: 503, message: 'Service unavailable', data: null } }),
  );
  await chooseCurrency(page, 'IDR');
  const failed = page.getByTestId('load-failed');
  await expect(failed).toBeVisible();
  await expect(sections.first()).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-home-refresh-failed.png') });
  await page.unroute('**/api/ShopHome/Summary');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
  await expect(sections.first()).toBeVisible();
});
