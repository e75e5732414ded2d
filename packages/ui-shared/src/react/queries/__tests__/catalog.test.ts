import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@storefront/api-client';
import { hydrate, InfiniteQueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient, prefetchDehydrated } from '../../query-client';
import {
  catalogKeys,
  gameListInfiniteQuery,
  gameListQuery,
  homeCarouselQuery,
  homeSummaryQuery,
  nextGamePage,
} from '../catalog';

interface Received {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** A real API stand-in: answers the catalogue endpoints in the API's envelope and records calls. */
let server: Server;
let baseURL: string;
const received: Received[] = [];

const TOTAL_GAMES = 5;

function gamePage(body: Record<string, unknown>) {
  const page = Number(body.page);
  const pageSize = Number(body.pageSize);
  const first = (page - 1) * pageSize;
  const list = Array.from(
    { length: Math.max(0, Math.min(pageSize, TOTAL_GAMES - first)) },
    (_, i) => ({
      name: `game-${first + i + 1}`,
      currencyId: body.currencyId ?? null,
    }),
  );
  return { list, total: TOTAL_GAMES, page, pageSize };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      received.push({ method: request.method ?? '', path, body });
      const data =
        path === '/api/ShopHome/Summary'
          ? { carousel: [], categories: [], hotPromotions: [], currencyId: body.currencyId ?? null }
          : path === '/api/ShopGame/List'
            ? gamePage(body)
            : path === '/api/pageSettings/homeCarouselList'
              ? [{ id: 1, title: 'Slide' }]
              : undefined;
      response.writeHead(data === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(data === undefined ? { code: 404 } : { code: 0, data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

const api = () => createApiClient({ baseURL });

describe('catalogue keys', () => {
  it('separate locales and currencies, and treat absent filter fields alike', () => {
    const en2 = { locale: 'en', currencyId: 2 } as const;
    expect(catalogKeys.homeSummary(en2)).not.toEqual(
      catalogKeys.homeSummary({ locale: 'id', currencyId: 2 }),
    );
    expect(catalogKeys.homeSummary(en2)).not.toEqual(
      catalogKeys.homeSummary({ locale: 'en', currencyId: 3 }),
    );
    expect(catalogKeys.gameList(en2, {}, 1, 24)).toEqual(
      catalogKeys.gameList(en2, { type: undefined, keyword: '  ' }, 1, 24),
    );
    expect(catalogKeys.gameList(en2, { type: 'Games' }, 1, 24)).not.toEqual(
      catalogKeys.gameList(en2, { type: 'Links' }, 1, 24),
    );
    expect(catalogKeys.gameList(en2, {}, 1, 24).slice(0, 1)).toEqual(catalogKeys.all);
  });
});

describe('catalogue queries over the SDK', () => {
  it('ask the home summary in the chosen currency', async () => {
    const queryClient = createQueryClient({ server: true });
    const summary = await queryClient.fetchQuery(
      homeSummaryQuery(api(), { locale: 'en', currencyId: 3 }),
    );
    expect(received).toEqual([
      { method: 'POST', path: '/api/ShopHome/Summary', body: { currencyId: 3 } },
    ]);
    expect(summary).toMatchObject({ currencyId: 3 });
  });

  it('post the filter, page and currency of a game list', async () => {
    const queryClient = createQueryClient({ server: true });
    const page = await queryClient.fetchQuery(
      gameListQuery(
        api(),
        { locale: 'en', currencyId: 2 },
        { category: 'mobile-games', keyword: ' legend ' },
        { page: 2, pageSize: 2 },
      ),
    );
    expect(received[0]?.body).toEqual({
      category: 'mobile-games',
      keyword: 'legend',
      currencyId: 2,
      page: 2,
      pageSize: 2,
    });
    expect(page.list.map((game) => game.name)).toEqual(['game-3', 'game-4']);
  });

  it('read the carousel with a GET', async () => {
    const slides = await createQueryClient().fetchQuery(homeCarouselQuery(api(), 'en'));
    expect(received[0]).toMatchObject({
      method: 'GET',
      path: '/api/pageSettings/homeCarouselList',
    });
    expect(slides).toHaveLength(1);
  });

  it('hydrate what SSR prefetched so the browser does not fetch it again', async () => {
    const scope = { locale: 'en', currencyId: 2 } as const;
    const state = await prefetchDehydrated([gameListQuery(api(), scope, { type: 'Games' })]);
    expect(received).toHaveLength(1);
    const browser = createQueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(state)));
    const page = await browser.fetchQuery(gameListQuery(api(), scope, { type: 'Games' }));
    expect(received).toHaveLength(1);
    expect(page.total).toBe(TOTAL_GAMES);
  });

  it('load pages one after another until the last', async () => {
    const queryClient = createQueryClient();
    const observer = new InfiniteQueryObserver(
      queryClient,
      gameListInfiniteQuery(api(), { locale: 'en', currencyId: undefined }, {}, 2),
    );
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    await observer.fetchNextPage();
    const last = await observer.fetchNextPage();
    unsubscribe();
    expect(received.map((call) => call.body.page)).toEqual([1, 2, 3]);
    expect(last.data?.pages.flatMap((page) => page.list).map((game) => game.name)).toHaveLength(
      TOTAL_GAMES,
    );
    expect(last.hasNextPage).toBe(false);
  });
});

describe('nextGamePage', () => {
  it('is the following page while games remain, else undefined', () => {
    expect(nextGamePage({ list: [], total: 5, page: 1, pageSize: 2 })).toBe(2);
    expect(nextGamePage({ list: [], total: 4, page: 2, pageSize: 2 })).toBeUndefined();
    expect(nextGamePage({ list: [], total: 0, page: 1, pageSize: 24 })).toBeUndefined();
  });
});
