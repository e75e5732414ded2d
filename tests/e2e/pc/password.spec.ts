import { join } from 'node:path';
import { storeApi } from '../../support/api';
import { registerUser, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { ACCOUNT_MAIL, resetLinkOf, waitForMail } from '../../support/mail';
import { SCREENSHOTS } from '../../support/stack';
import { openPage, settledDialog } from './pc-support';

const NEW_PASSWORD = 'violet-kettle-harbour-27';

test.describe('pc password', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('forgot password: the mailed link sets a new one, and a session from before is logged out', async ({
    page,
    request,
    baseURL,
    newBrowser,
  }) => {
    // Three mails to wait for (the code, the link, the confirmation) and two browsers.
    test.slow();
    const user = await registerUser(request, 'Forgetful');
    const before = await newBrowser();
    await storeSession(before, baseURL as string, user);
    const oldPage = await before.newPage();
    await openPage(oldPage, '/personal');
    await expect(oldPage.getByTestId('user-summary')).toContainText(user.email);

    await openPage(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = await settledDialog(page);
    // The picture waits for the whole page's opening animations (the mask's too), finite ones only.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-login-forgot-link.png') });
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = await settledDialog(page, 'Reset your password');
    await forgot.getByLabel('Email').fill(user.email);
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-forgot-password.png') });
    await forgot.getByRole('button', { name: 'Send the link' }).click();
    await expect(forgot.getByRole('status')).toHaveText(
      'If an account exists for this email, we sent a link to reset the password.',
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-forgot-password-sent.png') });

    await openPage(page, resetLinkOf(await waitForMail(user.email, ACCOUNT_MAIL.passwordReset)));
    await page.getByLabel('New password', { exact: true }).fill('password');
    await page.getByLabel('Repeat the new password').fill('password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('This password is too common: choose another')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-reset-password.png'), fullPage: true });
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.locator('[data-page="resetPassword"]').getByRole('status')).toHaveText(
      'Your password has been changed. Log in with the new one.',
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-reset-password-done.png') });
    await waitForMail(user.email, ACCOUNT_MAIL.passwordChanged);

    // The browser logged in before is out: its token is revoked, and its next call asks to log in.
    await expect(
      storeApi(request, { caller: { token: user.token } }).user.summary(),
    ).rejects.toMatchObject({
      status: 401,
    });
    await oldPage.reload();
    await expect(oldPage.getByRole('dialog', { name: 'Log in' })).toBeVisible();

    // The new password logs in.
    await page.getByRole('button', { name: 'Go to log in' }).click();
    const again = await settledDialog(page);
    await again.getByLabel('Email').fill(user.email);
    await again.getByLabel('Password').fill(NEW_PASSWORD);
    await again.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner')).toContainText('Forgetful');
  });

  test('change password on the personal page: the current one is checked, this session stays', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const user = await registerUser(request, 'Changer');
    await storeSession(context, baseURL as string, user);
    await openPage(page, '/personal');
    await page.getByTestId('change-password').click();
    const dialog = await settledDialog(page, 'Change password');
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-change-password.png') });

    await dialog.getByLabel('Current password').fill(user.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Your password has been changed. Other devices are logged out.',
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-change-password-done.png') });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await expect(page.getByTestId('user-summary')).toContainText(user.email);
  });
});
