import { expect, test } from '../../support/fixtures';
import { expectedTitle } from './pc-support';

test.describe('pc application error', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a page that cannot be built shows "Application error"; Back to home recovers', async ({
    privateStack,
    page,
  }) => {
    test.setTimeout(240_000);
    // Its own API and pc app: the API stops, so the category check cannot reach the catalogue.
    const own = await privateStack(['api', 'pc']);
    const categories = await (
      await page.request.post(`${own.baseURL}/api/ShopHome/InitData`, { data: {} })
    ).json();
    const category: string = categories.data.gameCateList[0].name;
    await own.stop('api');

    const response = await page.goto(`${own.baseURL}/${category}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['x-device']).toBe('pc');
    await expect(page.getByRole('heading', { name: 'Application error' })).toBeVisible();
    await expect(page).toHaveTitle(expectedTitle('Application error'));

    await own.start('api');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${own.baseURL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});
