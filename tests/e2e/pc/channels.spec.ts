import { packOf, TOP_UP } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { openPage } from './pc-support';

test.describe('pc payment channels', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a guest picks the virtual account with the pack, sees its price and pays through it', async ({
    page,
    request,
  }) => {
    const pack = await packOf(request, TOP_UP.game, TOP_UP.pack);
    await openPage(page, `/games/${TOP_UP.game}`);
    await page.getByLabel('User ID').fill(TOP_UP.account.userId);
    await page.getByLabel('Zone ID').fill(TOP_UP.account.zoneId);
    await page.locator(`[data-pack="${pack.id}"]`).click();

    const channels = page.locator('[data-channels]');
    // Guests never see the balance; the first channel that can pay is picked.
    await expect(channels.getByRole('radio', { name: /E-wallet/ })).toBeChecked();
    await expect(channels.getByRole('radio', { name: /^Balance/ })).toHaveCount(0);
    const va = channels.locator('[data-channel="va"]');
    await expect(va).toContainText('$1.74');
    await expect(va).toContainText('Fee $0.25');
    await channels.getByRole('radio', { name: /Virtual account/ }).check();
    await page.getByRole('button', { name: 'Buy now' }).click();

    await expect(page).toHaveURL(/\/order\?orderNo=/);
    const payStep = page.locator('[data-pay-step]');
    await expect(payStep.getByRole('radio', { name: /Virtual account/ })).toBeChecked();
    await expect(page.locator('[data-total]')).toHaveText('$1.74');
    await payStep.getByRole('button', { name: 'Pay $1.74' }).click();

    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await expect(page.getByTestId('channel')).toContainText('Virtual account');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('order-status').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'completed',
      { timeout: 20_000 },
    );
    await expect(page.locator('[data-channel="va"]')).toHaveText('+$0.25');
  });
});
