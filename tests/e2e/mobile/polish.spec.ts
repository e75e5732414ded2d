import { storeApi } from '../../support/api';
import { addToCart, guestIdOf, packOf, TOP_UP, VOUCHER } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { requireMobileApp } from './helpers';

requireMobileApp();

const GENSHIN = {
  game: 'genshin-impact',
  pack: '60 Genesis Crystals',
  account: { userId: '812345678', server: 'os_usa' },
} as const;

async function open(page: import('@playwright/test').Page, path: string) {
  const response = await page.goto(path);
  await page.locator('[data-mounted]').waitFor();
  return response;
}

test("cart and order lines show the game's labels and the chosen option", async ({
  page,
  request,
}) => {
  test.slow();
  await open(page, '/');
  const caller = { guestId: await guestIdOf(page) };
  await addToCart(request, caller, { line: GENSHIN });
  const { id: packId } = await packOf(request, GENSHIN.game, GENSHIN.pack);
  const order = await storeApi(request, { caller }).orderDeal.add({
    items: [{ packId, quantity: 1, account: GENSHIN.account }],
  });

  await open(page, '/shopCart');
  const line = page.getByTestId('line-item').first();
  await expect(line).toContainText('UID812345678');
  await expect(line).toContainText('ServerAmerica');
  await open(page, `/order?orderNo=${order.orderNo}`);
  await expect(page.getByText('UID: 812345678 · Server: America')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('os_usa');
});

/** Whether `element` shows its whole text: nothing cut by an ellipsis or hidden past its box. */
function showsWholeText(element: HTMLElement): boolean {
  const style = getComputedStyle(element);
  return style.textOverflow !== 'ellipsis' && element.scrollWidth <= element.clientWidth;
}

/** How many lines the text of `element` takes. */
function textLines(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  const tops = Array.from(range.getClientRects(), (rect) => Math.round(rect.top));
  return new Set(tops).size;
}

test('a mixed order says its first pack "+ 1 more"; long game names wrap on cards', async ({
  page,
  request,
}) => {
  await open(page, '/');
  const caller = { guestId: await guestIdOf(page) };
  const packs = await Promise.all(
    ['86 Diamonds', '172 Diamonds'].map((title) => packOf(request, TOP_UP.game, title)),
  );
  await storeApi(request, { caller }).orderDeal.add({
    items: packs.map((pack) => ({ packId: pack.id, quantity: 1, account: TOP_UP.account })),
  });
  await addToCart(request, caller);

  await open(page, '/orders');
  const card = page.getByTestId('order-card');
  await expect(card.getByTestId('order-card-summary')).toHaveText('86 Diamonds + 1 more');
  const game = card.locator('.line-item__game');
  await expect(game).toHaveText(TOP_UP.title);
  expect(await game.evaluate(showsWholeText)).toBe(true);
  // Beside its status the name needs two lines at 390 px, and gets them.
  expect(await game.evaluate(textLines)).toBeGreaterThanOrEqual(2);

  await open(page, '/shopCart');
  const cartGame = page.getByTestId('line-item').locator('.line-item__game');
  await expect(cartGame).toHaveText(TOP_UP.title);
  expect(await cartGame.evaluate(showsWholeText)).toBe(true);
});

test('a voucher has no account step and no Check: its pack is step 1', async ({ page }) => {
  await open(page, `/games/${VOUCHER.game}`);
  await expect(page.getByTestId('step-pack')).toBeVisible();
  await expect(page.getByTestId('step-pack').getByTestId('step-number')).toHaveText('1');
  await expect(page.getByTestId('step-account')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check' })).toHaveCount(0);
});

test('"Desktop site" on the search page lands on the pc search with the query', async ({
  page,
}) => {
  await open(page, '/searchHistory?q=legends');
  const landing = page.waitForResponse((response) => response.url().includes('/search?'));
  await page.getByRole('link', { name: 'Desktop site' }).click();
  expect((await landing).status()).toBe(200);
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe('/search?q=legends');
});

test('the first screen of the home shows at least 8 games, each a named tap target', async ({
  page,
}) => {
  await open(page, '/');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  const boxes = await tiles.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { bottom: rect.bottom, height: rect.height, name: element.textContent ?? '' };
    }),
  );
  const onFirstScreen = boxes.filter((box) => box.bottom <= viewport.height);
  expect(onFirstScreen.length).toBeGreaterThanOrEqual(8);
  for (const box of onFirstScreen) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.name.trim()).not.toBe('');
  }
});

test('in Indonesian the packs carry Indonesian badges', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'sf_locale', value: 'id', url: baseURL ?? '' }]);
  await context.addInitScript(() => {
    localStorage.setItem('storefront.config.locale', JSON.stringify('id'));
    localStorage.setItem('storefront.config.localeCode', JSON.stringify('id'));
  });
  await open(page, '/games/mobile-legends');
  const packs = page.getByTestId('step-pack');
  await expect(packs).toContainText('Paling hemat');
  await expect(packs).not.toContainText(/\b(Hot|New|Best value|Promo)\b/);
  await expect(page.getByRole('link', { name: 'Situs desktop' })).toBeVisible();
});
