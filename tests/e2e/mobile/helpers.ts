import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/** The shared pieces the app itself uses, from their build (the route table is the one truth). */
export {
  MOBILE_ROUTES,
  matchRoute,
  pageTitle,
  type RouteDef,
  routeTitle,
} from '@storefront/ui-shared';
export { BRAND_NAME } from '@storefront/ui-shared/tokens';

export const DEMO_USER = { email: 'demo@storefront.test', password: 'demo1234' } as const;

/** Every spec here needs the mobile app in the running store. */
export function requireMobileApp(): void {
  test.beforeEach(({ stack }) => {
    test.skip(!stack.has('mobile'), 'the mobile app is not built');
  });
}

/** Logs in through the real API and stores the session the way the app does (cookie + state). */
export async function logInAs(
  context: BrowserContext,
  baseURL: string,
  user: { email: string; password: string } = DEMO_USER,
): Promise<string> {
  const response = await context.request.post(`${baseURL}/api/User/Login`, { data: user });
  expect(response.ok()).toBe(true);
  const { userDetail } = (await response.json()).data;
  const { token, tokenExpiresAt: _expires, ...userInfo } = userDetail;
  await storeSession(context, baseURL, token, userInfo);
  return token;
}

/** A session as `@storefront/state` keeps it: the `token` cookie and the persisted user atoms. */
export async function storeSession(
  context: BrowserContext,
  baseURL: string,
  token: string,
  userInfo: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await context.addCookies([{ name: 'token', value: token, url: baseURL }]);
  await context.addInitScript(
    ([info, more]) => {
      if (sessionStorage.getItem('e2e-session-stored')) return;
      sessionStorage.setItem('e2e-session-stored', '1');
      localStorage.setItem('storefront.user.isLogin', 'true');
      localStorage.setItem('storefront.user.userInfo', JSON.stringify(info));
      for (const [key, value] of Object.entries(more))
        localStorage.setItem(key, JSON.stringify(value));
    },
    [userInfo, extra] as const,
  );
}

export function tabBar(page: Page) {
  return page.locator('.app-tabbar');
}

export function navTitle(page: Page) {
  return page.locator('.app-nav__title');
}

/** Picks the currency in the site-wide language and currency sheet of the nav bar, then closes it. */
export async function chooseCurrency(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: 'Language and currency' }).click();
  await page.getByRole('radio', { name: new RegExp(code) }).check();
  await page.getByRole('button', { name: 'Done' }).click();
}
