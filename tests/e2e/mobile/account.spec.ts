import { join } from 'node:path';
import { registerUser, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { chooseCreateAccount, navTitle, requireMobileApp, tabBar } from './helpers';

requireMobileApp();

test('register on /loginPage: the form checks first, then the new user is logged in', async ({
  page,
}) => {
  await page.goto('/loginPage?redirect=%2Fuser');
  await chooseCreateAccount(page);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toContainText('Choose a nickname of 2 to 40 characters');
  await expect(form).toContainText('Enter your email address');

  const email = `m-reg-${Date.now().toString(36)}@storefront.test`;
  await form.getByLabel('Nickname').fill('New Phone');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toContainText('Use at least 8 characters');
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-register.png'), fullPage: true });

  await form.getByLabel('Password').fill('long-enough-1');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('user-panel')).toContainText('New Phone');
  await expect(page.getByTestId('user-panel')).toContainText(email);
  await expect(page.getByTestId('order-count-unpaid')).toContainText('0');
});

test('registering an email that exists shows the API message and keeps the form', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await page.goto('/loginPage');
  await chooseCreateAccount(page);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Nickname').fill('Again');
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password').fill('long-enough-1');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/User/Register')),
    form.getByRole('button', { name: 'Create account' }).click(),
  ]);
  expect(answer.ok()).toBe(false);
  await expect(page.getByTestId('error-toast')).toHaveText((await answer.json()).message);
  await expect(page).toHaveURL(/\/loginPage$/);
});

test('the account page: profile, order counts, the ways on; log out returns to a guest', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await registerUser(request);
  await storeSession(context, baseURL as string, user);
  await page.goto('/user');
  const panel = page.getByTestId('user-panel');
  await expect(panel).toContainText(user.nickname);
  await expect(panel).toContainText('Member since');
  await expect(page.getByTestId('order-count-completed')).toContainText('Completed');
  for (const [name, path] of [
    ['My orders', '/orders'],
    ['Balance history', '/user/billing'],
    ['Help', '/help'],
  ] as const) {
    await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      path,
    );
  }

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navTitle(page)).toHaveText('Home');
  expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('storefront.user.isLogin'))).toBe('false');
  // The session is over on the server too.
  const summary = await request.post(`${baseURL}/api/User/Summary`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(summary.status()).toBe(401);
  await tabBar(page).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/loginPage\?redirect=%2Fuser$/);
});
