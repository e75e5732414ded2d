import { join } from 'node:path';
import { freshEmail, packOf, TOP_UP } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { openPage, signUpInDialog } from './pc-support';

test.describe('pc first purchase', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a new visitor registers, tops up a game and sees it completed in their orders', async ({
    page,
    request,
  }) => {
    const pack = await packOf(request, TOP_UP.game, TOP_UP.pack);
    await openPage(page, `/games/${TOP_UP.game}`);
    await signUpInDialog(page, {
      email: freshEmail('first'),
      nickname: 'First Buyer',
      password: 'long-enough-1',
    });
    await expect(page.getByRole('banner')).toContainText('First Buyer');

    await page.getByLabel('User ID').fill(TOP_UP.account.userId);
    await page.getByLabel('Zone ID').fill(TOP_UP.account.zoneId);
    await page.locator(`[data-pack="${pack.id}"]`).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/order\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

    // A new account holds no money: a channel of the sandbox provider pays.
    const payStep = page.locator('[data-pay-step]');
    await payStep.getByRole('radio', { name: /E-wallet/ }).check();
    await payStep.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(new RegExp(`/order\\?orderNo=${orderNo}&`));
    await expect(page.getByTestId('order-status').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'completed',
      { timeout: 20_000 },
    );
    await openPage(page, '/orders?status=completed');
    await expect(page.locator(`[data-order-row="${orderNo}"]`)).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-first-purchase.png'), fullPage: true });
  });
});
