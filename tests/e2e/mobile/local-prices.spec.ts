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
import { waitForHydration } from '../../support/frames';
import { SCREENSHOTS } from '../../support/stack';
import { chooseCurrency, requireMobileApp } from './helpers';

requireMobileApp();

test('a seeded pack costs whole hundreds of rupiah; the IDR order lists its discount and the saving', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const idr = await currencyId(request, 'IDR');
  const pack = await packOf(request, TOP_UP.game, TOP_UP.pack, idr);
  expect(pack.price.amount % 100).toBe(0);

  await page.goto(`/games/${TOP_UP.game}`);
  await waitForHydration(page);
  await chooseCurrency(page, 'IDR');
  const tile = page.locator('.pack-tile', { hasText: TOP_UP.pack }).first();
  await expect(tile.getByTestId('pack-price')).toHaveText(formatMoney(pack.price, 'en'));
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-product-idr.png') });

  const user = await registerUser(request, 'Rupiah Phone');
  await fundBalance(request, user.token, idr, 100_000);
  const order = await createTopUpOrder(request, { token: user.token }, { currency: idr });
  await storeSession(context, baseURL as string, user);
  await page.goto(`/order?orderNo=${order.orderNo}`);
  await expect(page.locator('[data-sum="discount"] dd')).toHaveText(
    `−${formatMoney(order.discount, 'en')}`,
  );
  await expect(page.getByTestId('order-total')).toHaveText(formatMoney(order.total, 'en'));
  await expect(page.getByTestId('pay-balance-IDR').locator('.pay-choice__was')).toHaveText(
    formatMoney(order.subtotal, 'en'),
  );
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-order-idr.png'), fullPage: true });
});
