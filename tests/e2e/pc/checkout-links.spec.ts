import { join } from 'node:path';
import { guestIdOf, orderOf, saveTopUpLink, TOP_UP_LINK } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

test.describe('pc top-up links in the cart', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('saved links show in the cart; one is removed, the other paid and completed', async ({
    page,
    request,
  }) => {
    await openPage(page, '/shopCart');
    const guestId = await guestIdOf(page);
    const removed = await saveTopUpLink(request, { guestId });
    const paid = await saveTopUpLink(request, { guestId }, 'RBX8G4L03');
    await page.reload();
    const links = page.locator('[data-cart-links] [data-link]');
    await expect(links).toHaveCount(2);
    await expect(page.locator(`[data-link="${removed}"]`)).toContainText(TOP_UP_LINK.title);
    await expect(page.locator(`[data-link="${removed}"]`)).toContainText(TOP_UP_LINK.url);
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-cart-links.png'), fullPage: true });

    await page
      .locator(`[data-link="${removed}"]`)
      .getByRole('button', { name: 'Remove link' })
      .click();
    // The confirmation opens in antd's popover (role tooltip).
    const confirm = page
      .getByRole('tooltip')
      .filter({ hasText: 'Remove this link from your cart?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(links).toHaveCount(1);
    await expect(page.locator(`[data-link="${paid}"]`)).toBeVisible();

    await page
      .locator(`[data-link="${paid}"]`)
      .getByRole('button', { name: 'Pay this link' })
      .click();
    await expect(page).toHaveURL(/\/order\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await expect(page.locator('[data-order-items]')).toContainText('RBX8G4L03');
    await page.locator('[data-pay]').click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('order-status').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'completed',
      { timeout: 20_000 },
    );
    expect((await orderOf(request, { guestId }, orderNo)).status).toBe('completed');

    // The paid link left the cart, which is empty now.
    await openPage(page, '/shopCart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-cart-empty.png') });
  });
});
