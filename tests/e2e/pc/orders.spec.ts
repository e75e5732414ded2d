import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { storeApi } from '../../support/api';
import { createTopUpOrder, registerUser, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

const rows = (page: Page) => page.locator('tr[data-order-row]');

/** Today in UTC, `YYYY-MM-DD` (the API's date filters are UTC days). */
const today = () => new Date().toISOString().slice(0, 10);

/** Types a day into one of the range picker's two inputs and confirms it. */
async function typeDay(page: Page, placeholder: 'From' | 'To', day: string) {
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

test.describe('pc orders', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('the status and date filters change the rows and the address; a row opens the order', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request, 'Order Keeper');
    const caller = { token: user.token };
    const open = await createTopUpOrder(request, caller);
    const cancelled = await createTopUpOrder(request, caller);
    await storeApi(request, { caller }).orderDeal.cancel({ orderNo: cancelled.orderNo });
    await storeSession(context, baseURL ?? '', user);

    await openPage(page, '/orders');
    await expect(rows(page)).toHaveCount(2);
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-orders.png'), fullPage: true });

    await page
      .getByRole('radiogroup', { name: 'Status' })
      .getByText('Cancelled', { exact: true })
      .click();
    await expect(page).toHaveURL('/orders?status=cancelled');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(cancelled.orderNo);

    // A range that ends before today leaves no order; the empty state offers to clear the filters.
    await typeDay(page, 'From', '2020-01-01');
    await typeDay(page, 'To', '2020-01-31');
    await expect(page).toHaveURL('/orders?status=cancelled&from=2020-01-01&to=2020-01-31');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('No orders match these filters.')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-orders-empty.png'), fullPage: true });

    // The filters live in the address: opening it again shows the same view.
    await openPage(page, `/orders?status=unpaid&from=${today()}&to=${today()}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(open.orderNo);

    await rows(page).first().click();
    await expect(page).toHaveURL(`/pc/orderDetail?orderNo=${open.orderNo}`);
    await expect(page.locator('[data-timeline="unpaid"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/order?orderNo=${open.orderNo}`,
    );
    await page.screenshot({
      path: join(SCREENSHOTS, 'pc-order-detail-unpaid.png'),
      fullPage: true,
    });

    // The confirmation variant shows the order screen, with its payment step.
    await openPage(page, `/pc/detailOrderConfirmation?orderNo=${open.orderNo}`);
    await expect(page.locator(`[data-page="order"][data-order="${open.orderNo}"]`)).toBeVisible();
    await expect(page.locator('[data-pay-step]')).toBeVisible();
  });

  test('a new user sees an empty list with a way to the games; /pc/orderHistory is the same list', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request, 'No Orders Yet');
    await storeSession(context, baseURL ?? '', user);
    await openPage(page, '/pc/orderHistory');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse games' })).toHaveAttribute(
      'href',
      '/games',
    );
  });
});
