import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { storeApi } from '../../support/api';
import {
  BALANCE_CSV_HEADER,
  createTopUpOrder,
  csvLines,
  currencyId,
  downloadedText,
  fundBalance,
  registerUser,
  storeSession,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

const rows = (page: Page) => page.locator('tr[data-entry]');

test.describe('pc wallet', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('balances per currency and the history filtered by type and currency in the address', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request, 'Two Currencies');
    const usd = await currencyId(request, 'USD');
    const idr = await currencyId(request, 'IDR');
    await fundBalance(request, user.token, usd, 1000);
    await fundBalance(request, user.token, idr, 50000);
    const order = await createTopUpOrder(request, { token: user.token }, { currency: usd });
    await storeApi(request, { caller: { token: user.token } }).orderDeal.pay({
      orderNo: order.orderNo,
      method: 'balance',
      currencyId: usd,
    });
    await storeSession(context, baseURL ?? '', user);

    await openPage(page, '/user/billing');
    await expect(page.locator('[data-balance="USD"]')).toContainText('$8.51');
    await expect(page.locator('[data-balance="IDR"]')).toContainText('Rp 50.000');
    await expect(rows(page)).toHaveCount(3);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Payment', exact: true }).click();
    await expect(page).toHaveURL('/user/billing?type=payment');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(order.orderNo);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Top-up', exact: true }).click();
    await page.getByLabel('Currency', { exact: true }).click();
    await page.getByRole('option', { name: 'IDR', exact: true }).click();
    await expect(page).toHaveURL(`/user/billing?currency=${idr}&type=deposit`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Rp 50.000');
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-wallet-filtered.png'), fullPage: true });

    // The server file follows the filters on screen.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = await downloadedText(download);
    const lines = csvLines(text);
    expect(lines[0]).toBe(BALANCE_CSV_HEADER);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(',Top-up,IDR,50000,50000,');
  });

  test('a new user has an empty history with a way forward', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request, 'Fresh Wallet');
    await storeSession(context, baseURL ?? '', user);
    await openPage(page, '/pc/balanceHistory');
    await expect(page.getByRole('heading', { level: 1, name: 'Balance history' })).toBeVisible();
    await expect(page.getByText('No balance changes yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export rows on screen' })).toBeDisabled();
  });
});
