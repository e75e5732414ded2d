import { storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { DEMO_USER, navTitle, requireMobileApp, tabBar } from './helpers';

requireMobileApp();

test('the Account tab of a visitor who is not logged in opens /loginPage; login goes back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('category-links')).toBeVisible();
  await tabBar(page).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/loginPage\?redirect=%2Fuser$/);
  await expect(navTitle(page)).toHaveText('Log in');
  await expect(tabBar(page).getByRole('link', { name: 'Account' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByPlaceholder('you@example.com').fill(DEMO_USER.email);
  await page.getByPlaceholder('Your password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/user$/);
  await expect(navTitle(page)).toHaveText('Account');
  await expect(page.getByTestId('user-panel')).toContainText('Demo Player');
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(true);
});

test('a wrong password shows the red notification and keeps the way back', async ({ page }) => {
  await page.goto('/user/billing');
  await expect(page).toHaveURL(/\/loginPage\?redirect=%2Fuser%2Fbilling$/);
  await page.getByPlaceholder('you@example.com').fill(DEMO_USER.email);
  await page.getByPlaceholder('Your password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('error-toast')).toContainText('Incorrect email or password');
  await page.getByPlaceholder('Your password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user\/billing$/);
  await expect(navTitle(page)).toHaveText('Balance history');
});

test('401: logout, red notification at the top for 3 s, tab bar shown, /loginPage', async ({
  page,
  context,
  baseURL,
}) => {
  // A stored session whose token the server does not know (expired or revoked), on a checkout
  // page that hides the tab bar.
  await storeSession(context, baseURL as string, {
    token: 'revoked-token',
    info: {
      id: 1,
      email: 'demo@storefront.test',
      nickname: 'Demo Player',
      createdAt: '2026-01-01T00:00:00.000Z',
      userBalance: [],
    },
  });
  await page.goto('/order');
  await expect(page).toHaveURL(/\/loginPage$/);

  const notify = page.getByTestId('error-toast');
  await expect(notify).toHaveText('Login status expired, please log in again');
  // The notification is the coloured bar around the text: at the very top, and red.
  const shown = await notify.evaluate((text) => {
    let bar: Element | null = text;
    while (bar && getComputedStyle(bar).backgroundColor === 'rgba(0, 0, 0, 0)') {
      bar = bar.parentElement;
    }
    return (
      bar && { top: bar.getBoundingClientRect().top, color: getComputedStyle(bar).backgroundColor }
    );
  });
  expect(shown?.top).toBeLessThanOrEqual(1);
  expect(shown?.color).toBe('rgb(220, 38, 38)');
  await expect(tabBar(page)).toBeVisible();
  await expect(navTitle(page)).toHaveText('Log in');
  expect(await page.evaluate(() => localStorage.getItem('storefront.user.isLogin'))).toBe('false');
  expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);

  // Shown for 3 s, then gone: still there 2 s from now, hidden within 5 s.
  const shownAt = Date.now();
  await expect(notify).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
});

test('a page that hides the tab bar shows it again after leaving', async ({ page }) => {
  await page.goto('/order');
  await expect(navTitle(page)).toHaveText('Order');
  await expect(tabBar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(navTitle(page)).toHaveText('Home');
  await expect(tabBar(page)).toBeVisible();
});
