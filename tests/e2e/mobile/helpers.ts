import type { BrowserContext, Locator, Page } from '@playwright/test';
import { storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { waitForHydration } from '../../support/frames';
import { signupCodeFor } from '../../support/mail';

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
    stack.requireApp('mobile');
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
  const { token, tokenExpiresAt: _expires, ...info } = userDetail;
  await storeSession(context, baseURL, { token, info });
  return token;
}

/** The bottom tab bar (a navigation landmark named "Tabs"). */
export function tabBar(page: Page) {
  return page.getByRole('navigation', { name: 'Tabs' });
}

/** The count on the Cart tab (none when the cart is empty). */
export function cartBadge(page: Page) {
  return tabBar(page).getByTestId('cart-badge');
}

/** The nav bar's title: the page's only level-1 heading. */
export function navTitle(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** Picks the currency in the site-wide language and currency sheet of the nav bar, then closes it. */
export async function chooseCurrency(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: 'Language and currency' }).click();
  await page.getByRole('radio', { name: new RegExp(code) }).check();
  await page.getByRole('button', { name: 'Done' }).click();
}

/** A finger pulling the page down from `from` (react-vant's PullRefresh listens to touches). */
export async function pullDown(page: Page, from: Locator, distance = 160): Promise<void> {
  const box = await from.boundingBox();
  if (!box) throw new Error(`${from} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + 10;
  const session = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
    session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }],
    });
  await touch('touchStart', 0);
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', (distance * step) / 8);
  await touch('touchEnd', distance);
  await session.detach();
}

/** Switches the login page to "Create account", once the page has hydrated. */
export async function chooseCreateAccount(page: Page): Promise<void> {
  await waitForHydration(page);
  const tab = page.getByRole('tab', { name: 'Create account' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Who signs up on `/loginPage`. */
export interface NewAccount {
  email: string;
  nickname: string;
  password: string;
}

/**
 * Fills "Create account" on `/loginPage` (already chosen) and sends it; resolves to the code step
 * ("We sent a 6-digit code to <email>"), which shows alike for a new and a known email.
 */
export async function sendSignupDetails(page: Page, account: NewAccount): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Nickname').fill(account.nickname);
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  const step = page.getByTestId('signup-code-step');
  await expect(step).toContainText(`We sent a 6-digit code to ${account.email.toLowerCase()}`);
  return step;
}

/** Signs up on `/loginPage` as a visitor does: the details, then the code from the mail. */
export async function signUpOnLoginPage(page: Page, account: NewAccount): Promise<void> {
  await chooseCreateAccount(page);
  const step = await sendSignupDetails(page, account);
  await step.getByLabel('Code').fill(await signupCodeFor(account.email));
  await step.getByRole('button', { name: 'Confirm and log in' }).click();
}
