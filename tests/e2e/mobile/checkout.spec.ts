import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { storeApi } from '../../support/api';
import {
  createTopUpOrder,
  fundedUser,
  registerUser,
  storeSession,
  TOP_UP,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { cartBadge, navTitle, requireMobileApp, tabBar } from './helpers';

requireMobileApp();

const ORDER_URL = /\/order\?orderNo=[A-Z]{2}\d{8}-[0-9A-Z]{6}/;

/** The product page's steps: the account, the first pack on sale. */
async function choosePack(page: Page) {
  await page.goto(`/games/${TOP_UP.game}`);
  for (const [key, value] of Object.entries(TOP_UP.account)) {
    await page.getByTestId(`account-${key}`).fill(value);
  }
  await page.locator('[data-testid="pack"]:not([data-sold-out])').first().click();
}

/** A guest's order for that pack, on its way to the sandbox provider's page. */
async function openProviderPage(page: Page) {
  await choosePack(page);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(ORDER_URL);
  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
}

function shot(page: Page, name: string) {
  return page.screenshot({
    path: join(SCREENSHOTS, `mobile-checkout-${name}.png`),
    fullPage: true,
  });
}

test('a guest buys a Games pack with the sandbox provider and sees it completed', async ({
  page,
}) => {
  await choosePack(page);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(ORDER_URL);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') as string;

  // A guest pays through the provider's channels only.
  await expect(page.getByTestId('channel-ewallet').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('pay-balance-USD')).toHaveCount(0);
  await expect(tabBar(page)).toHaveCount(0);
  const total = (await page.getByTestId('order-total').textContent()) ?? '';
  await expect(page.getByTestId('pay')).toHaveText(`Pay ${total}`);
  await shot(page, 'order-guest');

  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  // The provider's page formats money like the store does.
  await expect(page.getByTestId('amount')).toHaveText(total);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(new RegExp(`/order\\?orderNo=${orderNo}&paymentNo=.+&status=paid`));
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('order-outcome')).toContainText('Your top-up is delivered');
  await expect(page.getByTestId('pay-step')).toHaveCount(0);
  await expect(page.getByTestId('payment-method')).toHaveText('Online payment');
  await shot(page, 'order-completed');
});

test('the provider page fits phones from 320 px up to a 1440 px desktop, Cancel in view', async ({
  page,
}) => {
  await openProviderPage(page);
  for (const width of [320, 390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    // Against the viewport set, not innerWidth: a phone widens its layout viewport to fit overflow.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(width);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: /^Pay / })).toBeInViewport({ ratio: 1 });
    if (width !== 320) await shot(page, `provider-page-${width}`);
  }
});

test('a guest who cancels on the provider page comes back to an order that can still be paid', async ({
  page,
}) => {
  await openProviderPage(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByTestId('provider-cancelled')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(page.getByTestId('pay')).toBeEnabled();

  // Cancelling the order asks first.
  await page.getByTestId('cancel-order').click();
  await page
    .getByRole('alertdialog', { name: 'Cancel order' })
    .getByRole('button', { name: 'Keep it' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await page.getByTestId('cancel-order').click();
  await page
    .getByRole('alertdialog', { name: 'Cancel order' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('pay-step')).toHaveCount(0);
});

test('log in merges the guest cart; pay from balance; the balance history shows it; CSV exports', async ({
  page,
  request,
}) => {
  const { user } = await fundedUser(request, 'USD', 5000);

  // As a guest: one pack in the cart.
  await choosePack(page);
  await page.getByTestId('add-to-cart').click();
  await expect(cartBadge(page)).toHaveText('1');

  // The cart offers the login that pays from a balance; back in the cart, the line is the user's.
  await tabBar(page).getByRole('link', { name: 'Cart' }).click();
  await page.getByTestId('cart-login-hint').getByRole('link').click();
  await expect(page).toHaveURL(/\/loginPage\?redirect=%2FshopCart$/);
  await page.getByPlaceholder('you@example.com').fill(user.email);
  await page.getByPlaceholder('Your password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/shopCart$/);
  await expect(page.getByTestId('cart-login-hint')).toHaveCount(0);
  await expect(cartBadge(page)).toHaveText('1');
  const line = page.getByTestId('cart-items').getByTestId('line-item');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('User ID');
  await shot(page, 'cart');
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(ORDER_URL);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') as string;
  await expect(cartBadge(page)).toHaveCount(0);

  // The USD balance covers it and is chosen; paying shows progress, then the order completes.
  const usdChoice = page.getByTestId('pay-balance-USD');
  await expect(usdChoice).toContainText('Covers this order');
  await expect(usdChoice.getByRole('radio')).toBeChecked();
  await shot(page, 'order-user');
  const paid = Number(
    ((await page.getByTestId('order-total').textContent()) ?? '').replace(/\D/g, ''),
  );
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('payment-method')).toHaveText('Balance');

  // The wallet: the new payment on top, then both exports read back.
  await page.goto('/user');
  await expect(page.getByTestId('user-panel')).toContainText(user.nickname);
  await expect(page.getByTestId('balance-USD')).toContainText(
    `$${((5000 - paid) / 100).toFixed(2)}`,
  );
  await shot(page, 'user');
  await page
    .getByTestId('user-panel')
    .getByRole('link', { name: /^Balance history/ })
    .click();
  await expect(navTitle(page)).toHaveText('Balance history');
  const entry = page.getByTestId('balance-entry').first();
  await expect(entry).toContainText('Payment');
  await expect(entry.getByTestId('balance-entry-order')).toHaveText(orderNo);
  await shot(page, 'wallet');

  for (const button of ['export-file', 'export-rows']) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(button).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header, button).toBe('date,type,currency,amount,balance_after,order_no,remark');
    expect(
      rows.find((row) => row.includes(orderNo)),
      button,
    ).toMatch(/,Payment,USD,-/);
    expect(rows, button).toHaveLength(2);
  }
});

test('a balance that does not cover the order is not offered; a channel is picked', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { user, currency: usd } = await fundedUser(request, 'USD', 50);
  const orderNo = (await createTopUpOrder(request, { token: user.token }, { currency: usd }))
    .orderNo;
  await storeSession(context, baseURL as string, user);

  await page.goto(`/order?orderNo=${orderNo}`);
  await expect(page.getByTestId('channel-ewallet').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('pay-balance-USD')).toHaveCount(0);
  await expect(page.getByTestId('pay-balance-IDR')).toHaveCount(0);
  await shot(page, 'order-insufficient');
});

test('a token that expires mid-flow: the next call logs out and opens /loginPage', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await registerUser(request);
  const orderNo = (await createTopUpOrder(request, { token: user.token })).orderNo;
  await storeSession(context, baseURL as string, user);
  await page.goto(`/order?orderNo=${orderNo}`);
  await expect(page.getByTestId('pay-step')).toBeVisible();
  // The page's own reads (the session check among them) are done before the token dies.
  await page.waitForLoadState('networkidle');

  // The session ends on the server (as after 2 hours); the page still thinks it is logged in.
  await storeApi(request, { caller: { token: user.token } }).user.logout();
  await page.getByTestId('pay').click();

  await expect(page).toHaveURL(/\/loginPage$/);
  await expect(page.getByTestId('error-toast')).toHaveText(
    'Login status expired, please log in again',
  );
  await expect(tabBar(page)).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
});

test('a reload while paying resumes the same attempt: one payment, then completed', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { user, currency: usd } = await fundedUser(request, 'USD', 1000);
  const orderNo = (await createTopUpOrder(request, { token: user.token }, { currency: usd }))
    .orderNo;
  await storeSession(context, baseURL as string, user);

  // The first pay call never gets an answer (a slow provider); the reload drops it.
  const keys: string[] = [];
  await page.route('**/api/OrderDeal/Pay', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) await route.continue();
  });
  await page.goto(`/order?orderNo=${orderNo}`);
  await expect(page.getByTestId('pay-balance-USD').getByRole('radio')).toBeChecked();
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('pay-progress')).toBeVisible();
  await expect(page.getByTestId('pay')).toBeDisabled();
  await shot(page, 'order-paying');

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const log = await storeApi(request, { caller: { token: user.token } }).user.balanceLog({
    type: 'payment',
  });
  expect(log.list).toHaveLength(1);
});
