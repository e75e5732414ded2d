import { join } from 'node:path';
import { freshEmail, registerUser, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { ACCOUNT_MAIL, receivedMail, signupCodeFor, waitForMail } from '../../support/mail';
import { SCREENSHOTS } from '../../support/stack';
import {
  chooseCreateAccount,
  navTitle,
  requireMobileApp,
  sendSignupDetails,
  tabBar,
} from './helpers';

requireMobileApp();

test('sign up on /loginPage: the form checks first, then the mailed code logs the new user in', async ({
  page,
}) => {
  await page.goto('/loginPage?redirect=%2Fuser');
  await chooseCreateAccount(page);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toContainText('Choose a nickname of 2 to 40 characters');
  await expect(form).toContainText('Enter your email address');

  const email = freshEmail('m-reg');
  await form.getByLabel('Nickname').fill('New Phone');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toContainText('Use at least 8 characters');
  await form.getByLabel('Password').fill('password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toContainText('This password is too common: choose another');
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-register.png'), fullPage: true });

  const step = await sendSignupDetails(page, {
    email,
    nickname: 'New Phone',
    password: 'long-enough-1',
  });
  await expect(step.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await step.getByLabel('Code').fill('000000');
  await step.getByRole('button', { name: 'Confirm and log in' }).click();
  await expect(step).toContainText('The code is wrong or has expired');
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-signup-code.png'), fullPage: true });
  await step.getByLabel('Code').fill(await signupCodeFor(email));
  await step.getByRole('button', { name: 'Confirm and log in' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('user-panel')).toContainText('New Phone');
  await expect(page.getByTestId('user-panel')).toContainText(email);
  await expect(page.getByTestId('order-count-unpaid')).toContainText('0');
});

test('signing up with an email in use shows the same code step; its owner is warned by mail', async ({
  page,
}) => {
  // A seeded account (Budi, only this spec signs up with it): a sign-up mail of its own in the
  // last minute would hold the warning back (one sign-up mail per email a minute).
  const owner = 'budi@storefront.test';
  await page.goto('/loginPage');
  await chooseCreateAccount(page);
  await sendSignupDetails(page, { email: owner, nickname: 'Again', password: 'long-enough-1' });
  await expect(page.getByTestId('error-toast')).toHaveCount(0);
  await expect(page).toHaveURL(/\/loginPage$/);
  const warning = await waitForMail(owner, ACCOUNT_MAIL.signupExisting);
  expect(warning.text).toMatch(/\/resetPassword\?token=/);
  const codes = receivedMail().filter(
    (mail) => mail.to.includes(owner) && mail.subject.includes(ACCOUNT_MAIL.signupCode),
  );
  expect(codes).toHaveLength(0);
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
