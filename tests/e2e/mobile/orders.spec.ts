import { join } from 'node:path';
import { storeApi } from '../../support/api';
import { createTopUpOrder, registerUser, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { navTitle, pullDown, requireMobileApp } from './helpers';

requireMobileApp();

/** A day as `YYYY-MM-DD`, `offset` days from today (UTC, as the API filters). */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

test('orders: status tabs and the date range filter the list and live in the URL', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await registerUser(request);
  const kept = (await createTopUpOrder(request, { token: user.token })).orderNo;
  const cancelled = (await createTopUpOrder(request, { token: user.token })).orderNo;
  await storeApi(request, { caller: { token: user.token } }).orderDeal.cancel({
    orderNo: cancelled,
  });
  await storeSession(context, baseURL as string, user);

  await page.goto('/orders');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByTestId('order-card-no')).toHaveText(cancelled);
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-orders.png'), fullPage: true });

  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL(/\/orders\?status=cancelled$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.getByTestId('order-card-status')).toHaveText('Cancelled');

  await page.getByRole('tab', { name: 'Awaiting payment' }).click();
  await expect(page).toHaveURL(/\/orders\?status=unpaid$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.getByTestId('order-card-no')).toHaveText(kept);

  // Tomorrow on: nothing; the way out clears every filter.
  await page.getByTestId('filter-from').fill(day(1));
  await expect(page).toHaveURL(new RegExp(`status=unpaid&from=${day(1)}$`));
  await expect(page.getByTestId('orders-empty')).toContainText('No orders match these filters.');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(cards).toHaveCount(2);

  // A range that ends before it starts is refused beside the fields; today alone shows both.
  await page.getByTestId('filter-to').fill(day(-1));
  await page.getByTestId('filter-from').fill(day(0));
  await expect(page.getByTestId('range-error')).toHaveText(
    'The start date must not be after the end date',
  );
  await expect(page).toHaveURL(new RegExp(`/orders\\?to=${day(-1)}$`));
  await page.getByTestId('filter-to').fill(day(0));
  await expect(page).toHaveURL(new RegExp(`from=${day(0)}&to=${day(0)}$`));
  await expect(cards).toHaveCount(2);

  // The URL alone restores the filter.
  await page.goto('/mobile/orderHistory?status=cancelled');
  await expect(navTitle(page)).toHaveText('My orders');
  await expect(page.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(cards).toHaveCount(1);
});

test('orders: an order opens its detail with the status history; an unpaid one can be paid', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await registerUser(request);
  const orderNo = (await createTopUpOrder(request, { token: user.token })).orderNo;
  await storeSession(context, baseURL as string, user);

  await page.goto('/orders');
  await page.getByTestId('order-card').click();
  await expect(page).toHaveURL(new RegExp(`/mobile/orderDetail\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('timeline')).toContainText('Awaiting payment');
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-order-detail.png'), fullPage: true });
  await page.getByTestId('pay-now').click();
  await expect(page).toHaveURL(new RegExp(`/order\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('pay-step')).toBeVisible();

  // The confirmation address shows the same order page.
  await page.goto(`/mobile/detailOrderConfirmation?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-total')).toBeVisible();
  await expect(page.getByTestId('pay-step')).toBeVisible();
});

test('orders: pull to refresh shows an order placed meanwhile; more load on scroll', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await registerUser(request);
  const who = { token: user.token };
  for (let count = 0; count < 10; count += 1) await createTopUpOrder(request, who);
  await storeSession(context, baseURL as string, user);

  await page.goto('/orders');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(10);

  const newest = (await createTopUpOrder(request, who)).orderNo;
  await pullDown(page, cards.first());
  await expect(cards.first().getByTestId('order-card-no')).toHaveText(newest);

  // 11 orders, 10 a page: the last one comes with the scroll to the end.
  await cards.nth(9).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(11);
  await expect(page.getByText('That is all')).toBeVisible();
});

test('a guest sees their own orders; the account page needs a login and comes back after it', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await page.goto('/orders?status=completed');
  await expect(page).toHaveURL(/\/orders\?status=completed$/);
  await expect(page.getByTestId('orders-empty')).toBeVisible();

  await page.goto('/user?tab=profile');
  await expect(page).toHaveURL(/\/loginPage\?redirect=%2Fuser%3Ftab%3Dprofile$/);
  await page.getByPlaceholder('you@example.com').fill(user.email);
  await page.getByPlaceholder('Your password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user\?tab=profile$/);
  await expect(page.getByTestId('user-panel')).toContainText(user.email);
});
