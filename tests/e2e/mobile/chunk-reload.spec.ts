import { expect, test } from '../../support/fixtures';
import { requireMobileApp } from './helpers';

requireMobileApp();

test('a code chunk that fails to load reloads the page instead of breaking it', async ({
  page,
}) => {
  // Everything the first load needs keeps loading; any later chunk (the language sheet's) fails, as it
  // does when a deploy replaced the files.
  const firstLoad = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/_mobile/assets/')) firstLoad.add(request.url());
  });
  await page.goto('/help');
  await page.locator('[data-mounted]').waitFor();
  const known = new Set(firstLoad);
  const failed: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/_mobile/assets/') && !known.has(url.href),
    (route) => {
      failed.push(route.request().url());
      return route.abort();
    },
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  await page.getByTestId('locale-settings').click();
  await expect.poll(() => loads).toBe(1);
  expect(failed.length).toBeGreaterThan(0);
  await page.locator('[data-mounted]').waitFor();
  await expect(page).toHaveURL('/help');
});
