import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { storeApi } from '../../support/api';
import {
  addToCart,
  BALANCE_CSV_HEADER,
  createTopUpOrder,
  csvLines,
  currencyId,
  downloadedText,
  fundedUser,
  guestIdOf,
  orderOf,
  packOf,
  registerUser,
  revokeToken,
  storeSession,
  TOP_UP,
  VOUCHER,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { openPage, settledDialog } from './pc-support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `pc-checkout-${name}.png`), fullPage: true });

const cartLines = (page: Page) => page.locator('[data-cart-items] [data-cart-item]');
const orderStatus = (page: Page) => page.getByTestId('order-status').locator('[data-status]');
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

/** Logs in through the open dialog's "Log in" tab. */
async function logInThroughDialog(page: Page, email: string, password: string) {
  const dialog = await settledDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** "Checkout" in the cart; resolves to the order number of the order page it opens. */
async function checkout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/order\?orderNo=/);
  return new URL(page.url()).searchParams.get('orderNo') ?? '';
}

test.describe('pc checkout', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a guest buys a pack with the sandbox provider and sees it complete', async ({
    page,
    request,
  }) => {
    await openPage(page, '/shopCart');
    const guestId = await guestIdOf(page);
    await addToCart(request, { guestId }, { quantity: 2 });
    await page.reload();
    await expect(cartLines(page)).toHaveCount(1);
    const line = cartLines(page).first();
    await expect(line).toContainText(TOP_UP.title);
    await expect(line).toContainText(TOP_UP.pack);
    await expect(line).toContainText('User ID');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1)' })).toBeVisible();

    // One more with the stepper: the line's subtotal and the selection total follow.
    const total = page.getByTestId('cart-total');
    const before = await total.textContent();
    await line.getByRole('spinbutton').fill('3');
    await line.getByRole('spinbutton').press('Enter');
    await expect(total).not.toHaveText(before ?? '');
    await expect(line.getByRole('spinbutton')).toHaveValue('3');
    await shot(page, 'cart-guest');

    const orderNo = await checkout(page);
    await expect(page.locator('[data-order-items] [data-order-item]')).toContainText(TOP_UP.pack);
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'unpaid');
    // A guest pays through the provider's channels (in dollars: e-wallet and virtual account), never a balance.
    const payStep = page.locator('[data-pay-step]');
    await expect(payStep.getByRole('radio')).toHaveCount(2);
    await expect(payStep.locator('[data-currency]')).toHaveCount(0);
    await expect(payStep.getByText('Log in to pay from your balance.')).toBeVisible();
    await shot(page, 'order-guest');

    await payStep.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await shot(page, 'sandbox');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(
      new RegExp(`/order\\?orderNo=${orderNo}&paymentNo=.+&status=paid`),
    );
    // The status follows by itself: paid, processing, then completed with no reload.
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'completed', {
      timeout: 20_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Done!' })).toBeVisible();
    await expect(page.getByTestId('order-progress')).toBeVisible();
    // "Keep shopping" is a real button, not text that happens to be a link.
    const keepShopping = page.getByRole('link', { name: 'Keep shopping' });
    await expect(keepShopping).toHaveClass(/\bant-btn\b/);
    await expect(keepShopping).toHaveAttribute('href', '/games');
    await shot(page, 'order-completed');
    const order = await orderOf(request, { guestId }, orderNo);
    expect(order.status).toBe('completed');
    // The bought lines left the cart.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (0)' })).toBeVisible();
  });

  test('the selection decides the total and what "Remove selected" removes, after a confirmation', async ({
    page,
    request,
  }) => {
    await openPage(page, '/shopCart');
    const guestId = await guestIdOf(page);
    await addToCart(request, { guestId });
    await addToCart(request, { guestId }, { line: VOUCHER });
    await page.reload();
    await expect(cartLines(page)).toHaveCount(2);
    const total = page.getByTestId('cart-total');
    await expect(total).toHaveText('$2.78');
    await expect(page.getByText('Total for 2 item(s)')).toBeVisible();

    await page.getByRole('checkbox', { name: /^Select Mobile Legends/ }).uncheck();
    await expect(total).toHaveText('$1.29');
    // With part of the cart ticked, "Select all" ticks everything; once more unticks it all.
    const selectAll = page.getByRole('checkbox', { name: 'Select all' });
    await selectAll.check();
    await expect(total).toHaveText('$2.78');
    await selectAll.uncheck();
    await expect(total).toHaveText('—');
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await expect(page.getByText('Select the items to buy.')).toBeVisible();
    await page.getByRole('checkbox', { name: /^Select Google Play/ }).check();

    await page.getByRole('button', { name: 'Remove selected' }).click();
    // The confirmation opens in antd's popover (role tooltip).
    const confirm = page
      .getByRole('tooltip')
      .filter({ hasText: 'Remove 1 item(s) from your cart?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep' }).click();
    await expect(cartLines(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove selected' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first()).toContainText(TOP_UP.title);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  });

  test('a Razer Gold line shows its Razer total and stays out of the selection', async ({
    page,
    request,
  }) => {
    await openPage(page, '/shopCart');
    const guestId = await guestIdOf(page);
    await addToCart(request, { guestId });
    const { id: packId } = await packOf(request, TOP_UP.game, '172 Diamonds');
    await storeApi(request, { caller: { guestId } }).shopRazer.addCart({
      packId,
      quantity: 1,
      account: TOP_UP.account,
    });
    await page.reload();
    const razerLine = page.locator('[data-cart-item][data-kind="razer"]');
    await expect(razerLine).toContainText('Razer Gold');
    await expect(razerLine).toContainText('Razer Gold items are paid on their own.');
    await expect(razerLine.getByRole('checkbox')).toBeDisabled();
    await expect(page.locator('[data-razer-total]')).toContainText('Razer Gold total');
    // Only the pack line counts towards the total to check out.
    await expect(page.getByText('Total for 1 item(s)')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('$1.49');
    await shot(page, 'cart-razer');
  });

  test('a user logs in with a guest cart, pays from balance and sees it in the wallet with both CSV exports', async ({
    page,
    request,
  }) => {
    // A whole journey (log in, checkout, pay, order detail, wallet, two downloads): it took 16 s
    // alone and over 30 s beside other workers, so it gets the time of a slow test.
    test.slow();
    const { user } = await fundedUser(request, 'USD', 5000, 'Wallet Buyer');

    await openPage(page, '/shopCart');
    const guestId = await guestIdOf(page);
    await addToCart(request, { guestId });
    await addToCart(request, { guestId }, { line: VOUCHER });
    await page.reload();
    await expect(cartLines(page)).toHaveCount(2);

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await logInThroughDialog(page, user.email, user.password);
    // The guest's cart is the user's now.
    await expect(page.getByTestId('user-name')).toHaveText(user.nickname);
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLines(page).first()).toContainText(TOP_UP.pack);

    const orderNo = await checkout(page);
    const usdChoice = page.locator('[data-pay-step] [data-currency="USD"]');
    await expect(usdChoice).toHaveAttribute('data-covered', 'true');
    await expect(page.getByRole('radio', { name: /^USD balance/ })).toBeChecked();
    await expect(usdChoice).toContainText('Your balance: $50.00');
    await shot(page, 'order-balance');
    await page
      .locator('[data-pay-step]')
      .getByRole('button', { name: /^Pay \$/ })
      .click();
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'completed', {
      timeout: 20_000,
    });
    await expect(page.locator('[data-pay-step]')).toHaveCount(0);
    // The voucher's code, with a button to copy it.
    const codes = page.locator('[data-vouchers]');
    await expect(codes).toContainText('Your voucher codes');
    await expect(codes.getByRole('button', { name: 'Copy' })).toBeVisible();
    await shot(page, 'order-balance-completed');

    await page.getByRole('link', { name: 'Order details' }).click();
    await expect(page).toHaveURL(`/pc/orderDetail?orderNo=${orderNo}`);
    await expect(page.locator('[data-payment-method="balance"]')).toHaveText('Balance');
    await expect(page.locator('[data-timeline="completed"]')).toBeVisible();
    await shot(page, 'order-detail');

    await openPage(page, '/user/billing');
    await expect(page.locator('[data-balance="USD"]')).toBeVisible();
    const paymentRow = page.locator('tr', { hasText: orderNo });
    await expect(paymentRow).toContainText('Payment');
    await expect(page.locator('tr', { hasText: 'Top-up' })).toBeVisible();
    await shot(page, 'wallet');

    const expectCsv = async (button: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const lines = csvLines(await downloadedText(download));
      expect(lines[0]).toBe(BALANCE_CSV_HEADER);
      const row = lines.find((candidate) => candidate.includes(orderNo));
      expect(row, `${button}: no row for ${orderNo} in\n${lines.join('\n')}`).toBeDefined();
      expect(row).toContain(',Payment,USD,-');
      expect(lines.some((candidate) => candidate.includes(',Top-up,USD,50.00,'))).toBe(true);
    };
    await expectCsv('Export CSV');
    await expectCsv('Export rows on screen');
  });

  test('a balance that cannot pay is not offered; the first channel that can is picked', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request, 'Empty Wallet');
    const usd = await currencyId(request, 'USD');
    const order = await createTopUpOrder(request, { token: user.token }, { currency: usd });
    await storeSession(context, baseURL ?? '', user);
    await openPage(page, `/order?orderNo=${order.orderNo}`);

    const payStep = page.locator('[data-pay-step]');
    await expect(payStep.getByRole('radio', { name: /E-wallet/ })).toBeChecked();
    await expect(payStep.locator('[data-currency]')).toHaveCount(0);
    await expect(payStep.getByRole('radio', { name: /balance/i })).toHaveCount(0);
    await shot(page, 'insufficient-balance');
  });

  test('a token revoked mid-checkout opens the login dialog; after logging in the checkout works', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request, 'Expiring Session');
    await addToCart(request, { token: user.token });
    await storeSession(context, baseURL ?? '', user);
    await openPage(page, '/shopCart');
    await expect(cartLines(page)).toHaveCount(1);

    await revokeToken(request, user.token);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expect(page.getByTestId('error-toast')).toContainText('Login status expired');
    await shot(page, 'session-expired');

    await logInThroughDialog(page, user.email, user.password);
    await expect(cartLines(page)).toHaveCount(1);
    const orderNo = await checkout(page);
    expect(orderNo).toMatch(/^[A-Z]{2}\d{8}-[0-9A-Z]{6}$/);
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'unpaid');
  });

  test('a reload while the balance payment runs resumes the same attempt; it is charged once', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { user, currency: usd } = await fundedUser(request, 'USD', 1000, 'Impatient Payer');
    const order = await createTopUpOrder(request, { token: user.token }, { currency: usd });
    await storeSession(context, baseURL ?? '', user);

    // The first pay call never answers (a slow provider); the ones after the reload go through.
    const keys: string[] = [];
    await page.route('**/api/OrderDeal/Pay', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return keys.length === 1 ? undefined : route.continue();
    });
    await openPage(page, `/order?orderNo=${order.orderNo}`);
    await expect(page.getByRole('radio', { name: /^USD balance/ })).toBeChecked();
    await page.locator('[data-pay]').click();
    await expect(page.locator('[data-paying]')).toBeVisible();
    await expect(page.locator('[data-pay]')).toHaveClass(/ant-btn-loading/);
    // A second press while paying sends nothing.
    await page.locator('[data-pay]').click({ force: true });
    await shot(page, 'paying');
    expect(keys).toHaveLength(1);

    await page.reload();
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'completed', {
      timeout: 20_000,
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const log = await storeApi(request, { caller: { token: user.token } }).user.balanceLog({
      type: 'payment',
    });
    expect(log.list).toHaveLength(1);
  });

  test('a payment cancelled on the provider page brings the customer back to an order still open', async ({
    page,
    request,
  }) => {
    await openPage(page, '/shopCart');
    const guestId = await guestIdOf(page);
    const order = await createTopUpOrder(request, { guestId });
    await openPage(page, `/order?orderNo=${order.orderNo}`);
    await page.locator('[data-pay]').click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/status=cancelled/);
    await expect(page.getByText('The payment was cancelled.')).toBeVisible();
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'unpaid');
    await expect(page.locator('[data-pay]')).toBeEnabled();
    await shot(page, 'provider-cancelled');
  });

  test('cancelling an unpaid order asks first, then ends it', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request, 'Changed Mind');
    const order = await createTopUpOrder(request, { token: user.token });
    await storeSession(context, baseURL ?? '', user);
    await openPage(page, `/order?orderNo=${order.orderNo}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    // The confirmation opens in antd's popover (role tooltip).
    const confirm = page.getByRole('tooltip').filter({ hasText: 'Cancel this order?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect(orderStatus(page)).toHaveAttribute('data-status', 'cancelled');
    await expect(page.locator('[data-pay-step]')).toHaveCount(0);
    expect((await orderOf(request, { token: user.token }, order.orderNo)).status).toBe('cancelled');
  });
});
