import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type BrowserContext,
  type Download,
  expect,
  type Page,
} from '@playwright/test';
import type { Order, Pack, UserInfo } from '@storefront/api-client/contract';
import { type Caller, storeApi } from './api';
import { signupCodeFor } from './mail';

/**
 * API helpers for the checkout specs of both devices: fresh users, sessions, carts, orders and
 * balances set up through the store's SDK (`storeApi`, through the gateway), and downloads read back.
 */

export type { Caller };

export interface TestUser {
  email: string;
  password: string;
  nickname: string;
  token: string;
  /** What `User/VerifySignup` answered, without the token and its expiry (what the apps store). */
  info: UserInfo;
}

let counter = 0;

/** A unique, valid e-mail address for a fresh user (the run, the worker and a counter). */
export function freshEmail(prefix = 'buyer'): string {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}-${unique}@storefront.test`;
}

/**
 * Signs a new user up with an empty wallet as a customer does: `User/Register`, the code from the
 * mail the store sent (the run's SMTP server), then `User/VerifySignup`, whose answer carries the
 * token.
 */
export async function registerUser(
  request: APIRequestContext,
  nickname = 'Test Buyer',
): Promise<TestUser> {
  const email = freshEmail();
  const password = 'secret-pass-1';
  const api = storeApi(request);
  const { signupToken } = await api.user.register({ email, password, nickname });
  const code = await signupCodeFor(email);
  const { userDetail } = await api.user.verifySignup({ email, code, signupToken });
  const { token, tokenExpiresAt: _expires, ...info } = userDetail;
  return { email, password, nickname, token, info };
}

/**
 * Puts `user`'s session into the browser the way `@storefront/state` keeps it: the `token` cookie
 * and the persisted user atoms (once per tab, so a later logout in the page sticks).
 */
export async function storeSession(
  context: BrowserContext,
  baseURL: string,
  user: Pick<TestUser, 'token' | 'info'>,
): Promise<void> {
  await context.addCookies([{ name: 'token', value: user.token, url: baseURL }]);
  await context.addInitScript((info) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    sessionStorage.setItem('e2e-session-stored', '1');
    localStorage.setItem('storefront.user.isLogin', 'true');
    localStorage.setItem('storefront.user.userInfo', JSON.stringify(info));
  }, user.info);
}

/** Revokes a token on the server (`User/Logout`): the browser's next call with it gets a 401. */
export async function revokeToken(request: APIRequestContext, token: string): Promise<void> {
  await storeApi(request, { caller: { token } }).user.logout();
}

/** The guest id the page's app stored (after `InitData`); waits until there is one. */
export async function guestIdOf(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() =>
    JSON.parse(localStorage.getItem('storefront.user.guestId') ?? 'null'),
  );
  return String(await handle.jsonValue());
}

/** A currency's id by code (`USD`, `IDR`, ...). */
export async function currencyId(request: APIRequestContext, code: string): Promise<number> {
  const { currencySummary } = await storeApi(request).shopHome.initData();
  const currency = currencySummary.currencyList.find((entry) => entry.code === code);
  if (!currency) throw new Error(`no currency ${code} in the demo data`);
  return currency.id;
}

/** A pack of a seeded game by title, priced in `currency` (the server's default when absent). */
export async function packOf(
  request: APIRequestContext,
  gameName: string,
  packTitle: string,
  currency?: number,
): Promise<Pack> {
  const game = await storeApi(request).shopGame.detail({ name: gameName, currencyId: currency });
  const pack = game.packs.find((entry) => entry.title === packTitle);
  if (!pack) throw new Error(`${gameName} has no pack "${packTitle}"`);
  return pack;
}

/** The seeded top-up game every checkout spec buys, with an account its check accepts. */
export const TOP_UP = {
  game: 'mobile-legends',
  title: 'Mobile Legends: Bang Bang',
  pack: '86 Diamonds',
  account: { userId: '12345678', zoneId: '1234' },
} as const;

/**
 * A seeded top-up game whose account has a choice: the order shows the game's labels ("UID",
 * "Server", "America"), never the stored values (`userId`, `os_usa`).
 */
export const TOP_UP_WITH_SERVER = {
  game: 'genshin-impact',
  title: 'Genshin Impact',
  pack: '60 Genesis Crystals',
  account: { userId: '812345678', server: 'os_usa' },
  labels: ['UID', '812345678', 'Server', 'America'],
  rawValues: ['userId', 'os_usa'],
} as const;

/** A top-up link the seeded Links game accepts. */
export const TOP_UP_LINK = {
  game: 'roblox',
  url: 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=4.99&item=400%20Robux',
  title: '400 Robux',
} as const;

/** A seeded voucher game: its code shows in the order once the order completes. */
export const VOUCHER = {
  game: 'google-play-gift-card',
  title: 'Google Play Gift Card',
  pack: 'Rp 20.000 Voucher',
  account: {},
} as const;

interface CartLine {
  game: string;
  pack: string;
  account: Readonly<Record<string, string>>;
}

/** Adds `quantity` of a seeded pack (the Mobile Legends one by default) to `caller`'s cart. */
export async function addToCart(
  request: APIRequestContext,
  caller: Caller,
  { line = TOP_UP, quantity = 1 }: { line?: CartLine; quantity?: number } = {},
): Promise<number> {
  const { id: packId } = await packOf(request, line.game, line.pack);
  const { item } = await storeApi(request, { caller }).shopCart.add({
    packId,
    quantity,
    account: line.account,
  });
  return item.id;
}

/**
 * Saves a Roblox top-up link for `caller` (`link/add`); its id. Saving the same link again keeps
 * one, so a different `checkout` code saves another.
 */
export async function saveTopUpLink(
  request: APIRequestContext,
  caller: Caller,
  checkout = 'RBX7F3K92',
): Promise<number> {
  const saved = await storeApi(request, { caller }).legacy.link.add({
    gameName: TOP_UP_LINK.game,
    url: TOP_UP_LINK.url.replace('RBX7F3K92', checkout),
  });
  return saved.id;
}

/** An unpaid order of the Mobile Legends pack for `caller` (`OrderDeal/Add`, buy now). */
export async function createTopUpOrder(
  request: APIRequestContext,
  caller: Caller,
  { pack = TOP_UP.pack, currency }: { pack?: string; currency?: number } = {},
): Promise<Order> {
  const { id: packId } = await packOf(request, TOP_UP.game, pack);
  return storeApi(request, { caller }).orderDeal.add({
    items: [{ packId, quantity: 1, account: TOP_UP.account }],
    currencyId: currency,
  });
}

/** The order as the API has it now (`OrderDeal/Detail`). */
export function orderOf(
  request: APIRequestContext,
  caller: Caller,
  orderNo: string,
): Promise<Order> {
  return storeApi(request, { caller }).orderDeal.detail({ orderNo });
}

/**
 * Credits `amount` minor units of `currency` to the user's balance the way a customer would: a
 * `User/Deposit` confirmed on the sandbox provider's page.
 */
export async function fundBalance(
  request: APIRequestContext,
  token: string,
  currency: number,
  amount: number,
): Promise<void> {
  const { redirectUrl } = await storeApi(request, { caller: { token } }).user.deposit({
    currencyId: currency,
    amount,
  });
  const confirmed = await request.post(redirectUrl, { form: { action: 'pay' }, maxRedirects: 0 });
  expect(confirmed.status(), await confirmed.text()).toBe(303);
}

/** The text of a file the page downloaded. */
export async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

/** A CSV's lines, without the trailing empty one. */
export function csvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
}

/** The header the balance-history CSV starts with (server file and rows on screen alike). */
export const BALANCE_CSV_HEADER = 'date,type,currency,amount,balance_after,order_no,remark';

/** A fresh user with `amount` minor units of `code` in their balance, and that currency's id. */
export async function fundedUser(
  request: APIRequestContext,
  code: string,
  amount: number,
  nickname?: string,
): Promise<{ user: TestUser; currency: number }> {
  const user = await registerUser(request, nickname);
  const currency = await currencyId(request, code);
  await fundBalance(request, user.token, currency, amount);
  return { user, currency };
}
