import { join } from 'node:path';
import { formatMoney } from '@storefront/ui-shared';
import {
  createTopUpOrder,
  currencyId,
  fundBalance,
  packOf,
  registerUser,
  storeSession,
  TOP_UP,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

test.describe('pc local prices and sums', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a seeded pack costs whole hundreds of rupiah; the IDR order shows its discount like the phone', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const idr = await currencyId(request, 'IDR');
    const pack = await packOf(request, TOP_UP.game, TOP_UP.pack, idr);
    expect(pack.price.amount % 100).toBe(0);

    await openPage(page, `/games/${TOP_UP.game}`);
    await page.getByLabel('Currency').selectOption({ label: 'IDR Rp' });
    const tile = page.locator('.pc-pack', { hasText: TOP_UP.pack }).first();
    await expect(tile.locator('[data-price]')).toHaveText(formatMoney(pack.price, 'en'));
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-product-idr.png') });

    const user = await registerUser(request, 'Rupiah Buyer');
    await fundBalance(request, user.token, idr, 100_000);
    const order = await createTopUpOrder(request, { token: user.token }, { currency: idr });
    expect(order.discount.amount).toBeGreaterThan(0);
    expect(order.subtotal.amount - order.discount.amount).toBe(order.total.amount);
    await storeSession(context, baseURL ?? '', user);
    await openPage(page, `/order?orderNo=${order.orderNo}`);
    const sums = page.locator('.pc-order__sums');
    await expect(sums.locator('[data-sum="subtotal"] dd')).toHaveText(
      formatMoney(order.subtotal, 'en'),
    );
    await expect(sums.locator('[data-sum="discount"] dd')).toHaveText(
      `−${formatMoney(order.discount, 'en')}`,
    );
    await expect(sums.locator('[data-sum="total"] dd')).toHaveText(formatMoney(order.total, 'en'));
    // The IDR balance's price shows the saving struck through, as the phone does.
    const rupiahChoice = page.locator('.pc-pay__option[data-currency="IDR"]');
    await expect(rupiahChoice.locator('.pc-pay__was')).toHaveText(
      formatMoney(order.subtotal, 'en'),
    );
    await expect(rupiahChoice.locator('.pc-pay__price')).toContainText(
      formatMoney(order.total, 'en'),
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-order-idr.png'), fullPage: true });
  });
});
