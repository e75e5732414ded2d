import { join } from 'node:path';
import { freshEmail, registerUser, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { ACCOUNT_MAIL, receivedMail, signupCodeFor, waitForMail } from '../../support/mail';
import { SCREENSHOTS } from '../../support/stack';
import { openPage, openRegisterDialog, sendSignupDetails } from './pc-support';

test.describe('pc account', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a visitor signs up in the dialog with the mailed code, lands logged in and sees the personal page', async ({
    page,
  }) => {
    await openPage(page, '/');
    const register = await openRegisterDialog(page);

    // Bad input is explained beside each field before anything is sent.
    await register.getByLabel('Email').fill('not-an-email');
    await register.getByLabel('Nickname').fill('N');
    await register.getByLabel('Password').fill('short');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByText('Enter an email address like name@example.com')).toBeVisible();
    await expect(register.getByText('Choose a nickname of 2 to 40 characters')).toBeVisible();
    await expect(register.getByText('Use at least 8 characters')).toBeVisible();
    await register.getByLabel('Password').fill('password');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByText('This password is too common: choose another')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-register-errors.png') });

    const email = freshEmail('register');
    await sendSignupDetails(register, {
      email,
      nickname: 'Fresh Player',
      password: 'long-enough-1',
    });
    await expect(register.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await register.getByLabel('Code').fill('000000');
    await register.getByRole('button', { name: 'Confirm and log in' }).click();
    await expect(register.getByText('The code is wrong or has expired')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-signup-code.png') });
    await register.getByLabel('Code').fill(await signupCodeFor(email));
    await register.getByRole('button', { name: 'Confirm and log in' }).click();
    await expect(register).toBeHidden();
    const userMenu = page.getByRole('banner').getByRole('button', { name: 'Fresh Player' });
    await expect(userMenu).toBeVisible();

    await userMenu.click();
    await page.locator('#pc-user-menu').getByRole('link', { name: 'Personal details' }).click();
    await expect(page).toHaveURL('/personal');
    const profile = page.getByTestId('user-summary');
    await expect(profile).toContainText(email);
    await expect(profile).toContainText('Fresh Player');
    await expect(profile).toContainText('Member since');
    await expect(page.locator('[data-count="unpaid"]')).toContainText('0');
    await expect(page.getByRole('link', { name: 'Balance history →' })).toHaveAttribute(
      'href',
      '/user/billing',
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-personal.png'), fullPage: true });
  });

  test('signing up with an email in use shows the same code step; its owner is warned by mail', async ({
    page,
  }) => {
    // A seeded account (Rina, only this spec signs up with it): a sign-up mail of its own in the
    // last minute would hold the warning back (one sign-up mail per email a minute).
    const owner = 'rina@storefront.test';
    await openPage(page, '/');
    const register = await openRegisterDialog(page);
    await sendSignupDetails(register, {
      email: 'Rina@Storefront.test',
      nickname: 'Again',
      password: 'long-enough-1',
    });
    await expect(page.getByTestId('error-toast')).toHaveCount(0);
    const warning = await waitForMail(owner, ACCOUNT_MAIL.signupExisting);
    expect(warning.text).toMatch(/\/resetPassword\?token=/);
    const codes = receivedMail().filter(
      (mail) => mail.to.includes(owner) && mail.subject.includes(ACCOUNT_MAIL.signupCode),
    );
    expect(codes).toHaveLength(0);
  });

  test('logging out from the personal page ends the session and shows the guest view', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request, 'Leaving Soon');
    await storeSession(context, baseURL ?? '', user);
    await openPage(page, '/personal');
    await expect(page.getByTestId('user-summary')).toContainText(user.email);

    await page.getByTestId('user-summary').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    // The page is private: its login prompt and the dialog take its place.
    await expect(page.getByTestId('login-required')).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    // The token is revoked on the server too.
    const summary = await request.post('/api/User/Summary', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(summary.status()).toBe(401);
  });

  test('the header menu logs out too', async ({ page, context, baseURL, request }) => {
    const user = await registerUser(request, 'Menu User');
    await storeSession(context, baseURL ?? '', user);
    await openPage(page, '/');
    const userMenu = page.getByRole('banner').getByRole('button', { name: 'Menu User' });
    await userMenu.click();
    await page.locator('#pc-user-menu').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(userMenu).toHaveCount(0);
  });

  test('the account pages speak Indonesian once the visitor picks it', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request, 'Pemain Baru');
    await storeSession(context, baseURL ?? '', user);
    await openPage(page, '/personal');
    await page.getByLabel('Language').selectOption('id');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1, name: 'Data pribadi' })).toBeVisible();
    await expect(page.getByText('Anggota sejak')).toBeVisible();
    await openPage(page, '/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Pesanan saya' })).toBeVisible();
    await expect(page.getByText('Menunggu pembayaran')).toBeVisible();
    await openPage(page, '/user/billing');
    await expect(page.getByRole('button', { name: 'Ekspor CSV' })).toBeVisible();
    // The longer words and the user's name still fit the 1440px page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1440,
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-wallet-id.png'), fullPage: true });
  });
});
