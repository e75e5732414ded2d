import { join } from 'node:path';
import type { Currency, GameSummary } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import { storeApi } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { USER_AGENT, waitForHydration } from '../../support/frames';
import { watchHydration } from '../../support/quality';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

const priceOf = (game: GameSummary) => (game.fromPrice ? formatMoney(game.fromPrice, 'en') : '');

test.describe('pc catalogue', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('the home is server-rendered with the seeded games and their prices', async ({
    browser,
    request,
    baseURL,
  }) => {
    const summary = await storeApi(request).shopHome.summary();
    const section = summary.categories.find((entry) => entry.games.length > 0);
    const game = section?.games.find((entry) => entry.fromPrice);
    if (!section || !game) throw new Error('the demo data has no priced game on the home');
    // Without JavaScript the page is what the server sent.
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      userAgent: USER_AGENT.pc,
    });
    const page = await context.newPage();
    await page.goto('/');
    const sectionBox = page.locator(`[data-category="${section.category.name}"]`);
    const card = sectionBox.locator(`[data-game="${game.name}"]`);
    await expect(card).toContainText(game.title);
    await expect(card).toContainText(game.region);
    await expect(card.locator('[data-price]')).toHaveText(priceOf(game));
    await expect(card).toHaveAttribute('href', `/games/${game.name}`);
    await expect(card.locator('img')).toHaveAttribute('width', /\d+/);
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('link')).toHaveCount(
      summary.carousel.length,
    );
    await context.close();
  });

  test('a category on the home leads to its list (screenshots saved)', async ({
    page,
    request,
  }) => {
    await openPage(page, '/');
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-home-catalog.png'), fullPage: true });
    const { gameCateList } = await storeApi(request).shopHome.initData();
    const category = gameCateList.at(-1);
    if (!category) throw new Error('the demo data has no category');
    const list = await storeApi(request).shopGame.list({
      category: category.name,
      pageSize: 100,
    });
    await page
      .getByRole('navigation', { name: 'Shop by category' })
      .getByRole('link', { name: category.title })
      .click();
    await expect(page).toHaveURL(`/${category.name}`);
    await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
    await expect(page.getByTestId('game-card')).toHaveCount(list.total);
    for (const game of list.list) {
      // A long title is clamped with an ellipsis; the tooltip has all of it.
      await expect(
        page.locator(`[data-game="${game.name}"]`).getByTitle(game.title, { exact: true }),
      ).toBeVisible();
      await expect(page.locator(`[data-game="${game.name}"] [data-price]`)).toHaveText(
        priceOf(game),
      );
    }
  });

  test("a category page keeps its category's title in the tab through hydration", async ({
    page,
  }) => {
    // The browser used to title the page by the category's slug while the frame was hydrating.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { titlesSeen: string[] }).titlesSeen = seen;
      new MutationObserver(() => seen.push(document.title)).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.goto('/mobile-games');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile Games' })).toBeVisible();
    const titles = await page.evaluate(
      () => (window as unknown as { titlesSeen: string[] }).titlesSeen,
    );
    expect(new Set([...titles, await page.title()])).toEqual(
      new Set(['TopUp Store - Mobile Games']),
    );
  });

  test('the games list hydrates without a mismatch and pages by number', async ({
    page,
    request,
  }) => {
    const hydrationErrors = watchHydration(page);
    const second = await storeApi(request).shopGame.list({
      type: 'Games',
      page: 2,
      pageSize: 24,
    });
    await openPage(page, '/games');
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-games.png'), fullPage: true });
    expect(hydrationErrors).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: '2', exact: true })
      .click();
    await expect(page).toHaveURL('/games?page=2');
    await expect(page.getByTestId('game-card')).toHaveCount(second.list.length);
    await expect(page.getByTestId('game-card').first()).toHaveAttribute(
      'data-game',
      second.list[0]?.name ?? '',
    );
  });

  test('switching the currency re-prices the list without reloading the page', async ({
    page,
    request,
  }) => {
    const { currencySummary } = await storeApi(request).shopHome.initData();
    const other = currencySummary.currencyList.find(
      (currency: Currency) => currency.id !== currencySummary.currencyActive.id,
    );
    if (!other) throw new Error('the demo data has a single currency');
    const repriced = await storeApi(request).shopGame.list({
      type: 'Games',
      pageSize: 24,
      currencyId: other.id,
    });
    const game = repriced.list.find((entry) => entry.fromPrice);
    if (!game) throw new Error('no priced game');
    await openPage(page, '/games');
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    });
    await page.getByLabel('Currency').selectOption(String(other.id));
    await expect(page.locator(`[data-game="${game.name}"] [data-price]`)).toHaveText(priceOf(game));
    expect(documents).toEqual([]);
  });

  test('a list that cannot be loaded says so and loads again on retry', async ({
    page,
    request,
  }) => {
    const { currencySummary } = await storeApi(request).shopHome.initData();
    const other = currencySummary.currencyList.find(
      (currency: Currency) => currency.id !== currencySummary.currencyActive.id,
    );
    if (!other) throw new Error('the demo data has a single currency');
    await openPage(page, '/games');
    await page.route('**/api/ShopGame/List', (route) =>
      route.fulfill({ status: 503, json: { code: 503, message: 'down for a moment' } }),
    );
    await page.getByLabel('Currency').selectOption(String(other.id));
    const problem = page.getByRole('alert').filter({ hasText: 'The games could not be loaded' });
    await expect(problem).toBeVisible();
    await page.unroute('**/api/ShopGame/List');
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(problem).toBeHidden();
    await expect(page.getByTestId('game-card').first()).toBeVisible();
  });

  test('a home that cannot be re-read in another currency stays shown beside the failure', async ({
    page,
    request,
  }) => {
    const { currencySummary } = await storeApi(request).shopHome.initData();
    const other = currencySummary.currencyList.find(
      (currency: Currency) => currency.id !== currencySummary.currencyActive.id,
    );
    if (!other) throw new Error('the demo data has a single currency');
    await openPage(page, '/');
    const categories = page.getByRole('navigation', { name: 'Shop by category' });
    await expect(categories.getByRole('link').first()).toBeVisible();
    await page.route('**/api/ShopHome/Summary', (route) =>
      route.fulfill({ status: 503, json: { code: 503, message: 'down for a moment' } }),
    );
    await page.getByLabel('Currency').selectOption(String(other.id));
    const problem = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(problem).toBeVisible();
    await expect(categories.getByRole('link').first()).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-home-refresh-failed.png') });
    await page.unroute('**/api/ShopHome/Summary');
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(problem).toBeHidden();
    await expect(categories.getByRole('link').first()).toBeVisible();
  });
});
