import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createTopUpOrder, fundedUser, orderOf, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { requireMobileApp } from './helpers';

requireMobileApp();

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `mobile-promo-${name}.png`), fullPage: true });

async function applyCode(page: Page, code: string) {
  const field = page.getByTestId('promo-code');
  await field.locator('input[name="promoCode"]').fill(code);
  await field.getByTestId('promo-apply').click();
}

test('WELCOME10 takes 10 % off a paid order; a second order refuses it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Two orders, a payment and three page loads.
  test.setTimeout(180_000);
  const { user, currency: usd } = await fundedUser(request, 'USD', 5000);
  const caller = { token: user.token };
  const first = await createTopUpOrder(request, caller, { currency: usd });
  const second = await createTopUpOrder(request, caller, { currency: usd });
  await storeSession(context, baseURL as string, user);

  await page.goto(`/order?orderNo=${first.orderNo}`);
  await expect(page.getByTestId('pay-step')).toBeVisible();
  await applyCode(page, 'welcome10');
  const discount = Math.floor(first.subtotal.amount / 10);
  await expect(page.locator('[data-sum="promo"]')).toContainText('Promo WELCOME10');
  await expect(page.getByTestId('promo-code')).toHaveAttribute('data-applied', 'WELCOME10');
  await shot(page, 'applied');
  await expect(page.getByTestId('pay-balance-USD').getByRole('radio')).toBeChecked();
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  const paid = await orderOf(request, caller, first.orderNo);
  expect(paid.promo?.discount.amount).toBe(discount);
  expect(paid.total.amount).toBe(first.subtotal.amount - discount);
  await expect(page.locator('[data-sum="promo"]')).toContainText('Promo WELCOME10');

  await page.goto(`/order?orderNo=${second.orderNo}`);
  await expect(page.getByTestId('pay-step')).toBeVisible();
  await applyCode(page, 'WELCOME10');
  await expect(page.getByTestId('promo-code').getByRole('alert')).toHaveText(
    'You have already used this code',
  );
  await expect(page.locator('[data-sum="promo"]')).toHaveCount(0);
  await shot(page, 'refused');
});
