import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { storeApi } from '../../support/api';
import { guestIdOf, packOf, TOP_UP } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { cartBadge, requireMobileApp, tabBar } from './helpers';

requireMobileApp();

const LINK_GAME = 'roblox';
const link = (code: string) =>
  `https://pay.example.com/roblox/checkout/${code}?amount=4.99&item=400%20Robux`;

/** A fresh guest (its own browser context) with `lines` packs in the cart, added through the API. */
async function guestWithCart(page: Page, lines: number) {
  await page.goto('/');
  const guestId = await guestIdOf(page);
  const packId = (await packOf(page.request, TOP_UP.game, TOP_UP.pack)).id;
  for (let line = 0; line < lines; line += 1) {
    await storeApi(page.request, { caller: { guestId } }).shopCart.add({
      packId,
      quantity: 1,
      account: { ...TOP_UP.account, userId: `1234567${line}` },
    });
  }
  return guestId;
}

test('cart: quantity, selection and its total, remove after a confirmation', async ({ page }) => {
  await guestWithCart(page, 2);
  await tabBar(page).getByRole('link', { name: 'Cart' }).click();
  const lines = page.getByTestId('cart-items').getByTestId('line-item');
  await expect(lines).toHaveCount(2);
  const first = lines.first();
  const unit = (await first.getByTestId('line-subtotal').textContent()) ?? '';
  const cents = Number(unit.replace(/[^\d]/g, ''));
  const money = (count: number) => `$${((cents * count) / 100).toFixed(2)}`;
  await expect(page.getByTestId('cart-total')).toHaveText(money(2));

  await first.getByRole('button', { name: 'One more' }).click();
  await expect(first.getByTestId('line-subtotal')).toHaveText(money(2));
  await expect(page.getByTestId('cart-total')).toHaveText(money(3));
  await expect(cartBadge(page)).toHaveText('2');

  // Unticking a line takes it out of the total and the checkout count.
  await lines.nth(1).getByTestId('select-item').click();
  await expect(page.getByTestId('cart-total')).toHaveText(money(2));
  await expect(page.getByTestId('checkout')).toHaveText('Checkout (1)');
  await expect(page.getByTestId('select-all')).not.toBeChecked();
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('checkout')).toHaveText('Checkout (2)');
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('checkout')).toBeDisabled();
  await page.getByTestId('select-all').click();
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-cart-lines.png') });

  // Remove asks first; "Keep it" keeps the line.
  await lines.nth(1).getByTestId('remove-item').click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove 1 item(s) from your cart?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-cart-remove.png') });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(lines).toHaveCount(2);
  await lines.nth(1).getByTestId('remove-item').click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(lines).toHaveCount(1);
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page.getByTestId('cart-total')).toHaveText(money(2));
});

test('links: saved links in the cart, remove one, pay another on its order page', async ({
  page,
}) => {
  await page.goto('/');
  const guestId = await guestIdOf(page);
  for (const code of ['RBX1AAA11', 'RBX2BBB22']) {
    await storeApi(page.request, { caller: { guestId } }).legacy.link.add({
      gameName: LINK_GAME,
      url: link(code),
    });
  }
  await tabBar(page).getByRole('link', { name: 'Cart' }).click();
  const links = page.getByTestId('cart-links').getByTestId('line-item');
  await expect(links).toHaveCount(2);
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-cart-links.png'), fullPage: true });

  const removed = links.filter({ hasText: 'RBX1AAA11' });
  await removed.getByTestId('remove-link').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(links).toHaveCount(1);
  await expect(links).toContainText('RBX2BBB22');

  await links.getByTestId('pay-link').click();
  await expect(page).toHaveURL(/\/order\?orderNo=[A-Z]{2}\d{8}-[0-9A-Z]{6}$/);
  await expect(page.getByTestId('line-item')).toContainText('RBX2BBB22');
  await page.getByTestId('pay').click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await page.goto('/shopCart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});
