import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  addToCart,
  freshEmail,
  guestIdOf,
  orderOf,
  TOP_UP_WITH_SERVER,
  VOUCHER,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import {
  expectCompletedReceipt,
  MALFORMED_EMAIL,
  NOT_FOUND,
  otherOrderNo,
} from '../../support/journeys';
import { waitForMail } from '../../support/mail';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

/** The page at 1440 px (phones get the mobile app: its spec takes the 390 px pictures). */
function shot(page: Page, name: string) {
  return page.screenshot({
    path: join(SCREENSHOTS, `pc-journey-${name}-1440.png`),
    fullPage: true,
  });
}

/** Fills the tracking form and presses "Find order". */
async function track(page: Page, orderNo: string, email: string) {
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find order' }).click();
}

test.describe('pc guest journey', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a guest pays with a receipt email, finds the order in /orders, gets the receipt, and tracks it from another browser', async ({
    page,
    request,
    baseURL,
    newBrowser,
  }) => {
    test.setTimeout(120_000);
    await openPage(page, '/shopCart');
    const guestId = await guestIdOf(page);
    await addToCart(request, { guestId }, { line: TOP_UP_WITH_SERVER });
    await addToCart(request, { guestId }, { line: VOUCHER });
    await page.reload();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/order\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

    // A malformed receipt address is refused on the payment step: nothing is paid.
    const payStep = page.locator('[data-pay-step]');
    const email = payStep.getByLabel('Email for the receipt');
    await email.fill(MALFORMED_EMAIL);
    await payStep.getByRole('button', { name: /^Pay / }).click();
    await expect(email).toHaveAccessibleDescription('Enter a valid email, e.g. name@example.com');
    await expect(page).toHaveURL(/\/order\?orderNo=/);
    expect((await orderOf(request, { guestId }, orderNo)).status).toBe('unpaid');

    const address = freshEmail('guest');
    await email.fill(address.toUpperCase());
    await payStep.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('order-status').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'completed',
      { timeout: 20_000 },
    );
    const order = await orderOf(request, { guestId }, orderNo);
    const codes = order.items.flatMap((item) => item.vouchers);
    expect(codes.length).toBeGreaterThan(0);

    // The guest's own orders, in the browser that bought: the row opens the order.
    await openPage(page, '/orders');
    const row = page.locator(`[data-order-row="${orderNo}"]`);
    await expect(row).toContainText(TOP_UP_WITH_SERVER.title);
    await shot(page, 'guest-orders');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`[?]orderNo=${orderNo}$`));
    await expect(page.getByTestId('order-status').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'completed',
    );

    // The receipt, read back from the SMTP server, to the address given (as the server keeps it).
    const receipt = await waitForMail(address, `Your order ${orderNo} is complete`);
    const trackLink = expectCompletedReceipt(receipt, order, baseURL ?? '');
    await page.context().close();

    // Another browser, no cookies or storage: the footer's "Track an order".
    const browser = await newBrowser();
    const visitor = await browser.newPage();
    await openPage(visitor, '/');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Track an order' }).click();
    await expect(visitor).toHaveURL(/\/track$/);
    await expect(visitor.getByRole('heading', { name: 'Track an order' })).toBeVisible();
    await shot(visitor, 'track-empty');

    // A wrong email and a wrong number get the same answer.
    const alert = visitor.locator('[data-page="track"]').getByRole('alert');
    await track(visitor, orderNo, freshEmail('stranger'));
    await expect(alert).toHaveText(NOT_FOUND);
    await shot(visitor, 'track-not-found');
    await track(visitor, otherOrderNo(orderNo), address);
    await expect(alert).toHaveText(NOT_FOUND);
    await expect(visitor.getByTestId('tracked-order')).toHaveCount(0);

    await track(visitor, orderNo.toLowerCase(), address);
    const found = visitor.getByTestId('tracked-order');
    await expect(found.getByRole('heading', { name: orderNo })).toContainText('Completed');
    await expect(found).toContainText(TOP_UP_WITH_SERVER.pack);
    await expect(found).toContainText(VOUCHER.pack);
    for (const text of TOP_UP_WITH_SERVER.labels) await expect(found).toContainText(text);
    for (const raw of TOP_UP_WITH_SERVER.rawValues) await expect(found).not.toContainText(raw);
    for (const code of codes) await expect(found.getByText(code, { exact: true })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await shot(visitor, 'track-found');

    // The receipt's link opens the tracking page with the number filled in.
    await openPage(visitor, trackLink);
    await expect(visitor.getByLabel('Order number')).toHaveValue(orderNo);
    await visitor.getByLabel('Email').fill(address);
    await visitor.getByRole('button', { name: 'Find order' }).click();
    await expect(visitor.getByTestId('tracked-order')).toContainText(VOUCHER.pack);
  });
});
