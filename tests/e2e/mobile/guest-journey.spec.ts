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
import { requireMobileApp, tabBar } from './helpers';

requireMobileApp();

/** The page at 390 px, and again at 1440 px (the mobile site chosen on a desktop). */
async function shots(page: Page, name: string) {
  await page.screenshot({
    path: join(SCREENSHOTS, `mobile-journey-${name}-390.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({
    path: join(SCREENSHOTS, `mobile-journey-${name}-1440.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Fills the tracking form and presses "Find order". */
async function track(page: Page, orderNo: string, email: string) {
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find order' }).click();
}

test('a guest pays with a receipt email, finds the order in /orders, gets the receipt, and tracks it from another browser', async ({
  page,
  request,
  baseURL,
  newBrowser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const guestId = await guestIdOf(page);
  await addToCart(request, { guestId }, { line: TOP_UP_WITH_SERVER });
  await addToCart(request, { guestId }, { line: VOUCHER });
  await page.goto('/shopCart');
  await expect(page.getByTestId('checkout')).toHaveText('Checkout (2)');
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/order\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

  // A malformed receipt address is refused on the payment step: nothing is paid.
  const email = page.getByLabel('Email for the receipt');
  await email.fill(MALFORMED_EMAIL);
  await page.getByTestId('pay').click();
  await expect(email).toHaveAccessibleDescription('Enter a valid email, e.g. name@example.com');
  await expect(page).toHaveURL(/\/order\?orderNo=/);
  expect((await orderOf(request, { guestId }, orderNo)).status).toBe('unpaid');

  const address = freshEmail('guest');
  await email.fill(address);
  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 20_000 });
  const order = await orderOf(request, { guestId }, orderNo);
  const codes = order.items.flatMap((item) => item.vouchers);
  expect(codes.length).toBeGreaterThan(0);

  // The guest's own orders, in the browser that bought: the card opens the order.
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: orderNo });
  await expect(card).toContainText(TOP_UP_WITH_SERVER.title);
  await shots(page, 'guest-orders');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`[?]orderNo=${orderNo}$`));
  await expect(page.getByTestId('order-detail')).toContainText(VOUCHER.pack);
  await expect(page.getByTestId('order-status')).toHaveText('Completed');

  // The receipt, read back from the SMTP server, to the address given.
  const receipt = await waitForMail(address, `Your order ${orderNo} is complete`);
  const trackLink = expectCompletedReceipt(receipt, order, baseURL ?? '');
  await page.context().close();

  // Another phone browser, no cookies or storage: the account tab leads a guest to the login page,
  // which has the way to order tracking.
  const browser = await newBrowser();
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await tabBar(visitor).getByRole('link', { name: 'Account' }).click();
  const guestLinks = visitor.getByRole('navigation', { name: 'Orders' });
  await expect(guestLinks.getByRole('link', { name: 'My orders' })).toHaveAttribute(
    'href',
    '/orders',
  );
  await shots(visitor, 'login-guest-links');
  await guestLinks.getByRole('link', { name: 'Track an order' }).click();
  await expect(visitor).toHaveURL(/\/track$/);
  await expect(visitor.getByTestId('track')).toBeVisible();
  await shots(visitor, 'track-empty');

  // A wrong email and a wrong number get the same answer.
  const alert = visitor.getByTestId('track').getByRole('alert');
  await track(visitor, orderNo, freshEmail('stranger'));
  await expect(alert).toHaveText(NOT_FOUND);
  await shots(visitor, 'track-not-found');
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
  await shots(visitor, 'track-found');

  // The receipt's link opens the tracking page with the number filled in.
  await visitor.goto(trackLink);
  await expect(visitor.getByLabel('Order number')).toHaveValue(orderNo);
  await visitor.getByLabel('Email').fill(address);
  await visitor.getByRole('button', { name: 'Find order' }).click();
  await expect(visitor.getByTestId('tracked-order')).toContainText(VOUCHER.pack);
});
