import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storeApi } from '../../support/api';
import {
  currencyId,
  fundBalance,
  fundedUser,
  registerUser,
  storeSession,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { requireMobileApp } from './helpers';

requireMobileApp();

const VOUCHER_GAME = 'google-play-gift-card';

test('a voucher paid from balance shows its codes with a copy button', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { user, currency: usd } = await fundedUser(request, 'USD', 5000);
  const game = await storeApi(request).shopGame.detail({ name: VOUCHER_GAME });
  const [pack] = game.packs;
  if (!pack) throw new Error(`${VOUCHER_GAME} has no pack`);
  const order = await storeApi(request, { caller: { token: user.token } }).orderDeal.add({
    items: [{ packId: pack.id, quantity: 2, account: {} }],
    currencyId: usd,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await storeSession(context, baseURL as string, user);

  await page.goto(`/order?orderNo=${order.orderNo}`);
  await expect(page.getByTestId('pay-balance-USD').getByRole('radio')).toBeChecked();
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  const codes = page.getByTestId('voucher-code');
  await expect(codes).toHaveCount(2);
  const first = (await codes.first().textContent()) ?? '';
  expect(first.length).toBeGreaterThan(4);
  await page.getByTestId('copy-voucher').first().click();
  await expect(page.getByTestId('copy-voucher').first()).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-order-vouchers.png'), fullPage: true });
});

test('wallet: currency, type and dates filter the history in the URL; the export follows them', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await registerUser(request);
  const usd = await currencyId(request, 'USD');
  const idr = await currencyId(request, 'IDR');
  await fundBalance(request, user.token, usd, 2500);
  await fundBalance(request, user.token, idr, 150000);
  await storeSession(context, baseURL as string, user);

  await page.goto('/mobile/balanceHistory');
  const entries = page.getByTestId('balance-entry');
  await expect(entries).toHaveCount(2);
  await expect(page.getByTestId('balance-IDR')).toContainText('150.000');

  await page.getByTestId('filter-currency').selectOption('IDR');
  await expect(page).toHaveURL(new RegExp(`/mobile/balanceHistory\\?currency=${idr}$`));
  await expect(entries).toHaveCount(1);
  await expect(entries.getByTestId('balance-entry-amount')).toContainText('150.000');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-file').click(),
  ]);
  const rows = readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toMatch(/,Top-up,IDR,150000,150000,/);

  await page.getByTestId('filter-type').selectOption('payment');
  await expect(page).toHaveURL(new RegExp(`currency=${idr}&type=payment$`));
  await expect(page.getByTestId('wallet-empty')).toContainText(
    'No balance changes match these filters.',
  );
  await expect(page.getByTestId('export-rows')).toBeDisabled();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/mobile\/balanceHistory$/);
  await expect(entries).toHaveCount(2);
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-wallet-filters.png'), fullPage: true });
});
