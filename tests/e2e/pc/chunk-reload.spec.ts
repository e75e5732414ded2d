import { expect, test } from '../../support/fixtures';
import { openPage } from './pc-support';

test.describe('pc chunk-load failure', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a code chunk that fails to load reloads the page, at most once per 10 s', async ({
    page,
  }) => {
    // Everything the first load needs keeps loading; any later chunk (the login dialog's) fails,
    // as it does when a deploy replaced the files.
    const firstLoad = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/_pc/assets/')) firstLoad.add(request.url());
    });
    await openPage(page, '/help');
    const known = new Set(firstLoad);
    const failed: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/_pc/assets/') && !known.has(url.href),
      (route) => {
        failed.push(route.request().url());
        return route.abort();
      },
    );
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.locator('header').getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => loads).toBe(1);
    expect(failed.length).toBeGreaterThan(0);
    await page.locator('[data-mounted]').waitFor();
    await expect(page).toHaveURL('/help');

    // Within 10 s of that reload the same failure does not reload again: it says so instead (the
    // toast shows only once the guard has refused the reload).
    await page.locator('header').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('error-toast')).toContainText('could not be loaded');
    expect(loads).toBe(1);
  });
});
