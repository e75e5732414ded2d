import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
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

/** The count on the Cart tab (none when the cart is empty). */
export function cartBadge(page: Page) {
  return tabBar(page)
    .locator('.rv-tabbar-item', { has: page.getByTestId('tab-cart') })
    .locator('.rv-badge');
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

/*
 * Checkout helpers: a fresh user per test through the real API, funds through the sandbox
 * provider, orders and carts by API, and the phone's gestures. Both devices could share these
 * (see the pc helper's tests/support/checkout.ts); they stay here until that lands.
 */

export interface FreshUser {
  email: string;
  password: string;
  nickname: string;
  token: string;
  userInfo: Record<string, unknown>;
}

let userCounter = 0;

/** Registers a new user (`User/Register`): tests that change state never share an account. */
export async function registerUser(
  request: APIRequestContext,
  baseURL: string,
): Promise<FreshUser> {
  userCounter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid}${userCounter}`;
  const account = {
    email: `m-${stamp}@storefront.test`,
    password: 'checkout123',
    nickname: 'Phone Buyer',
  };
  const response = await request.post(`${baseURL}/api/User/Register`, { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  const { token, tokenExpiresAt: _expires, ...userInfo } = (await response.json()).data.userDetail;
  return { ...account, token, userInfo };
}

/** A POST to the API as `token` (or as the guest `guestId`); fails the test when refused. */
export async function apiAs<Data>(
  request: APIRequestContext,
  baseURL: string,
  who: { token?: string; guestId?: string },
  endpoint: string,
  body: object = {},
): Promise<Data> {
  const headers: Record<string, string> = {};
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (who.guestId) headers.guestId = who.guestId;
  const response = await request.post(`${baseURL}/api/${endpoint}`, { data: body, headers });
  expect(response.ok(), `${endpoint}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Data }).data;
}

export async function currencyIdOf(request: APIRequestContext, baseURL: string, code: string) {
  const init = await apiAs<{ currencySummary: { currencyList: { id: number; code: string }[] } }>(
    request,
    baseURL,
    {},
    'ShopHome/InitData',
  );
  const currency = init.currencySummary.currencyList.find((candidate) => candidate.code === code);
  if (!currency) throw new Error(`the store has no ${code}`);
  return currency.id;
}

/** Tops up the user's balance through the sandbox provider: a deposit, paid on its hosted page. */
export async function deposit(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  currencyId: number,
  amount: number,
): Promise<void> {
  const { redirectUrl } = await apiAs<{ redirectUrl: string }>(
    request,
    baseURL,
    { token },
    'User/Deposit',
    {
      currencyId,
      amount,
    },
  );
  const paid = await request.post(new URL(redirectUrl, baseURL).toString(), {
    form: { action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
}

/** Mobile Legends: a Games top-up with a valid account, and its first pack on sale. */
export const TOPUP_GAME = 'mobile-legends';
export const TOPUP_ACCOUNT = { userId: '12345678', zoneId: '1234' };

export async function firstPackId(request: APIRequestContext, baseURL: string): Promise<number> {
  const game = await apiAs<{ packs: { id: number; soldOut: boolean }[] }>(
    request,
    baseURL,
    {},
    'ShopGame/Detail',
    { name: TOPUP_GAME },
  );
  const pack = game.packs.find((candidate) => !candidate.soldOut);
  if (!pack) throw new Error(`${TOPUP_GAME} has no pack on sale`);
  return pack.id;
}

/** An unpaid order of one pack ("buy now" through the API) for the user or guest. */
export async function createOrder(
  request: APIRequestContext,
  baseURL: string,
  who: { token?: string; guestId?: string },
  currencyId?: number,
): Promise<string> {
  const packId = await firstPackId(request, baseURL);
  const order = await apiAs<{ orderNo: string }>(request, baseURL, who, 'OrderDeal/Add', {
    items: [{ packId, quantity: 1, account: TOPUP_ACCOUNT }],
    currencyId,
  });
  return order.orderNo;
}

/** The guest id the app got from `InitData` and keeps in the stored state. */
export async function storedGuestId(page: Page): Promise<string> {
  await page.locator('[data-mounted]').waitFor();
  const guestId = await page.waitForFunction(() =>
    JSON.parse(localStorage.getItem('storefront.user.guestId') ?? 'null'),
  );
  return (await guestId.jsonValue()) as string;
}

/** A finger pulling the page down from `selector` (react-vant's PullRefresh listens to touches). */
export async function pullDown(page: Page, selector: string, distance = 160): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
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
