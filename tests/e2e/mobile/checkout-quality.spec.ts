import { storeApi } from '../../support/api';
import { createTopUpOrder, fundedUser, packOf, storeSession, TOP_UP } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { seriousAccessibilityProblems, watchHydration } from '../../support/quality';
import { chooseCreateAccount, requireMobileApp } from './helpers';

requireMobileApp();

/**
 * The account and checkout screens with content in them (a user with a balance, a cart line, an
 * unpaid and a completed order): each hydrates cleanly and has no serious accessibility problem.
 */
test('account and checkout screens: clean hydration, no serious accessibility problem', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  const { user, currency: usd } = await fundedUser(request, 'USD', 3000);
  const who = { token: user.token };
  const unpaid = (await createTopUpOrder(request, who, { currency: usd })).orderNo;
  const completed = (await createTopUpOrder(request, who, { currency: usd })).orderNo;
  await storeApi(request, { caller: who }).orderDeal.pay({ orderNo: completed, method: 'balance' });
  await storeApi(request, { caller: who }).shopCart.add({
    packId: (await packOf(request, TOP_UP.game, TOP_UP.pack)).id,
    quantity: 1,
    account: TOP_UP.account,
  });
  await storeSession(context, base, user);

  const screens = [
    { path: '/user', ready: 'order-counts' },
    { path: '/shopCart', ready: 'cart-items' },
    { path: `/order?orderNo=${unpaid}`, ready: 'pay-step' },
    { path: `/order?orderNo=${completed}`, ready: 'order-outcome' },
    { path: '/orders', ready: 'order-list' },
    { path: `/mobile/orderDetail?orderNo=${completed}`, ready: 'timeline' },
    { path: '/user/billing', ready: 'balance-log' },
  ];
  for (const { path, ready } of screens) {
    const hydrationProblems = watchHydration(page);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.getByTestId(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(hydrationProblems, `${path}: hydration warnings`).toEqual([]);
    expect(await seriousAccessibilityProblems(page), `${path}: axe`).toEqual([]);
  }
});

test('the login page, both tabs: no serious accessibility problem', async ({ page }) => {
  const hydrationProblems = watchHydration(page);
  await page.goto('/loginPage');
  await page.locator('[data-mounted]').waitFor();
  expect(hydrationProblems).toEqual([]);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await chooseCreateAccount(page);
  await expect(page.getByLabel('Nickname')).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});
