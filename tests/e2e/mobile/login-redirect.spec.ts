import { freshEmail, registerUser } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { expectStayedOnStore, HOSTILE_REDIRECTS, watchOtherHost } from '../../support/redirects';
import { requireMobileApp, signUpOnLoginPage } from './helpers';

requireMobileApp();

// Issue 13, defect 2: `/loginPage?redirect=/%09/example.org`, then log in or register, left the store.
test.describe('the login page never leaves the store for its redirect', () => {
  for (const redirect of HOSTILE_REDIRECTS) {
    test(`logging in with redirect=${redirect}`, async ({ page, context, request, baseURL }) => {
      const origin = new URL(baseURL as string).origin;
      const seen = await watchOtherHost(context);
      const user = await registerUser(request, 'Redirected');
      await page.goto(`/loginPage?redirect=${redirect}`);
      await page.getByPlaceholder('you@example.com').fill(user.email);
      await page.getByPlaceholder('Your password').fill(user.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expectStayedOnStore(page, origin, seen);
      await expect(page).toHaveURL(`${origin}/`);
    });
  }

  test('registering with redirect=/%09/example.org', async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL as string).origin;
    const seen = await watchOtherHost(context);
    await page.goto('/loginPage?redirect=/%09/example.org');
    await signUpOnLoginPage(page, {
      email: freshEmail('m-redirect'),
      nickname: 'Redirected',
      password: 'long-enough-1',
    });
    await expectStayedOnStore(page, origin, seen);
    await expect(page).toHaveURL(`${origin}/`);
  });

  test('a redirect to a page of the store is still followed', async ({ page, request }) => {
    const user = await registerUser(request, 'Redirected');
    await page.goto('/loginPage?redirect=%2Forders%3Fstatus%3Dcompleted');
    await page.getByPlaceholder('you@example.com').fill(user.email);
    await page.getByPlaceholder('Your password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/orders\?status=completed$/);
  });
});
