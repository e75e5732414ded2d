import { expect, test } from '../../support/fixtures';
import { waitForHydration } from '../../support/frames';
import { navTitle, requireMobileApp } from './helpers';

requireMobileApp();

const HOUR_MS = 3_600_000;

test('version watcher: a new build id offers a reload and the next navigation loads fully', async ({
  page,
  buildIds,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('category-links')).toBeVisible();
  // The watcher starts once the page has hydrated: the clock must not move before it runs.
  await waitForHydration(page);
  const offer = page.getByTestId('new-version');
  await expect(offer).toHaveCount(0);

  buildIds.set('mobile', 'e2e-next-build');
  // Nothing is polled before the hour is up.
  await page.clock.fastForward(HOUR_MS - 60_000);
  await expect(offer).toHaveCount(0);
  const polled = page.waitForRequest('**/_mobile/latest-build.json');
  await page.clock.fastForward(60_000);
  await polled;
  await expect(offer).toContainText('A new version of the store is available.');
  await expect(offer.getByRole('button', { name: 'Reload' })).toBeVisible();

  // The next navigation is a full page load, so it runs the new build.
  await page.evaluate(() => {
    (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
  });
  await page.getByRole('link', { name: 'Games', exact: true }).click();
  await expect(navTitle(page)).toHaveText('Games');
  expect(
    await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage),
  ).toBeUndefined();
});

test('a code chunk that fails to load reloads the page at most once per 10 s per path', async ({
  page,
}) => {
  await page.clock.install();
  // The about page's own code cannot be loaded (a deploy removed it).
  await page.route('**/_mobile/assets/entries/pages_about.*.js', (route) => route.abort());
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/about') {
      documentLoads += 1;
    }
  });
  // A reload the guard refuses lets the failed import surface as the page's error.
  let refusals = 0;
  page.on('pageerror', (error) => {
    if (/dynamically imported module/.test(error.message)) refusals += 1;
  });

  await page.goto('/about');
  // The failure reloads once; the reload fails too and the guard stops there.
  await expect.poll(() => documentLoads).toBe(2);
  await expect.poll(() => refusals).toBe(1);
  expect(documentLoads).toBe(2);
  // The server's page stays there to read (no error screen drawn over it).
  await expect(navTitle(page)).toHaveText('About us');
  await expect(page.locator('main h2')).toHaveText('About us');

  // Within the window a new failure does not reload; after 10 s it may again, once.
  await page.clock.fastForward(5_000);
  await page.reload();
  await expect.poll(() => refusals).toBe(2);
  expect(documentLoads).toBe(3);
  await page.clock.fastForward(10_000);
  await page.reload();
  await expect.poll(() => documentLoads).toBe(5);
  await expect.poll(() => refusals).toBe(3);
  expect(documentLoads).toBe(5);
});
