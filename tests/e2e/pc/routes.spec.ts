import { expect, test } from '../../support/fixtures';
import { USER_AGENT } from '../../support/frames';
import {
  documentTitleOf,
  expectedTitle,
  openPage,
  PC_ROUTES,
  samplePath,
  titleOf,
} from './pc-support';

const DESKTOP = { 'user-agent': USER_AGENT.pc };

test.describe('pc routes', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('every route of the pc route set answers 200 with its title', async ({ request }) => {
    expect(PC_ROUTES.length).toBeGreaterThan(25);
    for (const route of PC_ROUTES) {
      const path = samplePath(route);
      const response = await request.get(path, { headers: DESKTOP });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-device'], path).toBe('pc');
      const html = await response.text();
      expect(documentTitleOf(html), path).toBe(titleOf(route, path));
      expect(html.includes('<header class="pc-header">'), path).toBe(true);
    }
  });

  test('each category of the server answers at /{name}; an unknown one is a 404', async ({
    request,
    page,
  }) => {
    const init = await request.post('/api/ShopHome/InitData', { data: {} });
    const categories: { name: string; title: string }[] = (await init.json()).data.gameCateList;
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      const response = await request.get(`/${category.name}`, { headers: DESKTOP });
      expect(response.status(), category.name).toBe(200);
      expect(documentTitleOf(await response.text())).toBe(expectedTitle(category.title));
    }

    const [first] = categories;
    await openPage(page, '/');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByText(first?.title ?? '')
      .click();
    await expect(page).toHaveURL(`/${first?.name}`);
    await expect(page.getByRole('heading', { level: 1, name: first?.title })).toBeVisible();

    const unknown = await page.goto('/no-such-category');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /no-such-category')).toBeVisible();
  });

  test('an unmatched route shows the 404 screen, and Back to home goes to /', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-device']).toBe('pc');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
    await expect(page).toHaveTitle(expectedTitle('Page not found'));
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(expectedTitle('Home'));
  });

  test('the frame: header, footer with the mobile site link, at least 1440px wide', async ({
    page,
  }) => {
    await openPage(page, '/help');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /TopUp Store/ })).toHaveAttribute('href', '/');
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expect(header.getByRole('combobox', { name: 'Search games' })).toBeVisible();
    await expect(header.getByLabel('Currency')).toBeVisible();
    await expect(header.getByLabel('Language')).toBeVisible();
    await expect(header.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/shopCart');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('mobile-site-link')).toHaveAttribute(
      'href',
      '/_switch?to=mobile&next=%2Fhelp',
    );
    await page.setViewportSize({ width: 1000, height: 800 });
    const width = await page.evaluate(() => document.querySelector('.pc-app')?.scrollWidth);
    expect(width).toBeGreaterThanOrEqual(1440);
  });
});
