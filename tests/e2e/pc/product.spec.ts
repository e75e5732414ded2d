import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Money } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import { guestChannelTotal, storeApi } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { holdAppCode, USER_AGENT } from '../../support/frames';
import { watchHydration } from '../../support/quality';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

const money = (amount: Money) => formatMoney(amount, 'en');

const TOP_UP_GAME = 'mobile-legends';
const VALID_ACCOUNT = { userId: '12345678', zoneId: '1234' };
const LINK_GAME = 'roblox';
const LINK = 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=4.99&item=400%20Robux';
const LOGIN_GAME = 'mobile-legends-adventure';

/** Types a valid Mobile Legends account into step 1. */
async function fillAccount(page: Page) {
  await page.getByLabel('User ID').fill(VALID_ACCOUNT.userId);
  await page.getByLabel('Zone ID').fill(VALID_ACCOUNT.zoneId);
}

/** The nickname the ID check gives the valid account of the top-up game. */
async function nicknameOf(request: APIRequestContext): Promise<string> {
  const checked = await storeApi(request).legacy.order.checkid({
    gameName: TOP_UP_GAME,
    account: VALID_ACCOUNT,
  });
  return checked.nickname;
}

/** The header cart link, whose accessible name carries the count: "Cart (2)". */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart \(/ });

test.describe('pc product page', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('home -> category -> game detail by clicking, hydrated without a mismatch', async ({
    page,
    request,
  }) => {
    const hydrationErrors = watchHydration(page);
    const { gameCateList } = await storeApi(request).shopHome.initData();
    const category = gameCateList[0];
    if (!category) throw new Error('the demo data has no category');
    await openPage(page, '/');
    await page
      .getByRole('navigation', { name: 'Shop by category' })
      .getByRole('link', { name: category.title })
      .click();
    await expect(page).toHaveURL(`/${category.name}`);
    const card = page.getByTestId('game-card').first();
    const name = await card.getAttribute('data-game');
    if (!name) throw new Error('the category lists no game');
    const game = await storeApi(request).shopGame.detail({
      name,
    });
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/${name}$`));
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await expect(page.getByTestId('pack')).toHaveCount(game.packs.length);
    expect(hydrationErrors).toEqual([]);
  });

  test('the server renders the game with its packs and prices (view-source)', async ({
    request,
  }) => {
    const game = await storeApi(request).shopGame.detail({
      name: TOP_UP_GAME,
    });
    const pack = game.packs[0];
    if (!pack) throw new Error('no pack');
    const response = await request.get(`/games/${TOP_UP_GAME}`, {
      headers: { 'User-Agent': USER_AGENT.pc },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${game.title}</h1>`);
    expect(html).toContain(money(pack.price));
    expect(html).toContain(pack.title);
  });

  test('Check shows the nickname of a valid id and the server message for an invalid one', async ({
    page,
    request,
  }) => {
    const nickname = await nicknameOf(request);
    await openPage(page, `/games/${TOP_UP_GAME}`);
    await page.getByLabel('User ID').fill('12');
    await page.getByLabel('Zone ID').fill(VALID_ACCOUNT.zoneId);
    await page.getByRole('button', { name: 'Check' }).click();
    const userIdField = page.locator('[data-field="userId"]');
    await expect(userIdField.getByRole('alert')).toHaveText('User ID is not valid');
    await expect(page.getByLabel('User ID')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('User ID').fill(VALID_ACCOUNT.userId);
    await expect(userIdField.getByRole('alert')).toBeHidden();
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('[data-nickname]')).toHaveText(`Nickname: ${nickname}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-product-games.png'), fullPage: true });
  });

  test('what the customer types before the page has hydrated is kept and checked', async ({
    page,
    request,
  }) => {
    const nickname = await nicknameOf(request);
    const code = await holdAppCode(page, 'pc');
    await page.goto(`/games/${TOP_UP_GAME}`, { waitUntil: 'commit' });
    await fillAccount(page);
    await code.release();
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('[data-nickname]')).toHaveText(`Nickname: ${nickname}`);
    await expect(page.getByLabel('User ID')).toHaveValue(VALID_ACCOUNT.userId);
  });

  test('a Check refusal that names no field shows beside the button, with no error toast', async ({
    page,
  }) => {
    await openPage(page, `/games/${TOP_UP_GAME}`);
    await page.route('**/api/order/checkid', (route) =>
      route.fulfill({ status: 503, json: { code: 503, message: 'The ID check is down' } }),
    );
    await fillAccount(page);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('check-result').getByRole('alert')).toHaveText(
      'The ID check is down',
    );
    await expect(page.locator('[data-field="userId"]').getByRole('alert')).toHaveCount(0);
    // A toast would have opened with the failure; give it the time to show.
    await page.waitForTimeout(500);
    await expect(page.getByTestId('error-toast')).toHaveCount(0);
  });

  test('loaded directly it hydrates cleanly; the pack tiles are a keyboard radio group', async ({
    page,
    request,
  }) => {
    const game = await storeApi(request).shopGame.detail({
      name: TOP_UP_GAME,
    });
    const [first, second] = game.packs;
    if (!first || !second) throw new Error('fewer than two packs');
    const hydrationErrors = watchHydration(page);
    await openPage(page, `/games/${TOP_UP_GAME}`);
    expect(hydrationErrors).toEqual([]);
    const firstRadio = page.getByRole('radio', { name: first.title, exact: false }).first();
    await expect(firstRadio).toBeChecked();
    await firstRadio.focus();
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('radio', { name: second.title, exact: false }).first(),
    ).toBeChecked();
    // The total is the pack's price through the channel picked with it (its fee included).
    await expect(page.locator('[data-total]')).toHaveText(
      money(await guestChannelTotal(request, second.id, 1)),
    );
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(page.locator('[data-total]')).toHaveText(
      money(await guestChannelTotal(request, second.id, 2)),
    );
    for (const pack of game.packs.filter((entry) => entry.soldOut || entry.stock === 0)) {
      await expect(page.locator(`[data-pack="${pack.id}"] input`)).toBeDisabled();
    }
  });

  test('switching the currency re-prices the packs without reloading the page', async ({
    page,
    request,
  }) => {
    const { currencySummary } = await storeApi(request).shopHome.initData();
    const other = currencySummary.currencyList.find(
      (currency) => currency.id !== currencySummary.currencyActive.id,
    );
    if (!other) throw new Error('the demo data has a single currency');
    const repriced = await storeApi(request).shopGame.detail({
      name: TOP_UP_GAME,
      currencyId: other.id,
    });
    await openPage(page, `/games/${TOP_UP_GAME}`);
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    });
    await page.getByLabel('Currency').selectOption(String(other.id));
    for (const pack of repriced.packs) {
      await expect(page.locator(`[data-pack="${pack.id}"] [data-price]`)).toHaveText(
        money(pack.price),
      );
    }
    expect(documents).toEqual([]);
  });

  test('a game that cannot be loaded says so and loads again on retry', async ({
    page,
    request,
  }) => {
    const { currencySummary } = await storeApi(request).shopHome.initData();
    const other = currencySummary.currencyList.find(
      (currency) => currency.id !== currencySummary.currencyActive.id,
    );
    if (!other) throw new Error('the demo data has a single currency');
    await openPage(page, `/games/${TOP_UP_GAME}`);
    await page.route('**/api/ShopGame/Detail', (route) =>
      route.fulfill({ status: 503, json: { code: 503, message: 'down for a moment' } }),
    );
    await page.getByLabel('Currency').selectOption(String(other.id));
    const problem = page.getByRole('alert').filter({ hasText: 'This game could not be loaded' });
    await expect(problem).toBeVisible();
    await page.unroute('**/api/ShopGame/Detail');
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(problem).toBeHidden();
    await expect(page.getByTestId('pack').first()).toBeVisible();
  });

  test('add to cart: the badge counts it and the cart lists it (screenshot)', async ({
    page,
    request,
  }) => {
    const game = await storeApi(request).shopGame.detail({
      name: TOP_UP_GAME,
    });
    const pack = game.packs[0];
    if (!pack) throw new Error('no pack');
    await openPage(page, `/games/${TOP_UP_GAME}`);
    await expect(cartLink(page)).toHaveAccessibleName('Cart (0)');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // Nothing is sent without the account: the first missing field says so and has the focus.
    await expect(page.locator('[data-field="userId"]').getByRole('alert')).toHaveText(
      'User ID is required',
    );
    await expect(page.getByLabel('User ID')).toBeFocused();
    await fillAccount(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart (1)');

    await page.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL('/shopCart');
    const line = page.locator('[data-cart-item]');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(game.title);
    await expect(line).toContainText(pack.title);
    await expect(line).toContainText(VALID_ACCOUNT.userId);
    await expect(line.locator('[data-price]')).toHaveText(money(pack.price));
    await expect(page.locator('[data-total]')).toHaveText(money(pack.price));
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-cart.png'), fullPage: true });
  });

  test('an empty cart offers a way forward', async ({ page }) => {
    await openPage(page, '/shopCart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse games' })).toHaveAttribute(
      'href',
      '/games',
    );
  });

  test('buy now creates the order and opens it (screenshot)', async ({ page, request }) => {
    const game = await storeApi(request).shopGame.detail({
      name: TOP_UP_GAME,
    });
    const pack = game.packs[1];
    if (!pack) throw new Error('fewer than two packs');
    await openPage(page, `/games/${TOP_UP_GAME}`);
    await fillAccount(page);
    await page.locator(`[data-pack="${pack.id}"]`).click();
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/order\?orderNo=[A-Z]{2}\d{8}-[0-9A-Z]{6}$/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNo}`);
    const item = page.locator('[data-order-item]');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(game.title);
    await expect(item).toContainText(pack.title);
    await expect(item).toContainText(`2 × ${money(pack.price)}`);
    await expect(page.locator('[data-status]')).toHaveText('Awaiting payment');
    await expect(page.getByText(/^Pay by /)).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-order.png'), fullPage: true });
  });

  test('the order page without an order number links to the cart', async ({ page }) => {
    await openPage(page, '/order');
    await expect(page.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute(
      'href',
      '/shopCart',
    );
  });

  test('a Links game quotes a pasted link, in IDR with its discount, and keeps it in the cart', async ({
    page,
    request,
  }) => {
    const { currencySummary } = await storeApi(request).shopHome.initData();
    const rupiah = currencySummary.currencyList.find((currency) => currency.code === 'IDR');
    if (!rupiah) throw new Error('the demo data has no IDR');
    const quote = await storeApi(request).legacy.link.orderDiscountPrice({
      gameName: LINK_GAME,
      url: LINK,
    });
    const rupiahQuote = await storeApi(request).legacy.link.orderDiscountPrice({
      gameName: LINK_GAME,
      url: LINK,
      currencyId: rupiah.id,
    });
    await openPage(page, `/links/${LINK_GAME}`);
    const linkInput = page.getByRole('textbox', { name: 'Top-up link' });
    await linkInput.fill('https://pay.example.com/roblox/checkout/RBX7F3K92');
    await page.getByRole('button', { name: 'Get price' }).click();
    await expect(page.locator('[data-field="topupLink"]').getByRole('alert')).toContainText(
      'no amount',
    );

    await linkInput.fill(LINK);
    await page.getByRole('button', { name: 'Get price' }).click();
    await expect(page.locator('[data-quote] [data-price]')).toHaveText(money(quote.total));
    await expect(page.locator('[data-total]')).toHaveText(money(quote.total));
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-product-links.png'), fullPage: true });

    await page.getByLabel('Currency').selectOption(String(rupiah.id));
    await expect(page.locator('[data-quote] [data-price]')).toHaveText(money(rupiahQuote.total));
    if (rupiahQuote.idrDiscount) {
      await expect(page.locator('[data-idr-discount]')).toContainText(
        money(rupiahQuote.idrDiscount),
      );
    }

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to cart' }).click();
    const saved = page.locator('[data-link]');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('400 Robux');
    await expect(saved.locator('[data-price]')).toHaveText(money(rupiahQuote.total));
  });

  test('buy now on a Links game orders the link', async ({ page, request }) => {
    const quote = await storeApi(request).legacy.link.orderDiscountPrice({
      gameName: LINK_GAME,
      url: `${LINK}&buy=now`,
    });
    await openPage(page, `/links/${LINK_GAME}`);
    await page.getByRole('textbox', { name: 'Top-up link' }).fill(`${LINK}&buy=now`);
    await page.getByRole('button', { name: 'Get price' }).click();
    await expect(page.locator('[data-total]')).toHaveText(money(quote.total));
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/order\?orderNo=/);
    const item = page.locator('[data-order-item]');
    await expect(item).toContainText('400 Robux');
    await expect(item.locator('[data-price]')).toHaveText(money(quote.total));
  });

  test('a Login game warns about the credentials and masks the password (screenshot)', async ({
    page,
  }) => {
    await openPage(page, `/login/${LOGIN_GAME}`);
    await expect(page.getByRole('alert').filter({ hasText: 'used once' })).toContainText(
      'wiped as soon as the order is done',
    );
    const password = page.locator('[data-field="password"] input');
    await expect(password).toHaveAttribute('type', 'password');
    await password.fill('hunter22');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Check' })).toHaveCount(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-product-login.png'), fullPage: true });
  });

  test('an unknown game is the 404 screen', async ({ page }) => {
    const response = await page.goto('/games/no-such-game');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a game under another type moves to its own address', async ({ page, request }) => {
    const wrongType = await request.get(`/links/${TOP_UP_GAME}`, { maxRedirects: 0 });
    expect(wrongType.status()).toBe(301);
    expect(wrongType.headers().location).toBe(`/games/${TOP_UP_GAME}`);
    await page.goto(`/pc/products/login/${TOP_UP_GAME}`);
    await expect(page).toHaveURL(new RegExp(`/games/${TOP_UP_GAME}$`));
  });
});
