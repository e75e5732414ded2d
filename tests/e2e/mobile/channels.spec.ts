import { TOP_UP } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { requireMobileApp } from './helpers';

requireMobileApp();

test('a guest picks the virtual account with the pack, sees its price and pays through it', async ({
  page,
}) => {
  await page.goto(`/games/${TOP_UP.game}`);
  for (const [key, value] of Object.entries(TOP_UP.account)) {
    await page.getByTestId(`account-${key}`).fill(value);
  }
  await page.locator('[data-testid="pack"]', { hasText: TOP_UP.pack }).first().click();

  // Guests never see the balance; the first channel that can pay is picked.
  await expect(page.getByTestId('channel-ewallet').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('channel-balance')).toHaveCount(0);
  const va = page.getByTestId('channel-va');
  await expect(va).toContainText('$1.74');
  await expect(va).toContainText('Fee $0.25');
  await va.click();
  await page.getByTestId('buy-now').click();

  await expect(page).toHaveURL(/\/order\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') as string;
  await expect(page.getByTestId('channel-va').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('order-total')).toHaveText('$1.74');
  await expect(page.getByTestId('pay')).toHaveText('Pay $1.74');
  await page.getByTestId('pay').click();

  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByTestId('channel')).toContainText('Virtual account');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/order\\?orderNo=${orderNo}&paymentNo=.+&status=paid`));
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('order-channel')).toHaveText('+$0.25');
});
