import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { GameDetail, Pack } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import { guestChannelTotal, storeApi } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { holdAppCode, USER_AGENT, waitForHydration } from '../../support/frames';
import { htmlText } from '../../support/html';
import { watchConsoleProblems } from '../../support/quality';
import { SCREENSHOTS } from '../../support/stack';
import { cartBadge, chooseCurrency, requireMobileApp } from './helpers';

requireMobileApp();

const TOPUP_GAME = 'mobile-legends';
const VALID_ACCOUNT = { userId: '12345678', zoneId: '1234' };
const LINK_GAME = 'roblox';
const TOPUP_LINK = 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=4.99&item=400%20Robux';
const LOGIN_GAME = 'pubg-battlegrounds';

function gameDetail(request: APIRequestContext, name: string, currencyId?: number) {
  return storeApi(request).shopGame.detail({ name, currencyId });
}

async function rupiahId(request: APIRequestContext): Promise<number> {
  const init = await storeApi(request).shopHome.initData({});
  const rupiah = init.currencySummary.currencyList.find((currency) => currency.code === 'IDR');
  if (!rupiah) throw new Error('the store has no IDR');
  return rupiah.id;
}

/** The nickname the ID check gives `account` of the top-up game. */
async function nicknameOf(request: APIRequestContext, account: typeof VALID_ACCOUNT) {
  const checked = await storeApi(request).legacy.order.checkid({ gameName: TOPUP_GAME, account });
  return checked.nickname;
}

function firstPackOnSale(game: GameDetail): Pack {
  const pack = game.packs.find((candidate) => !candidate.soldOut);
  if (!pack) throw new Error(`${game.name} has no pack on sale`);
  return pack;
}

/** Marks the document, to prove later that a change happened without a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage === true);
}

/** Types the account into its fields, hydrated or not. */
async function typeAccount(page: Page, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    await page.getByTestId(`account-${key}`).fill(value);
  }
}

/** Types the account once the page has hydrated, so that the tap that follows reaches its handler. */
async function fillAccount(page: Page, values: Record<string, string>) {
  await waitForHydration(page);
  await typeAccount(page, values);
}

test('home -> category -> a game: the detail page opens by tapping through', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('category-links').getByRole('link').first().click();
  const card = page.getByTestId('game-card').first();
  await expect(card).toBeVisible();
  const title = (await card.getByTestId('game-title').textContent()) ?? '';
  await markDocument(page);
  await card.click();
  await expect(page.getByTestId('product-title')).toHaveText(title);
  await expect(page.getByTestId('step-account')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('the detail, cart and order pages hydrate without console errors or warnings', async ({
  page,
}) => {
  const messages = watchConsoleProblems(page);
  await page.goto(`/games/${TOPUP_GAME}`);
  await page.locator('[data-mounted]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.goto('/shopCart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.goto('/order');
  await expect(page.getByTestId('order-empty')).toBeVisible();
  expect(messages).toEqual([]);
});

test("a detail page's HTML holds the game title and its pack prices", async ({ request }) => {
  const game = await gameDetail(request, TOPUP_GAME);
  const response = await request.get(`/games/${TOPUP_GAME}`, {
    headers: { 'user-agent': USER_AGENT.mobile },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-device']).toBe('mobile');
  const html = await response.text();
  expect(html).toContain(htmlText(game.title));
  expect(html).toContain(formatMoney(firstPackOnSale(game).price, 'en'));
  expect(html).toContain('data-testid="pack-price"');
});

test('Games: "Check" shows the nickname, or the server\'s message for an invalid id', async ({
  page,
  request,
}) => {
  const nickname = await nicknameOf(request, VALID_ACCOUNT);
  const invalidAccount = { userId: '12', zoneId: '1234' };
  const refused = await request.post('/api/order/checkid', {
    data: { gameName: TOPUP_GAME, account: invalidAccount },
  });
  expect(refused.status()).toBe(422);
  const serverMessage = (await refused.json()).message as string;

  await page.goto(`/games/${TOPUP_GAME}`);
  await fillAccount(page, invalidAccount);
  await page.getByTestId('check-id').click();
  // The refusal names the User ID: it shows beside that field, not beside the button.
  await expect(page.locator('#account-userId-error')).toHaveText(serverMessage);
  await expect(page.getByTestId('account-userId')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('check-error')).toHaveCount(0);

  await fillAccount(page, VALID_ACCOUNT);
  await expect(page.locator('#account-userId-error')).toHaveCount(0);
  await page.getByTestId('check-id').click();
  await expect(page.getByTestId('nickname')).toContainText(nickname);
  // What the phone shows (the buy bar stays above the tab bar), at the account step, then the packs.
  await page.getByTestId('step-account').evaluate((step) => step.scrollIntoView());
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-product-games.png') });
  await page.getByTestId('step-pack').evaluate((step) => step.scrollIntoView());
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-product-games-packs.png') });
});

test('Games: what the customer types before the page has hydrated is kept and checked', async ({
  page,
  request,
}) => {
  const nickname = await nicknameOf(request, VALID_ACCOUNT);
  const code = await holdAppCode(page, 'mobile');
  await page.goto(`/games/${TOPUP_GAME}`, { waitUntil: 'commit' });
  await typeAccount(page, VALID_ACCOUNT);
  await code.release();
  await page.getByTestId('check-id').click();
  await expect(page.getByTestId('nickname')).toContainText(nickname);
  await expect(page.getByTestId('account-userId')).toHaveValue(VALID_ACCOUNT.userId);
});

test('Games: a "Check" refusal that names no field shows beside the button, with no notification', async ({
  page,
}) => {
  await page.goto(`/games/${TOPUP_GAME}`);
  await page.locator('[data-mounted]').waitFor();
  await page.route('**/api/order/checkid', (route) =>
    route.fulfill({ status: 503, json: { code: 503, message: 'The ID check is down' } }),
  );
  await fillAccount(page, VALID_ACCOUNT);
  await page.getByTestId('check-id').click();
  await expect(page.getByTestId('check-error')).toHaveText('The ID check is down');
  await expect(page.locator('#account-userId-error')).toHaveCount(0);
  // The notification would have opened with the failure; give it the time to show.
  await page.waitForTimeout(500);
  await expect(page.getByTestId('error-toast')).toHaveCount(0);
});

async function quoteLinkOnPage(page: Page) {
  await page.goto(`/links/${LINK_GAME}`);
  await page.getByTestId('account-topupLink').fill(TOPUP_LINK);
  await page.getByTestId('quote-link').click();
  await expect(page.getByTestId('link-quote')).toBeVisible();
}

test('Links: a pasted link is quoted, with the IDR discount when paying in rupiah', async ({
  page,
  request,
}) => {
  const quote = await storeApi(request).legacy.link.orderDiscountPrice({
    gameName: LINK_GAME,
    url: TOPUP_LINK,
  });
  const inRupiah = await storeApi(request).legacy.link.orderDiscountPrice({
    gameName: LINK_GAME,
    url: TOPUP_LINK,
    currencyId: await rupiahId(request),
  });
  await quoteLinkOnPage(page);
  // A Links game sells the link itself: no pack or quantity steps.
  await expect(page.getByTestId('step-pack')).toHaveCount(0);
  await expect(page.getByTestId('link-total')).toHaveText(formatMoney(quote.total, 'en'));
  await expect(page.getByTestId('total')).toHaveText(formatMoney(quote.total, 'en'));
  await expect(page.getByTestId('idr-discount')).toHaveCount(0);
  await page.getByTestId('step-account').evaluate((step) => step.scrollIntoView());
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-product-links.png') });

  await chooseCurrency(page, 'IDR');
  if (!inRupiah.idrDiscount) throw new Error('a rupiah quote of the link has no IDR discount');
  await expect(page.getByTestId('idr-discount')).toHaveText(
    `−${formatMoney(inRupiah.idrDiscount, 'en')}`,
  );
  await expect(page.getByTestId('total')).toHaveText(formatMoney(inRupiah.total, 'en'));
});

test('Links: "Add to cart" keeps the link in the cart, "Buy now" orders it', async ({ page }) => {
  await quoteLinkOnPage(page);
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('added-to-cart').getByRole('link').click();
  const link = page.getByTestId('cart-links').getByTestId('line-item');
  await expect(link).toHaveCount(1);
  await expect(link).toContainText('400 Robux');

  await quoteLinkOnPage(page);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/order\?orderNo=[A-Z]{2}\d{8}-[0-9A-Z]{6}$/);
  await expect(page.getByTestId('line-item')).toContainText('400 Robux');
});

test('Login: the credentials warning, and the password typed hidden', async ({ page }) => {
  await page.goto(`/login/${LOGIN_GAME}`);
  await expect(page.getByTestId('login-warning')).toContainText('wiped');
  await expect(page.locator('input[type="password"]')).toHaveCount(1);
  await page.getByTestId('step-account').evaluate((step) => step.scrollIntoView());
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-product-login.png') });
});

test('switching the currency re-prices the packs in place', async ({ page, request }) => {
  const inRupiah = await gameDetail(request, TOPUP_GAME, await rupiahId(request));
  await page.goto(`/games/${TOPUP_GAME}`);
  await page.locator('[data-mounted]').waitFor();
  await markDocument(page);
  await chooseCurrency(page, 'IDR');
  await expect(page.getByTestId('pack-price').first()).toHaveText(
    formatMoney(inRupiah.packs[0]?.price ?? firstPackOnSale(inRupiah).price, 'en'),
  );
  expect(await sameDocument(page)).toBe(true);
});

test('add to cart: the tab bar badge counts it and the cart lists it', async ({
  page,
  request,
}) => {
  const game = await gameDetail(request, TOPUP_GAME);
  const pack = firstPackOnSale(game);
  await page.goto(`/games/${TOPUP_GAME}`);
  // The visitor's guest id arrives with the stored state; the badge starts empty.
  await page.waitForLoadState('networkidle');
  await expect(cartBadge(page)).toHaveCount(0);
  await fillAccount(page, VALID_ACCOUNT);
  await page.locator(`[data-testid="pack"][data-pack="${pack.id}"]`).click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('added-to-cart')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  await page.getByTestId('added-to-cart').getByRole('link').click();
  await expect(page).toHaveURL(/\/shopCart$/);
  const line = page.getByTestId('cart-items').getByTestId('line-item');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(game.title);
  await expect(line).toContainText(pack.title);
  await expect(line).toContainText(`User ID${VALID_ACCOUNT.userId}`);
  await expect(page.getByTestId('cart-total')).toHaveText(formatMoney(pack.price, 'en'));
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-cart.png'), fullPage: true });
});

test('buying with something missing says what, beside the field and in the bar', async ({
  page,
}) => {
  await page.goto(`/games/${TOPUP_GAME}`);
  await page.waitForLoadState('networkidle');
  await page.getByTestId('buy-now').click();
  await expect(page.getByTestId('notice')).toHaveText('Check the account details above.');
  const userId = page.getByTestId('account-userId');
  await expect(userId).toHaveAttribute('aria-invalid', 'true');
  await expect(userId).toBeFocused();
  await expect(page.locator('#account-userId-error')).toHaveText('User ID is required');
  await expect(page).toHaveURL(new RegExp(`/games/${TOPUP_GAME}$`));

  await page.goto(`/links/${LINK_GAME}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('notice')).toHaveText(
    'Paste a valid top-up link and get its price first.',
  );
});

test('an empty cart says so and leads to the games', async ({ page }) => {
  await page.goto('/shopCart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('cart-empty').getByRole('link')).toHaveAttribute('href', '/games');
});

test('buy now: the order page shows the new order with its item', async ({ page, request }) => {
  const game = await gameDetail(request, TOPUP_GAME);
  const pack = firstPackOnSale(game);
  await page.goto(`/games/${TOPUP_GAME}`);
  await page.waitForLoadState('networkidle');
  await fillAccount(page, VALID_ACCOUNT);
  await page.locator(`[data-testid="pack"][data-pack="${pack.id}"]`).click();
  await page.getByRole('button', { name: 'One more' }).click();
  // The total is the pack's price through the channel picked with it (its fee included).
  await expect(page.getByTestId('total')).toHaveText(
    formatMoney(await guestChannelTotal(request, pack.id, 2), 'en'),
  );
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/order\?orderNo=[A-Z]{2}\d{8}-[0-9A-Z]{6}$/);
  const line = page.getByTestId('line-item');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(pack.title);
  await expect(line).toContainText('Qty 2');
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(page.getByTestId('pay-by')).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-order.png'), fullPage: true });
});

test('the order page without an order number leads to the cart', async ({ page }) => {
  await page.goto('/order');
  await expect(page.getByTestId('order-empty').getByRole('link')).toHaveAttribute(
    'href',
    '/shopCart',
  );
});

test('an unknown game is the 404 screen', async ({ page }) => {
  const response = await page.goto('/games/no-such-game');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-status="404"]')).toContainText('Page not found');
});
