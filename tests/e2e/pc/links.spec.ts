import { createTopUpOrder, registerUser } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { openPage } from './pc-support';

test('an order link opened in another browser points to tracking, no developer text', async ({
  page,
  request,
}) => {
  const owner = await registerUser(request);
  const { orderNo } = await createTopUpOrder(request, { token: owner.token });
  for (const path of [`/order?orderNo=${orderNo}`, `/pc/orderDetail?orderNo=${orderNo}`]) {
    await openPage(page, path);
    const foreign = page.getByTestId('order-foreign');
    await expect(foreign).toContainText('This order belongs to another browser or account.');
    await expect(page.getByTestId('error-toast')).toHaveCount(0);
    await expect(page.getByText(/guestId|InitData/)).toHaveCount(0);
  }
  await page.getByTestId('order-foreign-track').click();
  await expect(page).toHaveURL(`/track?orderNo=${orderNo}`);
  await expect(page.getByLabel('Order number')).toHaveValue(orderNo);
});

test('links of the phone layout land on their desktop twin, query kept', async ({ page }) => {
  for (const [path, twin] of [
    ['/searchHistory?q=', '/search?q='],
    ['/user', '/personal'],
    ['/loginPage?redirect=%2Forders', '/?redirect=%2Forders'],
    ['/daftarPromo', '/pc/daftarPromo'],
  ] as const) {
    const response = await openPage(page, path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search, path).toBe(twin);
  }
});
