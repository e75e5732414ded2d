import { join } from 'node:path';
import { freshEmail, packOf, TOP_UP } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { requireMobileApp, signUpOnLoginPage } from './helpers';

requireMobileApp();

test('a new visitor registers, tops up a game and sees it completed in their orders', async ({
  page,
  request,
}) => {
  const pack = await packOf(request, TOP_UP.game, TOP_UP.pack);
  await page.goto(`/loginPage?redirect=${encodeURIComponent(`/games/${TOP_UP.game}`)}`);
  await signUpOnLoginPage(page, {
    email: freshEmail('first'),
    nickname: 'First Phone',
    password: 'long-enough-1',
  });
  await expect(page).toHaveURL(new RegExp(`/games/${TOP_UP.game}$`));

  for (const [key, value] of Object.entries(TOP_UP.account)) {
    await page.getByTestId(`account-${key}`).fill(value);
  }
  await page.locator(`[data-testid="pack"][data-pack="${pack.id}"]`).click();
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/order\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

  // A new account holds no money: the sandbox provider pays.
  await page.getByTestId('channel-ewallet').getByRole('radio').check();
  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(new RegExp(`/order\\?orderNo=${orderNo}&`));
  await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 20_000 });
  await page.goto('/orders?status=completed');
  // The tab the address chose is scrolled into the row's view.
  await expect(page.getByRole('tab', { name: 'Completed' })).toBeInViewport();
  await expect(page.getByTestId('order-card').filter({ hasText: orderNo })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-first-purchase.png'), fullPage: true });
});
