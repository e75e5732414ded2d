import { join } from 'node:path';
import { storeApi } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { getAs } from '../../support/frames';
import { firstParagraph, htmlText } from '../../support/html';
import { watchConsoleProblems } from '../../support/quality';
import { SCREENSHOTS } from '../../support/stack';
import { openPage } from './pc-support';

test.describe('pc promotions and content', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('home -> a hot promotion -> its detail, whose button opens the game', async ({
    page,
    request,
  }) => {
    const summary = await storeApi(request).shopHome.summary();
    const hot = summary.hotPromotions.find((promotion) => promotion.gameName);
    if (!hot?.gameName) throw new Error('no hot promotion with a game on the home');
    const detail = await storeApi(request).promotion.detail({ slug: hot.slug });
    const game = await storeApi(request).shopGame.detail({
      name: hot.gameName,
    });

    const problems = watchConsoleProblems(page);
    await openPage(page, '/');
    await page.getByTestId('promotion-card').filter({ hasText: hot.title }).click();
    await expect(page).toHaveURL(`/pc/daftarPromoDetail?slug=${hot.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: hot.title })).toBeVisible();
    await expect(page.getByTestId('rich-text')).toContainText(firstParagraph(detail.body));
    const banner = page.getByTestId('promotion-banner');
    await expect(banner).toHaveAttribute('width', '1200');
    await expect(banner).toHaveAttribute('height', '400');
    await expect(page.getByTestId('promotion-period')).toContainText(/^Until /);
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-promo-detail.png'), fullPage: true });
    // Loaded afresh, the server's page hydrates without a warning.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: hot.title })).toBeVisible();
    await page.locator('[data-mounted]').waitFor();
    expect(problems).toEqual([]);

    const topUp = page.getByRole('link', { name: `Top up ${game.title}` });
    await expect(topUp).toHaveAttribute('href', `/games/${hot.gameName}`);
    await topUp.click();
    await expect(page).toHaveURL(`/games/${hot.gameName}`);
  });

  test('/promo and /pc/daftarPromo list every running promotion, linking to its detail', async ({
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
    expect(running.total).toBeGreaterThan(0);
    expect(over.length).toBeGreaterThan(0);

    await openPage(page, '/promo');
    const tiles = page.getByTestId('promotion-tile');
    await expect(tiles).toHaveCount(running.total);
    for (const promotion of running.list) {
      const tile = tiles.filter({ hasText: promotion.title });
      await expect(tile).toContainText(promotion.summary);
      await expect(tile.locator('a')).toHaveAttribute(
        'href',
        `/pc/daftarPromoDetail?slug=${promotion.slug}`,
      );
    }
    for (const promotion of over) await expect(page.getByText(promotion.title)).toHaveCount(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-promo.png'), fullPage: true });

    await openPage(page, '/pc/daftarPromo');
    await expect(page.getByTestId('promotion-tile')).toHaveCount(running.total);
  });

  test('help: the FAQ opens and closes with the keyboard', async ({ page, request }) => {
    const help = await storeApi(request).content.page({
      slug: 'help',
    });
    const [first, second] = help.faqs;
    if (!first || !second) throw new Error('the help page has fewer than two questions');
    const problems = watchConsoleProblems(page);
    await openPage(page, '/help');
    await expect(page.getByRole('heading', { level: 1, name: help.title })).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    const question = page.getByRole('button', { name: first.question });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(first.answer)).toBeHidden();

    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first.answer)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: second.question })).toBeFocused();
    await page.screenshot({ path: join(SCREENSHOTS, 'pc-help.png'), fullPage: true });
    expect(problems).toEqual([]);

    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  test('about, /legal and /pc/legal render the server content', async ({ page, request }) => {
    for (const [slug, paths] of [
      ['about', ['/about', '/pc/about']],
      ['legal', ['/legal', '/pc/legal']],
    ] as const) {
      const content = await storeApi(request).content.page({
        slug,
      });
      for (const path of paths) {
        await openPage(page, path);
        await expect(page.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
        await expect(page.getByTestId('rich-text')).toContainText(
          /<h3>([^<]+)/.exec(content.body)?.[1] ?? '',
        );
        await expect(page.getByTestId('rich-text').getByRole('listitem').first()).toBeVisible();
      }
    }
  });

  test("the server's HTML holds the help page and a promotion's body", async ({ request }) => {
    const help = await storeApi(request).content.page({
      slug: 'help',
    });
    const helpHtml = await (await getAs(request, 'pc', '/help')).text();
    expect(helpHtml).toContain(htmlText(help.title));
    expect(helpHtml).toContain(`<p>${htmlText(firstParagraph(help.body))}`);
    for (const faq of help.faqs) expect(helpHtml).toContain(htmlText(faq.question));

    const { list } = await storeApi(request).promotion.list();
    const promotion = list[0];
    if (!promotion) throw new Error('no running promotion');
    const detail = await storeApi(request).promotion.detail({
      slug: promotion.slug,
    });
    const response = await getAs(request, 'pc', `/pc/daftarPromoDetail?slug=${promotion.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(htmlText(detail.title));
    expect(html).toContain(`<p>${htmlText(firstParagraph(detail.body))}`);
  });

  test('sf_locale=id serves the Indonesian content', async ({ page, request }) => {
    const help = await storeApi(request, { locale: 'id' }).content.page({ slug: 'help' });
    const english = await storeApi(request).content.page({
      slug: 'help',
    });
    expect(help.title).not.toBe(english.title);
    const html = await (await getAs(request, 'pc', '/help', 'id')).text();
    expect(html).toContain(htmlText(help.title));
    expect(html).not.toContain(htmlText(english.title));

    const { list } = await storeApi(request, { locale: 'id' }).promotion.list({});
    // Switching the language re-reads the promotions in place; the next page load comes in it.
    await openPage(page, '/promo');
    await page.getByRole('banner').getByLabel('Language').selectOption('id');
    for (const promotion of list) {
      await expect(
        page.getByTestId('promotion-tile').filter({ hasText: promotion.title }),
      ).toBeVisible();
    }
    await expect(page.getByText(/^Hingga /).first()).toBeVisible();
    await openPage(page, '/help');
    await expect(page.getByRole('heading', { level: 1, name: help.title })).toBeVisible();
    await expect(page.getByText(/^Terakhir diperbarui /)).toBeVisible();
  });

  test('an unknown or ended promotion is a 404 with a clear message', async ({ page, request }) => {
    const all = await storeApi(request).promotion.list({ pageSize: 50, activeOnly: false });
    const ended = all.list.find((promotion) => Date.parse(promotion.endsAt) < Date.now());
    if (!ended) throw new Error('the demo data has no ended promotion');
    for (const slug of ['no-such-promotion', ended.slug]) {
      const path = `/pc/daftarPromoDetail?slug=${slug}`;
      const response = await getAs(request, 'pc', path);
      expect(response.status(), slug).toBe(404);
      expect(await response.text()).toContain('This promotion has ended or does not exist.');
      await openPage(page, path);
      await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
      await expect(page.getByText('This promotion has ended or does not exist.')).toBeVisible();
    }
    // Without a slug the page points to the list.
    await openPage(page, '/pc/daftarPromoDetail');
    await page.getByRole('link', { name: 'See all promotions' }).click();
    await expect(page).toHaveURL('/promo');
  });
});
