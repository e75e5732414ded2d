import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { registerUser, storeSession } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { waitForHydration } from '../../support/frames';
import { seriousAccessibilityProblems } from '../../support/quality';
import { SCREENSHOTS } from '../../support/stack';
import { requireMobileApp } from './helpers';

requireMobileApp();

/** The run's screenshots folder, or `STOREFRONT_TOPUP_SHOTS` to collect them elsewhere. */
const SHOTS = process.env.STOREFRONT_TOPUP_SHOTS ?? join(SCREENSHOTS, 'top-up');

/** The page at 390 px (the phone project's width) and at 1440 px, both saved. */
async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/mobile-${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/mobile-${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a new user tops up a preset through the provider and sees the balance and the line', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await registerUser(request, 'Top Up Phone');
  await storeSession(context, baseURL as string, user);

  await page.goto('/user/billing');
  await waitForHydration(page);
  await expect(page.getByText('No balance yet')).toBeVisible();
  await page.getByTestId('top-up').click();
  const sheet = page.getByRole('dialog', { name: 'Top up your balance' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel('Currency')).toHaveValue(/\d+/);
  await sheet.getByLabel('Currency').selectOption({ label: 'USD · US Dollar' });

  // Beyond the deposit limit: refused in the form, naming the limit, nothing sent.
  const deposits: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/User/Deposit')) deposits.push(sent.url());
  });
  const amount = sheet.getByLabel('Or enter an amount');
  await amount.fill('20000');
  await sheet.getByTestId('top-up-submit').click();
  await expect(sheet.getByRole('alert')).toHaveText(
    'The most you can top up at once is $10,000.00',
  );
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(deposits).toEqual([]);

  const preset = sheet.getByRole('button', { name: '$20.00', exact: true });
  await preset.click();
  await expect(amount).toHaveValue('20');
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  await expect(sheet.getByTestId('top-up-submit')).toHaveText('Pay $20.00');
  expect(await seriousAccessibilityProblems(page), 'the form: axe').toEqual([]);
  await shots(page, 'form');

  await sheet.getByTestId('top-up-submit').click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/DP\d{8}-/);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/user\/billing\?paymentNo=DP\d{8}-[0-9A-Z]{6}&status=paid$/);
  const notice = page.getByTestId('top-up-notice');
  await expect(notice).toHaveAttribute('data-phase', 'landed');
  await expect(notice).toContainText(
    'Your top-up of $20.00 has landed. Your USD balance is now $20.00.',
  );
  await expect(page.getByTestId('balance-USD')).toContainText('$20.00');
  const entries = page.getByTestId('balance-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.getByTestId('balance-entry-amount')).toContainText('$20.00');
  expect(await seriousAccessibilityProblems(page), 'the result: axe').toEqual([]);
  await shots(page, 'result');

  // The user page offers the same action and shows the new balance.
  await page.goto('/user');
  await waitForHydration(page);
  await expect(page.getByTestId('balance-USD')).toContainText('$20.00');
  await expect(page.getByTestId('top-up')).toBeVisible();
});

test('the user page shows "No balance yet" with the top-up; a cancelled payment says so', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await registerUser(request, 'Top Up Phone Cancel');
  await storeSession(context, baseURL as string, user);
  await page.goto('/user');
  await waitForHydration(page);
  await expect(page.getByText('No balance yet')).toBeVisible();
  await shots(page, 'user-empty');
  await page.getByTestId('top-up').click();
  const sheet = page.getByRole('dialog', { name: 'Top up your balance' });
  await sheet.getByLabel('Currency').selectOption({ label: 'IDR · Indonesian Rupiah' });
  await expect(sheet.getByRole('button', { name: 'Rp 50.000', exact: true })).toBeVisible();
  await sheet.getByLabel('Or enter an amount').fill('75.000');
  await expect(sheet.getByTestId('top-up-submit')).toHaveText('Pay Rp 75.000');
  await sheet.getByTestId('top-up-submit').click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/DP/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/user\?paymentNo=DP.+&status=cancelled$/);
  await expect(page.getByTestId('top-up-notice')).toContainText(
    'was cancelled. No money was taken.',
  );
  await expect(page.getByText('No balance yet')).toBeVisible();
});
