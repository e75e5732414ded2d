import { storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { DEMO_USER, openPage, settledDialog } from './pc-support';

test.describe('pc login', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a private route opens the login dialog; logging in shows the page', async ({ page }) => {
    // Orders are open to guests (their own); the account page needs a login.
    const response = await openPage(page, '/personal');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('login-required')).toBeVisible();
    const dialog = await settledDialog(page);

    await dialog.getByLabel('Email').fill(DEMO_USER.email);
    await dialog.getByLabel('Password').fill(DEMO_USER.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('user-summary')).toContainText(DEMO_USER.email);
    await expect(page.getByTestId('login-required')).toHaveCount(0);
    await expect(page.getByTestId('user-name')).not.toHaveText('');

    // The session survives a reload: the server sees the token cookie.
    await openPage(page, '/personal');
    await expect(page.getByTestId('user-summary')).toContainText(DEMO_USER.email);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  });

  test('a wrong password keeps the dialog open with an error toast', async ({ page }) => {
    await openPage(page, '/');
    await page.locator('header').getByRole('button', { name: 'Log in' }).click();
    const dialog = await settledDialog(page);
    await dialog.getByLabel('Email').fill(DEMO_USER.email);
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('error-toast')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('a 401 logs out, opens the login dialog and shows the error for 3 s', async ({
    page,
    context,
    baseURL,
  }) => {
    // A session the server no longer knows (an expired or revoked login), in the browser before
    // its first page, so the 401 is met on the private page and not on an earlier one.
    await storeSession(context, baseURL ?? '', {
      token: 'revoked-token',
      info: {
        id: 1,
        email: 'gone@storefront.test',
        nickname: 'Gone',
        createdAt: '2026-11-01T00:00:00.000Z',
        userBalance: [],
      },
    });
    // Whichever call of the page meets the 401 first (the header's cart count or the page's own).
    const unauthorized = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401,
    );
    // The page itself notes when the toast comes and goes: a busy test runner polls too late.
    await page.addInitScript(() => {
      const seen: { shownAt?: number; hiddenAt?: number } = {};
      (window as unknown as { e2eToast: typeof seen }).e2eToast = seen;
      new MutationObserver(() => {
        const present = document.querySelector('[data-testid="error-toast"]') !== null;
        if (present && seen.shownAt === undefined) seen.shownAt = performance.now();
        if (!present && seen.shownAt !== undefined && seen.hiddenAt === undefined) {
          seen.hiddenAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await openPage(page, '/personal');
    await unauthorized;

    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    // One toast, though every call of the page got the 401.
    const toast = page.getByTestId('error-toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 6_000 });
    const { shownAt = 0, hiddenAt = 0 } = await page.evaluate(
      () => (window as unknown as { e2eToast: { shownAt?: number; hiddenAt?: number } }).e2eToast,
    );
    expect(hiddenAt - shownAt).toBeGreaterThan(2_900);
    expect(hiddenAt - shownAt).toBeLessThan(5_000);
    expect(await page.evaluate(() => localStorage.getItem('storefront.user.isLogin'))).toBe(
      'false',
    );
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
    await expect(page.getByTestId('login-required')).toBeVisible();
  });
});
