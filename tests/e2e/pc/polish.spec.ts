import type { BrowserContext } from '@playwright/test';
import { storeApi } from '../../support/api';
import { addToCart, guestIdOf, packOf, VOUCHER } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { openPage } from './pc-support';

/** A game whose account has a choice: its lines must show "America", never `os_usa`. */
const GENSHIN = {
  game: 'genshin-impact',
  pack: '60 Genesis Crystals',
  account: { userId: '812345678', server: 'os_usa' },
} as const;

/** The visitor's language stored the way the app keeps it, before any page loads. */
async function speakIndonesian(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'sf_locale', value: 'id', url: baseURL }]);
  await context.addInitScript(() => {
    localStorage.setItem('storefront.config.locale', JSON.stringify('id'));
    localStorage.setItem('storefront.config.localeCode', JSON.stringify('id'));
  });
}

test.describe('pc: labels, vouchers, the layout switch, Indonesian, the order summary', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test("cart and order lines show the game's labels and the chosen option, in the visitor's language", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.slow();
    await openPage(page, '/');
    const caller = { guestId: await guestIdOf(page) };
    await addToCart(request, caller, { line: GENSHIN });
    const { id: packId } = await packOf(request, GENSHIN.game, GENSHIN.pack);
    const order = await storeApi(request, { caller }).orderDeal.add({
      items: [{ packId, quantity: 1, account: GENSHIN.account }],
    });

    await openPage(page, '/shopCart');
    const cartLine = page.locator('[data-account]').first();
    await expect(cartLine).toContainText('UID 812345678');
    await expect(cartLine).toContainText('Server America');
    await openPage(page, `/order?orderNo=${order.orderNo}`);
    const orderLine = page.locator('[data-account]').first();
    await expect(orderLine).toContainText('Server America');
    await expect(page.locator('main')).not.toContainText('os_usa');

    await speakIndonesian(context, baseURL ?? '');
    await openPage(page, `/order?orderNo=${order.orderNo}`);
    await expect(page.locator('[data-account]').first()).toContainText('Server Amerika');
  });

  test('a voucher has no account step and no Check: its pack is step 1', async ({ page }) => {
    await openPage(page, `/games/${VOUCHER.game}`);
    await expect(page.getByRole('heading', { name: 'Step 1: Choose a pack' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Enter your account/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Check' })).toHaveCount(0);
  });

  test('"Mobile site" on the search page lands on the mobile search with the query', async ({
    page,
  }) => {
    await openPage(page, '/search?q=legends');
    const landing = page.waitForResponse((response) => response.url().includes('/searchHistory'));
    await page.getByTestId('mobile-site-link').click();
    const response = await landing;
    expect(response.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/searchHistory?q=legends',
    );
  });

  test('in Indonesian: badges, the footer and the tab title are Indonesian', async ({
    page,
    context,
    baseURL,
  }) => {
    await openPage(page, '/');
    await page.getByLabel('Language').selectOption('id');
    await expect(page).toHaveTitle(/Beranda/);
    await expect(page.getByTestId('mobile-site-link')).toHaveText('Situs seluler');

    await speakIndonesian(context, baseURL ?? '');
    await openPage(page, '/games/mobile-legends');
    const packs = page.getByTestId('pack');
    await expect(packs.filter({ hasText: 'Paling hemat' })).not.toHaveCount(0);
    await expect(packs.filter({ hasText: /\b(Hot|New|Best value|Promo)\b/ })).toHaveCount(0);
  });

  test('the order summary stays in view while the packs scroll by', async ({ page }) => {
    await openPage(page, '/games/genshin-impact');
    const summary = page.getByRole('complementary', { name: 'Buy' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const box = await summary.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
  });
});
