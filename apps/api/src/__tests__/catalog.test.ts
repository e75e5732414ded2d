import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../seed/seed';
import { DATABASES, failureOf, raw, startServer, type TestServer } from './harness';

const gamesOfType = (type: string) => demoData.games.filter((game) => game.type === type);

/** The rejection of a promise, as the SDK's ApiError. */

describe.each(DATABASES)('catalog on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  describe('ShopHome/InitData and guests', () => {
    it('issues a new guest id to a visitor without one', async () => {
      const data = await server.client().shopHome.initData();
      expect(data.guestId).toMatch(/^g_[A-Za-z0-9_-]{22}$/);
      expect(data.currencySummary.currencyList.map((c) => c.code)).toEqual(
        demoData.currencies.map((c) => c.code),
      );
      expect(data.currencySummary.currencyActive.code).toBe('USD');
      expect(data.gameCateList.map((c) => c.name)).toEqual(demoData.categories.map((c) => c.name));
      expect(data.gameCateList[0]?.icon).toBe('/api/art/categories/mobile-games.svg');
    });

    it('keeps a valid guest id it issued', async () => {
      const first = await server.client().shopHome.initData();
      const again = await server.client({ guestId: first.guestId }).shopHome.initData();
      expect(again.guestId).toBe(first.guestId);
    });

    it('replaces a forged or malformed guest id with a new one', async () => {
      const forged = `g_${'A'.repeat(22)}`;
      for (const guestId of [forged, 'not-a-guest', `${forged}; drop table guests`]) {
        const data = await server.client({ guestId }).shopHome.initData();
        expect(data.guestId).not.toBe(guestId);
        expect(data.guestId).toMatch(/^g_[A-Za-z0-9_-]{22}$/);
      }
    });

    it('answers in Indonesian and starts Indonesian visitors in rupiah', async () => {
      const data = await server.client({ locale: 'id-ID' }).shopHome.initData();
      expect(data.currencySummary.currencyActive.code).toBe('IDR');
      expect(data.gameCateList[0]?.title).toBe('Game Mobile');
    });

    it("prices catalogue reads without a currency in the language's starting currency", async () => {
      const indonesian = server.client({ locale: 'id' });
      const english = server.client({ locale: 'en' });
      const priceCode = (page: { list: { fromPrice: { currencyCode: string } | null }[] }) =>
        page.list.find((game) => game.fromPrice)?.fromPrice?.currencyCode;
      expect(priceCode(await indonesian.shopGame.list({}))).toBe('IDR');
      expect(priceCode(await english.shopGame.list({}))).toBe('USD');
      const summary = await indonesian.shopHome.summary();
      expect(summary.categories[0]?.games[0]?.fromPrice?.currencyCode).toBe('IDR');
      const usd = (await english.shopHome.initData()).currencySummary.currencyActive;
      expect(priceCode(await indonesian.shopGame.list({ currencyId: usd.id }))).toBe('USD');
    });
  });

  describe('home', () => {
    it('ShopHome/Summary: carousel, games per category, hot promotions', async () => {
      const data = await server.client().shopHome.summary();
      expect(data.carousel).toHaveLength(demoData.slides.length);
      expect(data.carousel[0]?.image).toBe('/api/art/slides/1.svg?lang=en');
      const mobile = data.categories.find((entry) => entry.category.name === 'mobile-games');
      expect(mobile?.total).toBe(
        demoData.games.filter((g) => g.categories.includes('mobile-games')).length,
      );
      expect(mobile?.games.length).toBeGreaterThan(0);
      expect(mobile?.games.length).toBeLessThanOrEqual(8);
      expect(mobile?.games.every((game) => game.categories.includes('mobile-games'))).toBe(true);
      expect(data.hotPromotions.length).toBeGreaterThan(0);
      const now = server.clock.now().getTime();
      for (const promotion of data.hotPromotions) {
        expect(Date.parse(promotion.startsAt)).toBeLessThanOrEqual(now);
        expect(Date.parse(promotion.endsAt)).toBeGreaterThan(now);
      }
    });

    it('ShopHome/SummaryNew: newest, popular and per type, priced in the chosen currency', async () => {
      const data = await server.client().shopHome.summaryNew({ currencyId: 2 });
      const popularity = data.popular.map(
        (game) => demoData.games.find((g) => g.name === game.name)?.popularity ?? 0,
      );
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
      expect(data.newest[0]?.name).toBe(demoData.games[0]?.name);
      expect(data.byType.map((entry) => entry.type)).toEqual(['Games', 'Links', 'Login']);
      for (const entry of data.byType)
        expect(entry.games.every((g) => g.type === entry.type)).toBe(true);
      expect(data.popular[0]?.fromPrice?.currencyCode).toBe('IDR');
    });
  });

  describe('ShopGame/List', () => {
    it('pages through every game, most popular first', async () => {
      const client = server.client();
      const first = await client.shopGame.list({ page: 1, pageSize: 10 });
      expect(first.total).toBe(demoData.games.length);
      expect(first.list).toHaveLength(10);
      const last = await client.shopGame.list({ page: Math.ceil(first.total / 10), pageSize: 10 });
      expect(last.list.length).toBe(first.total % 10 || 10);
      const beyond = await client.shopGame.list({ page: 99, pageSize: 10 });
      expect(beyond).toMatchObject({ list: [], total: first.total, page: 99, pageSize: 10 });
      const ids = new Set<number>();
      for (let page = 1; page <= Math.ceil(first.total / 25); page++) {
        for (const game of (await client.shopGame.list({ page, pageSize: 25 })).list)
          ids.add(game.id);
      }
      expect(ids.size).toBe(first.total);
    });

    it('filters by type and by category', async () => {
      const client = server.client();
      const links = await client.shopGame.list({ type: 'Links', pageSize: 100 });
      expect(links.total).toBe(gamesOfType('Links').length);
      expect(links.list.every((game) => game.type === 'Links')).toBe(true);
      const moba = await client.shopGame.list({ category: 'moba', pageSize: 100 });
      expect(moba.list.map((g) => g.name).sort()).toEqual(
        demoData.games
          .filter((g) => g.categories.includes('moba'))
          .map((g) => g.name)
          .sort(),
      );
      const both = await client.shopGame.list({ type: 'Games', category: 'moba' });
      expect(both.list.every((g) => g.type === 'Games' && g.categories.includes('moba'))).toBe(
        true,
      );
    });

    it('searches titles and publishers case-insensitively', async () => {
      const client = server.client();
      const byTitle = await client.shopGame.list({ keyword: '  LEGENDS ' });
      expect(byTitle.list.map((g) => g.name)).toContain('mobile-legends');
      expect(
        byTitle.list.every((g) => `${g.title} ${g.publisher}`.toLowerCase().includes('legends')),
      ).toBe(true);
      const byPublisher = await client.shopGame.list({ keyword: 'hoyoverse' });
      expect(byPublisher.total).toBe(
        demoData.games.filter((g) => g.publisher.toLowerCase().includes('hoyoverse')).length,
      );
      expect(byPublisher.total).toBeGreaterThan(0);
      const twoWords = await client.shopGame.list({ keyword: 'mobile bang' });
      expect(twoWords.list.map((g) => g.name)).toEqual(['mobile-legends']);
      expect((await client.shopGame.list({ keyword: '100%_' })).total).toBe(0);
    });

    it('prices the cheapest pack in stock in the requested currency', async () => {
      const usd = await server.client().shopGame.list({ keyword: 'mobile legends: bang' });
      const game = demoData.games.find((g) => g.name === 'mobile-legends');
      const cheapest = Math.min(
        ...(game?.packs ?? []).filter((p) => p.stock !== 0).map((p) => p.price),
      );
      expect(usd.list[0]?.fromPrice).toEqual({
        amount: cheapest,
        currencyId: 1,
        currencyCode: 'USD',
        decimals: 2,
      });
      const idr = await server
        .client()
        .shopGame.list({ keyword: 'mobile legends: bang', currencyId: 2 });
      // The lowest rupiah price of its packs: 86 Diamonds at the store's own Rp 24.200.
      expect(idr.list[0]?.fromPrice).toEqual({
        amount: 24200,
        currencyId: 2,
        currencyCode: 'IDR',
        decimals: 0,
      });
    });

    it('refuses bad filters with a clear 400 and unknown categories with 404', async () => {
      const client = server.client();
      const tooBig = await failureOf(client.shopGame.list({ pageSize: 500 }));
      expect(tooBig).toMatchObject({
        status: 400,
        code: 400,
        message: 'pageSize: must be at most 100',
      });
      const badType = await failureOf(client.shopGame.list({ type: 'Cards' as 'Games' }));
      expect(badType.message).toBe('type: must be one of: Games, Links, Login');
      const zero = await failureOf(client.shopGame.list({ page: 0 }));
      expect(zero.message).toBe('page: must be at least 1');
      const unknown = await failureOf(client.shopGame.list({ category: 'no-such-category' }));
      expect(unknown).toMatchObject({
        status: 404,
        message: 'Category not found: no-such-category',
      });
      const currency = await failureOf(client.shopGame.list({ currencyId: 999 }));
      expect(currency).toMatchObject({
        status: 400,
        message: 'currencyId: no currency has the id 999',
      });
    });
  });

  describe('SimpleList, SimplePageList, Detail', () => {
    it('SimpleList gives names for suggestions, limited', async () => {
      const list = await server.client().shopGame.simpleList({ keyword: 'mobile', limit: 3 });
      expect(list.length).toBeLessThanOrEqual(3);
      expect(list[0]).toEqual({
        id: expect.any(Number),
        name: 'mobile-legends',
        title: 'Mobile Legends: Bang Bang',
        type: 'Games',
        icon: '/api/art/games/mobile-legends/icon.svg',
      });
    });

    it('SimplePageList pages the names', async () => {
      const page = await server
        .client()
        .shopGame.simplePageList({ type: 'Login', page: 2, pageSize: 3 });
      expect(page.total).toBe(gamesOfType('Login').length);
      expect(page).toMatchObject({ page: 2, pageSize: 3 });
      expect(page.list).toHaveLength(3);
    });

    it('Detail: packs, prices, stock and account fields in the request locale', async () => {
      const en = await server.client().shopGame.detail({ name: 'genshin-impact' });
      const seed = demoData.games.find((g) => g.name === 'genshin-impact');
      expect(en.packs).toHaveLength(seed?.packs.length ?? 0);
      const limited = en.packs.find((p) => p.stock !== null);
      expect(limited).toMatchObject({ stock: 25, soldOut: false, originalPrice: { amount: 9999 } });
      expect(en.accountFields.map((f) => f.key)).toEqual(['userId', 'server']);
      expect(en.accountFields[1]?.options?.[0]).toEqual({ value: 'os_usa', label: 'America' });
      expect(en.description).toBe(seed?.description.en);
      const id = await server
        .client({ locale: 'id' })
        .shopGame.detail({ name: 'genshin-impact', currencyId: 3 });
      expect(id.accountFields[1]?.options?.[0]?.label).toBe('Amerika');
      expect(id.description).toBe(seed?.description.id);
      expect(id.packs[0]?.price.currencyCode).toBe('MYR');
      const soldOut = (
        await server.client().shopGame.detail({ name: 'mobile-legends' })
      ).packs.find((p) => p.title === 'Twilight Pass');
      expect(soldOut).toMatchObject({ stock: 0, soldOut: true });
    });

    it('Detail of an unknown game is 404 with its name', async () => {
      const error = await failureOf(server.client().shopGame.detail({ name: 'no-such-game' }));
      expect(error).toMatchObject({
        status: 404,
        code: 404,
        message: 'Game not found: no-such-game',
      });
      const id = await failureOf(
        server.client({ locale: 'id' }).shopGame.detail({ name: 'no-such-game' }),
      );
      expect(id.message).toBe('Game tidak ditemukan: no-such-game');
    });
  });

  describe('legacy catalog', () => {
    it('game/list and game/detail answer like the newer group', async () => {
      const client = server.client();
      const list = await client.legacy.game.list({ type: 'Links' });
      expect(list.total).toBe(gamesOfType('Links').length);
      const detail = await client.legacy.game.detail({ name: 'roblox' });
      expect(detail.type).toBe('Links');
      expect(detail.accountFields[0]?.key).toBe('topupLink');
    });

    it('game/packs, accountInfo and titleList', async () => {
      const client = server.client();
      const packs = await client.legacy.game.packs({ name: 'free-fire', currencyId: 5 });
      expect(packs.every((p) => p.price.currencyCode === 'SGD')).toBe(true);
      const info = await client.legacy.game.accountInfo({ name: 'summoners-war' });
      expect(info.type).toBe('Login');
      expect(info.fields.find((f) => f.key === 'password')).toMatchObject({
        kind: 'password',
        secret: true,
      });
      const infoId = await server
        .client({ locale: 'id' })
        .legacy.game.accountInfo({ name: 'summoners-war' });
      expect(infoId.fields.find((f) => f.key === 'password')?.label).toBe('Kata sandi');
      const titles = await client.legacy.game.titleList({});
      expect(titles).toHaveLength(demoData.games.length);
      const sorted = [...titles].sort((a, b) =>
        a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id,
      );
      expect(titles.map((t) => t.id)).toEqual(sorted.map((t) => t.id));
      expect(await client.legacy.game.titleList({ type: 'Login' })).toHaveLength(
        gamesOfType('Login').length,
      );
    });

    it('gameStockValidate checks quantities against stock', async () => {
      const client = server.client();
      const packs = (await client.shopGame.detail({ name: 'genshin-impact' })).packs;
      const limited = packs.find((p) => p.stock === 25);
      const unlimited = packs.find((p) => p.stock === null);
      if (!limited || !unlimited) throw new Error('demo data changed');
      const ok = await client.legacy.game.gameStockValidate({
        items: [
          { packId: limited.id, quantity: 25 },
          { packId: unlimited.id, quantity: 999 },
        ],
      });
      expect(ok.ok).toBe(true);
      const tooMany = await client.legacy.game.gameStockValidate({
        items: [
          { packId: limited.id, quantity: 20 },
          { packId: limited.id, quantity: 6 },
          { packId: 999_999, quantity: 1 },
        ],
      });
      expect(tooMany.ok).toBe(false);
      expect(tooMany.items).toEqual([
        { packId: limited.id, quantity: 20, available: 25, ok: false },
        { packId: limited.id, quantity: 6, available: 25, ok: false },
        { packId: 999_999, quantity: 1, available: 0, ok: false },
      ]);
      const empty = await failureOf(client.legacy.game.gameStockValidate({ items: [] }));
      expect(empty.message).toBe('items: must have at least 1 items');
    });

    it('currency/list gives rates as exact decimals', async () => {
      const list = await server.client().legacy.currency.list();
      expect(list.find((c) => c.code === 'MYR')).toMatchObject({
        rate: '4.45',
        decimals: 2,
        symbol: 'RM',
      });
    });
  });

  describe('promotions, carousel and content', () => {
    it('Promotion/List gives running promotions, or all of them', async () => {
      const client = server.client();
      const now = server.clock.now().getTime();
      const day = 86_400_000;
      const running = demoData.promotions.filter(
        (p) => now + p.startsInDays * day <= now && now + p.endsInDays * day > now,
      );
      const active = await client.promotion.list({});
      expect(active.total).toBe(running.length);
      const all = await client.promotion.list({ activeOnly: false, pageSize: 2 });
      expect(all.total).toBe(demoData.promotions.length);
      expect(all.list).toHaveLength(2);
      expect(active.list[0]?.banner).toMatch(/^\/api\/art\/promotions\/[a-z0-9-]+\.svg\?lang=en$/);
    });

    it('Promotion/Detail in both locales, 404 when unknown or ended', async () => {
      const seed = demoData.promotions[0];
      if (!seed) throw new Error('no promotions');
      const en = await server.client().promotion.detail({ slug: seed.slug });
      expect(en).toMatchObject({
        title: seed.title.en,
        body: seed.body.en,
        gameName: seed.gameName,
      });
      const id = await server.client({ locale: 'id' }).promotion.detail({ slug: seed.slug });
      expect(id.title).toBe(seed.title.id);
      const missing = await failureOf(server.client().promotion.detail({ slug: 'nope' }));
      expect(missing).toMatchObject({ status: 404, message: 'Promotion not found: nope' });
      const ended = demoData.promotions.find((p) => p.endsInDays < 0);
      const upcoming = demoData.promotions.find((p) => p.startsInDays > 0);
      if (!ended || !upcoming) throw new Error('the seed needs an ended and an upcoming promotion');
      const over = await failureOf(server.client().promotion.detail({ slug: ended.slug }));
      expect(over).toMatchObject({ status: 404, message: `Promotion not found: ${ended.slug}` });
      const soon = await server.client().promotion.detail({ slug: upcoming.slug });
      expect(soon.title).toBe(upcoming.title.en);
    });

    it('pageSettings/homeCarouselList (GET) in the request locale', async () => {
      const slides = await server.client({ locale: 'id' }).legacy.pageSettings.homeCarouselList();
      expect(slides.map((s) => s.title)).toEqual(demoData.slides.map((s) => s.title.id));
      expect(slides[0]?.link).toEqual(demoData.slides[0]?.link);
    });

    it('Content/Page: help, about and legal per locale', async () => {
      for (const slug of ['help', 'about', 'legal'] as const) {
        const seed = demoData.contentPages.find((p) => p.slug === slug);
        const en = await server.client().content.page({ slug });
        expect(en).toMatchObject({ slug, title: seed?.title.en, body: seed?.body.en });
        const id = await server.client({ locale: 'id' }).content.page({ slug });
        expect(id.title).toBe(seed?.title.id);
        expect(id.faqs.map((f) => f.question)).toEqual(seed?.faqs.map((f) => f.question.id));
      }
      const bad = await failureOf(server.client().content.page({ slug: 'secrets' as 'help' }));
      expect(bad.message).toBe('slug: must be one of: help, about, legal');
    });

    it('serves the artwork as cacheable SVG', async () => {
      const game = demoData.games[0];
      const detail = await server.client().shopGame.detail({ name: game?.name ?? '' });
      const promotion = (await server.client({ locale: 'id' }).promotion.list({})).list[0];
      const slide = (await server.client().legacy.pageSettings.homeCarouselList())[0];
      for (const path of [
        detail.art.icon,
        detail.art.cover,
        promotion?.banner ?? '',
        slide?.image ?? '',
        '/api/art/categories/mobile-games.svg',
      ]) {
        const res = await raw(server, path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
        expect(res.headers.get('cache-control')).toContain('max-age=604800');
        expect(res.text.startsWith('<svg')).toBe(true);
        const etag = res.headers.get('etag') ?? '';
        expect((await raw(server, path, { headers: { 'if-none-match': etag } })).status).toBe(304);
      }
      const missing = await raw(server, '/api/art/games/no-such-game/icon.svg');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 404, message: 'Server resource not found' });
    });
  });

  describe('ID check', () => {
    const account = { userId: '12345678', zoneId: '1234' };

    it('order/checkid and IdCheck/Check give the same deterministic nickname', async () => {
      const client = server.client();
      const a = await client.legacy.order.checkid({ gameName: 'mobile-legends', account });
      const b = await client.idCheck.check({
        gameName: 'mobile-legends',
        account: { ...account, extra: 'x' },
      });
      expect(a.nickname).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{4}$/);
      expect(b).toEqual(a);
      expect(a.account).toEqual(account);
      const other = await client.idCheck.check({
        gameName: 'mobile-legends',
        account: { ...account, userId: '87654321' },
      });
      expect(other.nickname).not.toBe(a.nickname);
    });

    it('checks select fields and patterns, naming the field in the request locale', async () => {
      const client = server.client();
      const ok = await client.idCheck.check({
        gameName: 'genshin-impact',
        account: { userId: '812345678', server: 'os_asia' },
      });
      expect(ok.account).toEqual({ userId: '812345678', server: 'os_asia' });
      const badServer = await failureOf(
        client.idCheck.check({
          gameName: 'genshin-impact',
          account: { userId: '812345678', server: 'mars' },
        }),
      );
      expect(badServer).toMatchObject({
        status: 422,
        message: 'Server: choose one of the listed options',
      });
      const badZone = await failureOf(
        client.legacy.order.checkid({
          gameName: 'mobile-legends',
          account: { userId: '12345678', zoneId: '12a' },
        }),
      );
      expect(badZone).toMatchObject({ status: 422, code: 422, message: 'Zone ID is not valid' });
      const missing = await failureOf(
        server
          .client({ locale: 'id' })
          .legacy.order.checkid({ gameName: 'mobile-legends', account: { userId: '12345678' } }),
      );
      expect(missing.message).toBe('Zone ID wajib diisi');
      // The pattern must match the whole value.
      const tooLong = await failureOf(
        client.idCheck.check({
          gameName: 'mobile-legends',
          account: { userId: '1234567890123', zoneId: '1234' },
        }),
      );
      expect(tooLong.message).toBe('User ID is not valid');
    });

    it('refuses unknown games (404) and games without an id (422)', async () => {
      const client = server.client();
      expect(
        await failureOf(client.idCheck.check({ gameName: 'no-such-game', account })),
      ).toMatchObject({ status: 404 });
      const links = await failureOf(client.idCheck.check({ gameName: 'roblox', account }));
      expect(links).toMatchObject({
        status: 422,
        message: 'This game does not use an account id check',
      });
      const login = await failureOf(
        client.legacy.order.checkid({ gameName: 'summoners-war', account }),
      );
      expect(login.status).toBe(422);
    });
  });
});
