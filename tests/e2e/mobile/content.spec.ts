import { join } from 'node:path';
import { storeApi } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { getAs } from '../../support/frames';
import { firstParagraph, htmlText } from '../../support/html';
import { watchConsoleProblems } from '../../support/quality';
import { SCREENSHOTS } from '../../support/stack';
import { requireMobileApp } from './helpers';

requireMobileApp();

test('home -> a hot promotion -> its detail, whose button opens the game', async ({
  page,
  request,
}) => {
  const summary = await storeApi(request).shopHome.summary({});
  const hot = summary.hotPromotions.find((promotion) => promotion.gameName);
  if (!hot?.gameName) throw new Error('no hot promotion with a game on the home');
  const detail = await storeApi(request).promotion.detail({ slug: hot.slug });
  const game = await storeApi(request).shopGame.detail({
    name: hot.gameName,
  });

  const problems = watchConsoleProblems(page, (url) => url.endsWith('/favicon.ico'));
  await page.goto('/');
  const card = page.getByTestId('hot-promotions').locator('a', { hasText: hot.title });
  await card.scrollIntoViewIfNeeded();
  await card.tap();
  await expect(page).toHaveURL(`/mobile/daftarPromoDetail?slug=${hot.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: hot.title })).toBeVisible();
  await expect(page.getByTestId('rich-text')).toContainText(firstParagraph(detail.body));
  const banner = page.getByTestId('promotion-banner');
  await expect(banner).toHaveAttribute('width', '1200');
  await expect(banner).toHaveAttribute('height', '400');
  await expect(page.getByTestId('promotion-period')).toContainText(/^Until /);
  const topUp = page.getByRole('link', { name: `Top up ${game.title}` });
  const box = await topUp.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-promo-detail.png'), fullPage: true });
  // Loaded afresh, the server's page hydrates without a warning.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: hot.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);

  await expect(topUp).toHaveAttribute('href', `/games/${hot.gameName}`);
  await topUp.tap();
  await expect(page).toHaveURL(`/games/${hot.gameName}`);
});

test('/daftarPromo, /promo and /mobile/daftarPromo list every running promotion', async ({
  page,
  request,
}) => {
  const running = await storeApi(request).promotion.list({
    pageSize: 50,
  });
  const all = await storeApi(request).promotion.list({
    pageSize: 50,
    activeOnly: false,
  });
  const over = all.list.filter((item) => !running.list.some((r) => r.slug === item.slug));
  expect(over.length).toBeGreaterThan(0);

  await page.goto('/daftarPromo');
  const tiles = page.getByTestId('promotion-tile');
  await expect(tiles).toHaveCount(running.total);
  for (const promotion of running.list) {
    const tile = tiles.filter({ hasText: promotion.title });
    await expect(tile).toContainText(promotion.summary);
    await expect(tile).toHaveAttribute('href', `/mobile/daftarPromoDetail?slug=${promotion.slug}`);
  }
  for (const promotion of over) await expect(page.getByText(promotion.title)).toHaveCount(0);
  await expect(page.getByText('That is every promotion')).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-promo.png'), fullPage: true });

  for (const path of ['/promo', '/mobile/daftarPromo']) {
    await page.goto(path);
    await expect(page.getByTestId('promotion-tile')).toHaveCount(running.total);
  }
});

test('help: a tap opens and closes a FAQ answer', async ({ page, request }) => {
  const help = await storeApi(request).content.page({ slug: 'help' });
  const [first, second] = help.faqs;
  if (!first || !second) throw new Error('the help page has fewer than two questions');
  const problems = watchConsoleProblems(page, (url) => url.endsWith('/favicon.ico'));
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 2, name: help.title })).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  const question = page.locator('summary', { hasText: first.question });
  const item = page.locator('details', { has: question });
  await expect(item).not.toHaveAttribute('open');
  await expect(page.getByText(first.answer)).toBeHidden();
  const box = await question.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  await question.tap();
  await expect(item).toHaveAttribute('open');
  await expect(page.getByText(first.answer)).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'mobile-help.png'), fullPage: true });
  expect(problems).toEqual([]);

  // One answer at a time: opening the next closes this one.
  await page.locator('summary', { hasText: second.question }).tap();
  await expect(page.getByText(second.answer)).toBeVisible();
  await expect(item).not.toHaveAttribute('open');
  await question.tap();
  await expect(item).toHaveAttribute('open');
  await question.tap();
  await expect(item).not.toHaveAttribute('open');
  await expect(page.getByText(first.answer)).toBeHidden();
});

test('about and /mobile/legal render the server content', async ({ page, request }) => {
  for (const [slug, paths] of [
    ['about', ['/about', '/mobile/about']],
    ['legal', ['/mobile/legal']],
  ] as const) {
    const content = await storeApi(request).content.page({ slug });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: content.title })).toBeVisible();
      await expect(page.getByTestId('rich-text')).toContainText(
        /<h3>([^<]+)/.exec(content.body)?.[1] ?? '',
      );
      await expect(page.getByTestId('rich-text').getByRole('listitem').first()).toBeVisible();
    }
  }
});

test("the server's HTML holds the help page and a promotion's body", async ({ request }) => {
  const help = await storeApi(request).content.page({ slug: 'help' });
  const helpResponse = await getAs(request, 'mobile', '/help');
  expect(helpResponse.headers()['x-device']).toBe('mobile');
  const helpHtml = await helpResponse.text();
  expect(helpHtml).toContain(htmlText(help.title));
  expect(helpHtml).toContain(`<p>${htmlText(firstParagraph(help.body))}`);
  for (const faq of help.faqs) expect(helpHtml).toContain(htmlText(faq.question));

  const { list } = await storeApi(request).promotion.list({});
  const promotion = list[0];
  if (!promotion) throw new Error('no running promotion');
  const detail = await storeApi(request).promotion.detail({
    slug: promotion.slug,
  });
  const response = await getAs(
    request,
    'mobile',
    `/mobile/daftarPromoDetail?slug=${promotion.slug}`,
  );
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(htmlText(detail.title));
  expect(html).toContain(`<p>${htmlText(firstParagraph(detail.body))}`);
});

test('sf_locale=id serves the Indonesian content', async ({ page, context, request, baseURL }) => {
  const help = await storeApi(request, { locale: 'id' }).content.page({ slug: 'help' });
  const english = await storeApi(request).content.page({ slug: 'help' });
  expect(help.title).not.toBe(english.title);
  const html = await (await getAs(request, 'mobile', '/help', 'id')).text();
  expect(html).toContain(htmlText(help.title));
  expect(html).not.toContain(htmlText(english.title));

  const { list } = await storeApi(request, { locale: 'id' }).promotion.list({});
  await context.addCookies([{ name: 'sf_locale', value: 'id', url: baseURL as string }]);
  await page.goto('/daftarPromo');
  for (const promotion of list) {
    await expect(
      page.getByTestId('promotion-tile').filter({ hasText: promotion.title }),
    ).toBeVisible();
  }
  await expect(page.getByText(/^Hingga /).first()).toBeVisible();
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 2, name: help.title })).toBeVisible();
  await expect(page.getByText(/^Terakhir diperbarui /)).toBeVisible();
});

test('an unknown or ended promotion is a 404 with a clear message', async ({ page, request }) => {
  const all = await storeApi(request).promotion.list({
    pageSize: 50,
    activeOnly: false,
  });
  const ended = all.list.find((promotion) => Date.parse(promotion.endsAt) < Date.now());
  if (!ended) throw new Error('the demo data has no ended promotion');
  for (const slug of ['no-such-promotion', ended.slug]) {
    const path = `/mobile/daftarPromoDetail?slug=${slug}`;
    const response = await getAs(request, 'mobile', path);
    expect(response.status(), slug).toBe(404);
    expect(await response.text()).toContain('This promotion has ended or does not exist.');
    await page.goto(path);
    await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
    await expect(page.getByText('This promotion has ended or does not exist.')).toBeVisible();
  }
  // Without a slug the page points to the list.
  await page.goto('/mobile/daftarPromoDetail');
  await page.getByRole('link', { name: 'See all promotions' }).tap();
  await expect(page).toHaveURL('/daftarPromo');
});
