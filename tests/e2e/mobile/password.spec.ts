import { join } from 'node:path';
import { storeApi } from '../../support/api';
import { registerUser, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { waitForHydration } from '../../support/frames';
import { ACCOUNT_MAIL, resetLinkOf, waitForMail } from '../../support/mail';
import { SCREENSHOTS } from '../../support/stack';
import { requireMobileApp } from './helpers';

requireMobileApp();

const NEW_PASSWORD = 'violet-kettle-harbour-27';

test('forgot password: the mailed link sets a new one, and a session from before is logged out', async ({
  page,
  request,
  baseURL,
  newBrowser,
}) => {
  // Three mails to wait for (the code, the link, the confirmation) and two browsers.
  test.slow();
  const user = await registerUser(request, 'Forgetful Phone');
  const before = await newBrowser();
  await storeSession(before, baseURL as string, user);
  const oldPage = await before.newPage();
  await oldPage.goto('/user');
  await expect(oldPage.getByTestId('user-panel')).toContainText(user.email);

  await page.goto('/loginPage');
  await waitForHydration(page);
  await page.screenshot({
    path: join(SCREENSHOTS, 'mobile-login-forgot-link.png'),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByTestId('forgot-panel');
  await forgot.getByLabel('Email').fill(user.email);
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-forgot-password.png'), fullPage: true });
  await forgot.getByRole('button', { name: 'Send the link' }).click();
  await expect(forgot.getByRole('status')).toHaveText(
    'If an account exists for this email, we sent a link to reset the password.',
  );
  await page.screenshot({
    path: join(SCREENSHOTS, 'mobile-forgot-password-sent.png'),
    fullPage: true,
  });

  await page.goto(resetLinkOf(await waitForMail(user.email, ACCOUNT_MAIL.passwordReset)));
  await waitForHydration(page);
  const reset = page.getByTestId('reset-password');
  await reset.getByLabel('New password', { exact: true }).fill('12345678');
  await reset.getByLabel('Repeat the new password').fill('12345678');
  await reset.getByRole('button', { name: 'Save the new password' }).click();
  await expect(reset).toContainText('This password is too common: choose another');
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-reset-password.png'), fullPage: true });
  await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Save the new password' }).click();
  await expect(reset.getByRole('status')).toHaveText(
    'Your password has been changed. Log in with the new one.',
  );
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-reset-password-done.png') });

  await expect(
    storeApi(request, { caller: { token: user.token } }).user.summary(),
  ).rejects.toMatchObject({ status: 401 });
  await oldPage.reload();
  await expect(oldPage).toHaveURL(/\/loginPage/);

  await reset.getByRole('button', { name: 'Go to log in' }).click();
  await expect(page).toHaveURL(/\/loginPage\?redirect=%2Fuser$/);
  await page.getByPlaceholder('you@example.com').fill(user.email);
  await page.getByPlaceholder('Your password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user$/);
});

test('change password on /user: the current one is checked, this session stays', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await registerUser(request, 'Phone Changer');
  await storeSession(context, baseURL as string, user);
  await page.goto('/user');
  await waitForHydration(page);
  await page.getByTestId('change-password').click();
  const sheet = page.getByRole('dialog', { name: 'Change password' });
  await sheet.getByLabel('Current password').fill('not-my-password');
  await sheet.getByLabel('New password').fill(NEW_PASSWORD);
  await sheet.getByRole('button', { name: 'Change password' }).click();
  await expect(sheet.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-change-password.png') });

  await sheet.getByLabel('Current password').fill(user.password);
  await sheet.getByRole('button', { name: 'Change password' }).click();
  await expect(sheet.getByRole('status')).toHaveText(
    'Your password has been changed. Other devices are logged out.',
  );
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-change-password-done.png') });
  await sheet.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(page.getByTestId('user-panel')).toContainText(user.email);
});
