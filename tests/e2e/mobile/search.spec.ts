import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { USER_AGENT } from '../../support/frames';
import { watchConsoleProblems } from '../../support/quality';
import { SCREENSHOTS } from '../../support/stack';
import { requireMobileApp } from './helpers';

requireMobileApp();

/** "legends" matches a game of each type in the demo data (Games, Links and Login). */
const TERM = 'legends';
const MATCHES = [
  { name: 'mobile-legends', title: 'Mobile Legends: Bang Bang', href: '/games/mobile-legends' },
  { name: 'apex-legends', title: 'Apex Legends', href: '/links/apex-legends' },
  {
    name: 'mobile-legends-adventure',
    title: 'Mobile Legends: Adventure',
    href: '/login/mobile-legends-adventure',
  },
] as const;

async function openSearch(page: Page, path = '/searchHistory') {
  await page.goto(path);
  await page.locator('[data-testid="search-screen"][data-hydrated]').waitFor();
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search games' });
const chips = (page: Page) => page.getByTestId('recent-searches');

test('search, see the results of every type, and find the term in the history after a reload', async ({
  page,
}) => {
  await openSearch(page);
  await expect(page.getByText('Your recent searches show up here.')).toBeVisible();
  await searchBox(page).fill(TERM);
  const suggestions = page.getByTestId('search-suggestions');
  for (const game of MATCHES) {
    await expect(suggestions.locator(`[data-game="${game.name}"]`)).toHaveAttribute(
      'href',
      game.href,
    );
  }
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/searchHistory?q=${TERM}`);
  const grid = page.getByTestId('game-grid');
  for (const game of MATCHES) {
    await expect(grid.locator(`[data-game="${game.name}"]`)).toContainText(game.title);
  }
  await expect(page.getByRole('heading', { name: `Results for "${TERM}"` })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-search-results.png') });

  await page.reload();
  await expect(grid.locator('[data-game]').first()).toBeVisible();
  await openSearch(page);
  await expect(chips(page).getByRole('button', { name: TERM, exact: true })).toBeVisible();
});

test('a recent search searches again; Clear empties the history, with an undo', async ({
  page,
}) => {
  await openSearch(page);
  for (const term of ['pubg', 'roblox']) {
    await searchBox(page).fill(term);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/searchHistory?q=${term}`);
  }
  await openSearch(page);
  await expect(chips(page).getByTestId('recent-search')).toHaveText(['roblox', 'pubg']);

  await chips(page).getByRole('button', { name: 'pubg', exact: true }).click();
  await expect(page).toHaveURL('/searchHistory?q=pubg');
  await expect(page.locator('[data-game="pubg-mobile"]')).toBeVisible();
  await expect(searchBox(page)).toHaveValue('pubg');

  await openSearch(page);
  await expect(chips(page).getByRole('button', { name: 'pubg', exact: true })).toBeVisible();
  const box = await chips(page).getByRole('button', { name: 'pubg', exact: true }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await chips(page).getByRole('button', { name: 'Remove "roblox" from recent searches' }).click();
  await expect(chips(page).getByRole('button', { name: 'roblox', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(chips(page)).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('Recent searches cleared');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(chips(page).getByRole('button', { name: 'pubg', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await page.reload();
  await page.locator('[data-testid="search-screen"][data-hydrated]').waitFor();
  await expect(page.getByText('Your recent searches show up here.')).toBeVisible();
  await expect(chips(page)).toHaveCount(0);
});

test('suggestions while typing, under the recent searches (screenshot saved)', async ({ page }) => {
  await openSearch(page);
  await searchBox(page).fill('genshin');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/searchHistory?q=genshin');
  await openSearch(page);
  await searchBox(page).fill(TERM);
  const suggestions = page.getByTestId('search-suggestions');
  await expect(suggestions.locator('[data-game]')).toHaveCount(5);
  await expect(suggestions.locator('[data-game="apex-legends"]')).toContainText('Link top-up');
  await expect(chips(page).getByRole('button', { name: 'genshin', exact: true })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-search.png') });

  await suggestions.locator('[data-game="apex-legends"]').click();
  await expect(page).toHaveURL('/links/apex-legends');
});

test("a shared results link is in the server's HTML", async ({ request }) => {
  const response = await request.get(`/searchHistory?q=${TERM}`, {
    headers: { 'user-agent': USER_AGENT.mobile },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-device']).toBe('mobile');
  const html = await response.text();
  for (const game of MATCHES) {
    expect(html).toContain(`data-game="${game.name}"`);
    expect(html).toContain(game.title);
  }
});

test('many results load more; no match shows a way on', async ({ page }) => {
  const consoleErrors = watchConsoleProblems(page);
  await openSearch(page, '/searchHistory?q=a');
  const cards = page.getByTestId('game-grid').locator('[data-game]');
  await expect(cards).toHaveCount(24);
  await page.getByTestId('load-more').click();
  await expect.poll(() => cards.count()).toBeGreaterThan(24);
  expect(consoleErrors).toEqual([]);

  await openSearch(page, '/searchHistory?q=zzzz-no-such-game');
  const fallback = page.getByTestId('search-fallback');
  await expect(
    fallback.getByRole('heading', { name: 'No games match "zzzz-no-such-game" — popular games' }),
  ).toBeVisible();
  await expect(fallback.locator('[data-game]').first()).toHaveAttribute(
    'data-game',
    'mobile-legends',
  );
  await fallback.getByRole('link', { name: 'Browse all games' }).click();
  await expect(page).toHaveURL('/games');
});

test('finds games by abbreviation, pack word and typo, on a page titled "Search"', async ({
  page,
}) => {
  for (const [term, name] of [
    ['ml', 'mobile-legends'],
    ['diamonds', 'mobile-legends'],
    ['genshn', 'genshin-impact'],
  ] as const) {
    await openSearch(page, `/searchHistory?q=${term}`);
    await expect(page.getByTestId('game-grid').locator('[data-game]').first()).toHaveAttribute(
      'data-game',
      name,
    );
  }
  await expect(page).toHaveTitle(/ - Search$/);
});
