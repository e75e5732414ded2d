import { createApiClient } from '@storefront/api-client';
import { hydrate, InfiniteQueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  type JsonServer,
  ok,
  type ReceivedRequest,
  startJsonServer,
} from '../../../__tests__/helpers/json-server';
import { dehydratedStateOf, pageQueriesOf } from '../../page-queries';
import { createQueryClient } from '../../query-client';
import {
  catalogKeys,
  gameListInfiniteQuery,
  gameListQuery,
  homeCarouselQuery,
  homeSummaryQuery,
  nextGamePage,
} from '../catalog';

/** A real API stand-in: answers the catalogue endpoints in the API's envelope and records calls. */
let standIn: JsonServer;

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

function answer({ path, body }: ReceivedRequest) {
  if (path === '/api/ShopHome/Summary') {
    return ok({
      carousel: [],
      categories: [],
      hotPromotions: [],
      currencyId: body.currencyId ?? null,
    });
  }
  if (path === '/api/ShopGame/List') return ok(gamePage(body));
  if (path === '/api/pageSettings/homeCarouselList') return ok([{ id: 1, title: 'Slide' }]);
  return failure(404);
}

beforeAll(async () => {
  standIn = await startJsonServer(answer);
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.requests.length = 0;
});

const api = () => createApiClient({ baseURL: standIn.url });

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
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/ShopHome/Summary',
      body: { currencyId: 3 },
    });
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
    expect(standIn.requests[0]?.body).toEqual({
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
    expect(standIn.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/pageSettings/homeCarouselList',
    });
    expect(slides).toHaveLength(1);
  });

  it('hydrate what SSR prefetched so the browser does not fetch it again', async () => {
    const scope = { locale: 'en', currencyId: 2 } as const;
    const server = createQueryClient({ server: true });
    await server.prefetchQuery(gameListQuery(api(), scope, { type: 'Games' }));
    const queries = pageQueriesOf(server);
    expect(standIn.requests).toHaveLength(1);
    const browser = createQueryClient();
    hydrate(browser, dehydratedStateOf(JSON.parse(JSON.stringify(queries))));
    const page = await browser.fetchQuery(gameListQuery(api(), scope, { type: 'Games' }));
    expect(standIn.requests).toHaveLength(1);
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
    expect(standIn.requests.map((call) => call.body.page)).toEqual([1, 2, 3]);
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
