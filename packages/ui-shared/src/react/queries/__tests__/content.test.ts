import { ApiError, createApiClient } from '@storefront/api-client';
import { createServerApiClient } from '@storefront/state';
import { hydrate, InfiniteQueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  type JsonServer,
  ok,
  startJsonServer,
} from '../../../__tests__/helpers/json-server';
import { dehydratedStateOf, pageQueriesOf } from '../../page-queries';
import { createQueryClient } from '../../query-client';
import {
  contentKeys,
  contentPageQuery,
  nextListPage,
  promotionDetailQuery,
  promotionListInfiniteQuery,
  promotionListQuery,
} from '../content';

const TOTAL_PROMOTIONS = 5;

/** A real API stand-in: answers the content endpoints in the API's envelope and records calls. */
let standIn: JsonServer;

function promotion(slug: string, gameName: string | null) {
  return {
    id: 1,
    slug,
    title: `Title of ${slug}`,
    summary: 'Summary',
    banner: `/api/art/promotions/${slug}.svg`,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-11-30T00:00:00.000Z',
    gameName,
  };
}

function answer(path: string, body: Record<string, unknown>, language: string | undefined) {
  if (path === '/api/Promotion/List') {
    const page = Number(body.page);
    const pageSize = Number(body.pageSize);
    const first = (page - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, TOTAL_PROMOTIONS - first));
    const list = Array.from({ length: count }, (_, i) => promotion(`promo-${first + i + 1}`, null));
    return { status: 200, data: { list, total: TOTAL_PROMOTIONS, page, pageSize } };
  }
  if (path === '/api/Promotion/Detail') {
    if (body.slug === 'with-game')
      return { status: 200, data: { ...promotion('with-game', 'ml'), body: '<p>x</p>' } };
    if (body.slug === 'lost-game')
      return { status: 200, data: { ...promotion('lost-game', 'gone'), body: '' } };
    if (body.slug === 'no-game')
      return { status: 200, data: { ...promotion('no-game', null), body: '' } };
    return { status: 404, message: `Promotion not found: ${String(body.slug)}` };
  }
  if (path === '/api/ShopGame/Detail') {
    if (body.name === 'ml')
      return {
        status: 200,
        data: { name: 'ml', title: 'Mobile Legends', type: 'Games', packs: [] },
      };
    return { status: 404, message: 'Game not found' };
  }
  if (path === '/api/Content/Page') {
    const title = language === 'id' ? 'Pusat bantuan' : 'Help centre';
    return {
      status: 200,
      data: {
        slug: body.slug,
        title,
        body: '<p>b</p>',
        faqs: [],
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
    };
  }
  return { status: 404, message: 'not here' };
}

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body, language }) => {
    const result = answer(path, body, language);
    return result.status === 200 ? ok(result.data) : failure(result.status, result.message);
  });
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.requests.length = 0;
});

/** The calls standIn.requests, as path, body and language. */
const calls = () => standIn.requests.map(({ path, body, language }) => ({ path, body, language }));

const api = () => createApiClient({ baseURL: standIn.url });

describe('content keys', () => {
  it('separate locales, slugs and pages, all under contentKeys.all', () => {
    expect(contentKeys.page('en', 'help')).not.toEqual(contentKeys.page('id', 'help'));
    expect(contentKeys.page('en', 'help')).not.toEqual(contentKeys.page('en', 'legal'));
    expect(contentKeys.promotion('en', 'a')).not.toEqual(contentKeys.promotion('id', 'a'));
    expect(contentKeys.promotions('en', 1, 12)).not.toEqual(contentKeys.promotions('en', 2, 12));
    expect(contentKeys.promotionsInfinite('en', 12)).not.toEqual(
      contentKeys.promotionsInfinite('id', 12),
    );
    for (const key of [contentKeys.page('en', 'about'), contentKeys.promotions('id', 1, 2)]) {
      expect(key.slice(0, 1)).toEqual(contentKeys.all);
    }
  });
});

describe('content queries over the SDK', () => {
  it('post the page of running promotions', async () => {
    const page = await createQueryClient({ server: true }).fetchQuery(
      promotionListQuery(api(), 'en', { page: 2, pageSize: 2 }),
    );
    expect(calls()).toEqual([
      {
        path: '/api/Promotion/List',
        body: { page: 2, pageSize: 2, activeOnly: true },
        language: undefined,
      },
    ]);
    expect(page.list.map((item) => item.slug)).toEqual(['promo-3', 'promo-4']);
  });

  it('load promotion pages one after another until the last', async () => {
    const observer = new InfiniteQueryObserver(
      createQueryClient(),
      promotionListInfiniteQuery(api(), 'en', 2),
    );
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    await observer.fetchNextPage();
    const last = await observer.fetchNextPage();
    unsubscribe();
    expect(standIn.requests.map((call) => call.body.page)).toEqual([1, 2, 3]);
    expect(last.data?.pages.flatMap((page) => page.list)).toHaveLength(TOTAL_PROMOTIONS);
    expect(last.hasNextPage).toBe(false);
  });

  it('read a promotion with the title and type of its game', async () => {
    const view = await createQueryClient({ server: true }).fetchQuery(
      promotionDetailQuery(api(), 'en', 'with-game'),
    );
    expect(standIn.requests.map((call) => [call.path, call.body])).toEqual([
      ['/api/Promotion/Detail', { slug: 'with-game' }],
      ['/api/ShopGame/Detail', { name: 'ml' }],
    ]);
    expect(view).toMatchObject({
      slug: 'with-game',
      body: '<p>x</p>',
      game: { name: 'ml', title: 'Mobile Legends', type: 'Games' },
    });
  });

  it('keep a promotion whose game cannot be read, and ask nothing for one without a game', async () => {
    const client = createQueryClient({ server: true });
    const lost = await client.fetchQuery(promotionDetailQuery(api(), 'en', 'lost-game'));
    expect(lost.game).toBeNull();
    standIn.requests.length = 0;
    const none = await client.fetchQuery(promotionDetailQuery(api(), 'en', 'no-game'));
    expect(none.game).toBeNull();
    expect(standIn.requests.map((call) => call.path)).toEqual(['/api/Promotion/Detail']);
  });

  it('fail with a 404 ApiError for an unknown or ended promotion', async () => {
    const failure = await createQueryClient({ server: true })
      .fetchQuery(promotionDetailQuery(api(), 'en', 'nope'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404 });
  });

  it('read a content page in the locale of the request cookie', async () => {
    const server = createServerApiClient({ baseURL: standIn.url, cookieHeader: 'sf_locale=id' });
    const page = await createQueryClient({ server: true }).fetchQuery(
      contentPageQuery(server, 'id', 'help'),
    );
    expect(calls()).toEqual([
      { path: '/api/Content/Page', body: { slug: 'help' }, language: 'id' },
    ]);
    expect(page.title).toBe('Pusat bantuan');
  });

  it('hydrate what SSR prefetched so the browser does not fetch it again', async () => {
    const server = createQueryClient({ server: true });
    await server.prefetchQuery(contentPageQuery(api(), 'en', 'about'));
    const queries = pageQueriesOf(server);
    expect(standIn.requests).toHaveLength(1);
    const browser = createQueryClient();
    hydrate(browser, dehydratedStateOf(JSON.parse(JSON.stringify(queries))));
    const page = await browser.fetchQuery(contentPageQuery(api(), 'en', 'about'));
    expect(standIn.requests).toHaveLength(1);
    expect(page.title).toBe('Help centre');
  });
});

describe('nextListPage', () => {
  it('is the following page while items remain, else undefined', () => {
    expect(nextListPage({ list: [], total: 5, page: 1, pageSize: 2 })).toBe(2);
    expect(nextListPage({ list: [], total: 4, page: 2, pageSize: 2 })).toBeUndefined();
    expect(nextListPage({ list: [], total: 0, page: 1, pageSize: 12 })).toBeUndefined();
  });
});
