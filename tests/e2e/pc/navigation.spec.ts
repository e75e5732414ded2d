import { join } from 'node:path';
import { expect, test } from '../../support/fixtures';
import { SCREENSHOTS } from '../../support/stack';
import { expectedTitle, openPage } from './pc-support';

test.describe('pc navigation', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('home renders with its frame (screenshot saved for people to look at)', async ({ page }) => {
    const response = await openPage(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(expectedTitle('Home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-home.png') });
  });

  test('the full-screen loader shows on every client navigation', async ({ page }) => {
    await openPage(page, '/');
    // Hold each page's data so the loader can be seen; release it on demand.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/index.pageContext.json', (route) => {
      held.push(() => route.continue());
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });

    for (const [label, path, title] of [
      ['Games', '/games', 'Games'],
      ['Promotions', '/promo', 'Promotions'],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'Product types' })
        .getByRole('link', { name: label })
        .click();
      const loader = page.getByTestId('page-loader');
      await expect(loader).toBeVisible();
      await expect(loader).toContainText('Loading...');
      await expect(loader.getByRole('progressbar')).toBeAttached();
      await expect.poll(() => held.length).toBe(1);
      await held.shift()?.();
      await expect(loader).toBeHidden();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(expectedTitle(title));
    }
    expect(documents).toEqual([]);
  });

  test('the language and currency pickers change the stored state', async ({ page, context }) => {
    await openPage(page, '/');
    const header = page.getByRole('banner');
    await header.getByLabel('Language').selectOption('id');
    await expect(header.getByRole('link', { name: 'Game', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Masuk' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'sf_locale')?.value).toBe('id');

    // The pickers are labelled in the page's language.
    await header.getByLabel('Mata uang').selectOption({ label: 'IDR Rp' });
    const stored = await page.evaluate(() =>
      localStorage.getItem('storefront.config.currencyActive'),
    );
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ code: 'IDR' });

    // The server renders the chosen language from the cookie.
    await openPage(page, '/help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1, name: 'Bantuan' })).toBeVisible();
    await expect(header.getByLabel('Mata uang')).toHaveValue(String(JSON.parse(stored ?? '{}').id));
  });
});
