import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createTopUpOrder, fundedUser, orderOf, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `pc-promo-${name}.png`), fullPage: true });

async function applyCode(page: Page, code: string) {
  const payStep = page.locator('[data-pay-step]');
  await payStep.getByLabel('Promo code').fill(code);
  await payStep.getByRole('button', { name: 'Apply' }).click();
}

test.describe('pc promo codes', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('WELCOME10 takes 10 % off a paid order; a second order refuses it', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    // Two orders, a payment and three page loads.
    test.setTimeout(180_000);
    const { user, currency: usd } = await fundedUser(request, 'USD', 5000, 'Promo Buyer');
    const caller = { token: user.token };
    const first = await createTopUpOrder(request, caller, { currency: usd });
    const second = await createTopUpOrder(request, caller, { currency: usd });
    await storeSession(context, baseURL ?? '', user);

    await openPage(page, `/order?orderNo=${first.orderNo}`);
    await applyCode(page, 'welcome10');
    const discount = Math.floor(first.subtotal.amount / 10);
    await expect(page.locator('[data-sum="promo"]')).toContainText('Promo WELCOME10');
    await expect(page.locator('[data-promo-applied]')).toContainText('Code WELCOME10 applied');
    await shot(page, 'applied');
    await page
      .locator('[data-pay-step]')
      .getByRole('button', { name: /^Pay \$/ })
      .click();
    await expect(page.getByTestId('order-status').locator('[data-status]')).not.toHaveAttribute(
      'data-status',
      'unpaid',
    );
    const paid = await orderOf(request, caller, first.orderNo);
    expect(paid.promo?.discount.amount).toBe(discount);
    expect(paid.total.amount).toBe(first.subtotal.amount - discount);
    await expect(page.locator('[data-sum="promo"]')).toContainText('Promo WELCOME10');

    await openPage(page, `/order?orderNo=${second.orderNo}`);
    await applyCode(page, 'WELCOME10');
    await expect(page.locator('[data-promo-error]')).toHaveText('You have already used this code');
    await expect(page.locator('[data-sum="promo"]')).toHaveCount(0);
    await shot(page, 'refused');
  });
});
