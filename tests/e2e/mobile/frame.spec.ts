import { join } from 'node:path';
import { expect, test } from '../../support/fixtures';
import { USER_AGENT } from '../../support/frames';
import { SCREENSHOTS } from '../../support/stack';
import { BRAND_NAME, navTitle, requireMobileApp, tabBar } from './helpers';

requireMobileApp();

test('home: NavBar, the tab bar, the desktop-site link, rem layout; screenshot saved', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${BRAND_NAME} - Home`);
  await expect(navTitle(page)).toHaveText('Home');
  const tabs = tabBar(page).getByRole('link');
  await expect(tabs).toHaveText(['Home', 'Promotions', 'Cart', 'Account']);
  await expect(tabBar(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'Desktop site' })).toHaveAttribute(
    'href',
    '/_switch?to=pc&next=%2F',
  );
  const rootFontSize = await page.evaluate(
    () => getComputedStyle(document.documentElement).fontSize,
  );
  expect(rootFontSize).toBe('37.5px');

  // Tap targets: every tab and the back-less NavBar's links are at least 44px tall. A tab's link
  // is stretched over its tab (the box it is positioned in).
  for (const box of await tabBar(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map(
        (link) => ((link as HTMLElement).offsetParent ?? link).getBoundingClientRect().height,
      ),
    )) {
    expect(box).toBeGreaterThanOrEqual(44);
  }
  // The categories arrive with InitData after hydration; each chip is a 44px tap target too.
  const chips = page.getByTestId('category-links').getByRole('link');
  await expect(chips.first()).toBeVisible();
  for (const height of await chips.evaluateAll((links) =>
    links.map((link) => link.getBoundingClientRect().height),
  )) {
    expect(height).toBeGreaterThanOrEqual(44);
  }
  // An icon link, so the browser never asks for the /favicon.ico no app serves; the icon loads.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/_mobile/favicon.svg');
  expect((await page.request.get(icon ?? '')).status()).toBe(200);
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-home.png') });
});

test('a tab navigates on the client and becomes the active one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('category-links')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
  });
  await tabBar(page).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promo$/);
  await expect(navTitle(page)).toHaveText('Promotions');
  await expect(tabBar(page).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // No full page load: the client router rendered it.
  expect(
    await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage),
  ).toBe(true);
});

test('a page below a tab has a back arrow that returns', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-mounted]').waitFor();
  await page.getByRole('link', { name: 'Games', exact: true }).click();
  await expect(navTitle(page)).toHaveText('Games');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navTitle(page)).toHaveText('Home');
  // Opened directly, the back arrow goes home.
  await page.goto('/about');
  // The arrow works once the page is interactive.
  await page.locator('[data-mounted]').waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(navTitle(page)).toHaveText('Home');
});

test('an unmatched route: 404 screen, "Page not found: {path}", Back to home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`${BRAND_NAME} - Page not found`);
  await expect(page.locator('main h2')).toHaveText('Page not found');
  await expect(page.locator('main')).toContainText('Page not found: /no/such/page');
  await expect(tabBar(page)).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navTitle(page)).toHaveText('Home');
});

test('the loader shows "Loading..." with a progress bar while a page loads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('category-links')).toBeVisible();
  // Hold the next page's data so the navigation takes a while.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/games/index.pageContext.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Games', exact: true }).click();
  const loader = page.getByTestId('page-loader');
  await expect(loader).toBeVisible();
  await expect(loader).toContainText('Loading...');
  await expect(loader.getByRole('progressbar')).toBeVisible();
  release();
  await expect(loader).toBeHidden();
  await expect(navTitle(page)).toHaveText('Games');
});

test.describe('category routes', () => {
  test('each category of the server opens at /{name}, without login', async ({ page, request }) => {
    const init = await (await request.post('/api/ShopHome/InitData', { data: {} })).json();
    const categories: { name: string; title: string }[] = init.data.gameCateList;
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories.slice(0, 3)) {
      const response = await page.goto(`/${category.name}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${BRAND_NAME} - ${category.title}`);
      await expect(navTitle(page)).toHaveText(category.title);
    }
  });

  test("the categories are in the server's HTML of home (react-query, dehydrated)", async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { 'user-agent': USER_AGENT.mobile } });
    const html = await response.text();
    expect(html).toContain('data-testid="category-links"');
    expect(html).toContain('href="/mobile-games"');
    expect(html).toMatch(/"queries":"\[[\s\S]*home-summary/);
  });

  test('a category link navigates on the client', async ({ page }) => {
    await page.goto('/');
    const first = page.getByTestId('category-links').getByRole('link').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(navTitle(page)).toHaveText(title);
    await expect(page).toHaveTitle(`${BRAND_NAME} - ${title}`);
  });

  test('an unknown name is a 404: "Page Not Found: {path}"', async ({ page }) => {
    const response = await page.goto('/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h2')).toHaveText('Page not found');
    await expect(page.locator('main')).toContainText('Page Not Found: /no-such-category');
  });
});

test('Application error when the API is down; Back to home once it is back', async ({
  browser,
  privateStack,
}) => {
  test.slow();
  const store = await privateStack(['api', 'mobile']);
  const context = await browser.newContext({
    baseURL: store.baseURL,
    userAgent: USER_AGENT.mobile,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await store.stop('api');
    const response = await page.goto('/mobile-games');
    expect(response?.status()).toBe(500);
    await expect(page).toHaveTitle(`${BRAND_NAME} - Application error`);
    await expect(page.locator('main h2')).toHaveText('Application error');
    await store.start('api');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(navTitle(page)).toHaveText('Home');
  } finally {
    await context.close();
  }
});

test('no uncaught error while a visit loads, navigates and comes back', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByTestId('category-links')).toBeVisible();
  await page.getByRole('link', { name: 'Links', exact: true }).click();
  await expect(navTitle(page)).toHaveText('Links');
  await tabBar(page).getByRole('link', { name: 'Cart' }).click();
  await expect(navTitle(page)).toHaveText('Cart');
  await page.goBack();
  await expect(navTitle(page)).toHaveText('Links');
  expect(errors).toEqual([]);
});

test('the sf_locale cookie picks the language of the server page and of the app', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'sf_locale', value: 'id', url: baseURL as string }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(navTitle(page)).toHaveText('Beranda');
  await expect(page).toHaveTitle(`${BRAND_NAME} - Beranda`);
  await expect(page.getByRole('link', { name: 'Situs desktop' })).toBeVisible();
  await page.getByRole('link', { name: 'Game', exact: true }).click();
  await expect(navTitle(page)).toHaveText('Game');
  expect(await page.evaluate(() => localStorage.getItem('storefront.config.locale'))).toBe('"id"');
});

test('"Desktop site" switches to the pc layout and the choice sticks', async ({ page, stack }) => {
  stack.requireApp('pc');
  await page.goto('/help');
  const response = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/help');
  await page.getByRole('link', { name: 'Desktop site' }).click();
  expect((await response).headers()['x-device']).toBe('pc');
  await expect(page).toHaveURL(/\/help$/);
  const again = await page.goto('/');
  expect(again?.headers()['x-device']).toBe('pc');
});
