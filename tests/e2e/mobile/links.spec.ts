import { createTopUpOrder, registerUser, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { navTitle, requireMobileApp } from './helpers';

requireMobileApp();

const addressOf = (url: string) => new URL(url).pathname + new URL(url).search;

test('an order link opened in another browser points to tracking, no developer text', async ({
  page,
  request,
}) => {
  const owner = await registerUser(request);
  const { orderNo } = await createTopUpOrder(request, { token: owner.token });
  for (const path of [`/order?orderNo=${orderNo}`, `/mobile/orderDetail?orderNo=${orderNo}`]) {
    await page.goto(path);
    const foreign = page.getByTestId('order-foreign');
    await expect(foreign).toContainText('This order belongs to another browser or account.');
    await expect(page.getByTestId('error-toast')).toHaveCount(0);
    await expect(page.getByText(/guestId|InitData|Check your connection/)).toHaveCount(0);
  }
  await page.getByTestId('order-foreign').getByRole('link').click();
  await expect(page).toHaveURL(`/track?orderNo=${orderNo}`);
  await expect(page.getByLabel('Order number')).toHaveValue(orderNo);
});

test('links of the desktop layout land on their phone twin, query kept', async ({ page }) => {
  for (const [path, twin] of [
    ['/search?q=legends', '/searchHistory?q=legends'],
    ['/legal', '/mobile/legal'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect.poll(() => addressOf(page.url()), path).toBe(twin);
  }
  // `/personal` is the phone's `/user`, which asks a visitor to log in first.
  await page.goto('/personal');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/loginPage');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user');
});

test.describe('in Indonesian', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'sf_locale', value: 'id', url: baseURL as string }]);
  });

  test('the 404 page says so in Indonesian', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    const screen = page.getByTestId('error-screen');
    await expect(screen.getByRole('heading')).toHaveText('Halaman tidak ditemukan');
    await expect(screen.getByRole('link')).toHaveText('Kembali ke beranda');
  });

  test("an order's page is titled by its number", async ({ page, context, request, baseURL }) => {
    const owner = await registerUser(request);
    const { orderNo } = await createTopUpOrder(request, { token: owner.token });
    await storeSession(context, baseURL as string, owner);
    await page.goto(`/order?orderNo=${orderNo}`);
    await expect(navTitle(page)).toHaveText(`Pesanan ${orderNo}`);
    await expect(page.getByTestId('order-status')).toBeVisible();
  });
});
