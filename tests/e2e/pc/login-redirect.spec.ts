import { registerUser } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { expectStayedOnStore, HOSTILE_REDIRECTS, watchOtherHost } from '../../support/redirects';
import { openPage, settledDialog } from './pc-support';

// Issue 13, defect 2, on desktop: the login dialog stays on the page it opened over, whatever
// `redirect` the address carries.
test.describe('pc login never leaves the store for a redirect in the address', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  for (const redirect of HOSTILE_REDIRECTS) {
    test(`logging in on /personal?redirect=${redirect}`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL as string).origin;
      const seen = await watchOtherHost(context);
      const user = await registerUser(request, 'Redirected');
      await openPage(page, `/personal?redirect=${redirect}`);
      const dialog = await settledDialog(page);
      await dialog.getByLabel('Email').fill(user.email);
      await dialog.getByLabel('Password').fill(user.password);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('user-summary')).toContainText(user.email);
      await expectStayedOnStore(page, origin, seen);
      expect(new URL(page.url()).pathname).toBe('/personal');
    });
  }
});
