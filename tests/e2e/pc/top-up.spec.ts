import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { registerUser, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { seriousAccessibilityProblems } from '../../support/quality';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

/** The run's screenshots folder, or `STOREFRONT_TOPUP_SHOTS` to collect them elsewhere. */
const SHOTS = process.env.STOREFRONT_TOPUP_SHOTS ?? join(SCREENSHOTS, 'top-up');

/** The page at 1440 px (the desktop project's width) and at 390 px, both saved. */
async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/pc-${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/pc-${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('pc wallet top-up', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a new user tops up a preset through the provider and sees the balance and the line', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const user = await registerUser(request, 'Top Up Desk');
    await storeSession(context, baseURL as string, user);

    await openPage(page, '/user/billing');
    await expect(page.getByText('No balance yet')).toBeVisible();
    await page.getByTestId('top-up').click();
    const dialog = page.getByRole('dialog', { name: 'Top up your balance' });
    await expect(dialog).toBeVisible();
    // The visitor's currency comes first.
    await expect(dialog.getByTestId('top-up-currency')).toContainText('USD · US Dollar');

    // Beyond the deposit limit: refused in the form, naming the limit, nothing sent.
    const deposits: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/User/Deposit')) deposits.push(sent.url());
    });
    const amount = dialog.getByLabel('Or enter an amount');
    await amount.fill('10000.01');
    await dialog.getByTestId('top-up-submit').click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The most you can top up at once is $10,000.00',
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(deposits).toEqual([]);

    await dialog.getByRole('button', { name: '$10.00', exact: true }).click();
    await expect(amount).toHaveValue('10');
    await expect(dialog.getByRole('button', { name: '$10.00', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByTestId('top-up-submit')).toHaveText('Pay $10.00');
    expect(await seriousAccessibilityProblems(page), 'the form: axe').toEqual([]);
    await shots(page, 'form');

    await dialog.getByTestId('top-up-submit').click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/DP\d{8}-/);
    await expect(page.getByText(/Balance deposit DP/)).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/user\/billing\?paymentNo=DP\d{8}-[0-9A-Z]{6}&status=paid$/);
    const notice = page.getByTestId('top-up-notice');
    await expect(notice).toHaveAttribute('data-phase', 'landed');
    await expect(notice).toContainText(
      'Your top-up of $10.00 has landed. Your USD balance is now $10.00.',
    );
    await expect(page.locator('[data-balance="USD"]')).toContainText('$10.00');
    const line = page.locator('tr[data-entry]');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Top-up');
    await expect(line).toContainText('+$10.00');
    const paymentNo = new URL(page.url()).searchParams.get('paymentNo') ?? '';
    await expect(line).toContainText(paymentNo);
    expect(await seriousAccessibilityProblems(page), 'the result: axe').toEqual([]);
    await shots(page, 'result');

    // The user page offers the same action and shows the new balance.
    await openPage(page, '/personal');
    await expect(page.locator('[data-balance="USD"]')).toContainText('$10.00');
    await expect(page.getByTestId('top-up')).toBeVisible();
  });

  test('the user page shows "No balance yet" with the top-up, and a cancelled payment says so', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const user = await registerUser(request, 'Top Up Cancel');
    await storeSession(context, baseURL as string, user);
    await openPage(page, '/personal');
    await expect(page.getByText('No balance yet')).toBeVisible();
    await shots(page, 'personal-empty');
    await page.getByTestId('top-up').click();
    const dialog = page.getByRole('dialog', { name: 'Top up your balance' });
    await dialog.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByTitle('IDR · Indonesian Rupiah').click();
    await expect(dialog.getByRole('button', { name: 'Rp 50.000', exact: true })).toBeVisible();
    await expect(dialog.getByText('From Rp 1 to Rp 165.000.000 at once')).toBeVisible();
    await dialog.getByLabel('Or enter an amount').fill('75.000');
    await expect(dialog.getByTestId('top-up-submit')).toHaveText('Pay Rp 75.000');
    await dialog.getByTestId('top-up-submit').click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/DP/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/personal\?paymentNo=DP.+&status=cancelled$/);
    await expect(page.getByTestId('top-up-notice')).toContainText(
      'was cancelled. No money was taken.',
    );
    await expect(page.getByText('No balance yet')).toBeVisible();
  });
});
