import { createApiClient } from '@storefront/api-client';
import type { Category } from '@storefront/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  type JsonServer,
  ok,
  type ReceivedRequest,
  startJsonServer,
} from '../../__tests__/helpers/json-server';
import type { Device } from '../../device';
import { unpackData } from '../../react/packed-data';
import { readPageQueries } from '../../react/page-queries';
import { catalogKeys } from '../../react/queries/catalog';
import { contentKeys, PROMOTION_PAGE_SIZE } from '../../react/queries/content';
import { productKeys } from '../../react/queries/product';
import { POPULAR_FALLBACK_SIZE } from '../../react/queries/search';
import { pageRoute } from '../../react/vike-route';
import type { PageId } from '../../routes/types';
import { answerWith, PageAbort } from '../abort';
import { categoryData, homeData, productDetailData, productListData, searchData } from '../catalog';
import { contentPageData, frameData, promotionDetailData, promotionListData } from '../content';
import { type PageData, type PageFrame, type PageRequest, pageRequestOf } from '../request';

/** The API stand-in: a few games, one category, one running promotion, and a game that fails. */
const GAMES: Record<string, { name: string; type: string }> = {
  'mobile-legends': { name: 'mobile-legends', type: 'Games' },
  roblox: { name: 'roblox', type: 'Links' },
};
const CATEGORIES: Category[] = [{ id: 1, name: 'moba', title: 'MOBA', icon: null, sort: 0 }];

function answer({ path, body }: ReceivedRequest) {
  if (path === '/api/ShopGame/Detail') {
    if (body.name === 'broken') return failure(500);
    const game = GAMES[String(body.name)];
    return game ? ok({ ...game, currencyId: body.currencyId ?? null }) : failure(404);
  }
  if (path === '/api/ShopGame/List' && body.keyword === 'nothing') {
    return ok({ list: [], total: 0, page: body.page, pageSize: 24 });
  }
  if (path === '/api/ShopGame/List') {
    return ok({ list: [{ name: 'mobile-legends' }], total: 1, page: body.page, pageSize: 24 });
  }
  if (path === '/api/ShopHome/Summary') {
    return ok({ carousel: [], categories: CATEGORIES.map((category) => ({ category })) });
  }
  if (path === '/api/Promotion/Detail') {
    return body.slug === 'summer' ? ok({ slug: 'summer', gameName: null }) : failure(404);
  }
  if (path === '/api/Promotion/List') return ok({ list: [], total: 0, page: body.page });
  if (path === '/api/Content/Page' && body.slug === 'legal') return failure(503);
  if (path === '/api/Content/Page') return ok({ slug: body.slug, title: 'About', body: '' });
  return undefined;
}

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(answer);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const SCOPE = { locale: 'en', currencyId: 2 } as const;
/** pc's frame: a query dehydrated with every page, and the categories it already holds. */
const FRAME_QUERY = {
  queryKey: ['frame', 'en'],
  queryFn: async () => ({ categories: CATEGORIES }),
};

function frameOf(device: Device, scope: PageFrame['scope'] = SCOPE): PageFrame {
  return device === 'pc'
    ? { queries: [FRAME_QUERY], scope, categories: async () => CATEGORIES }
    : {
        queries: [],
        scope,
        categories: (queryClient, api) =>
          queryClient.fetchQuery({
            queryKey: ['gameCateList', 'en'],
            queryFn: async () =>
              (await api.shopHome.summary()).categories.map(({ category }) => category),
          }),
      };
}

/** The request of `device`'s page `page` at `url`, routed by the page's own `+route.ts`. */
function requestAt(
  device: Device,
  page: PageId,
  url: string,
  frame = frameOf(device),
): PageRequest {
  const [urlPathname = '', query = ''] = url.split('?');
  const matched = pageRoute(device, page)({ urlPathname });
  const routeParams = matched ? matched.routeParams : undefined;
  const search = Object.fromEntries(new URLSearchParams(query));
  const request = pageRequestOf(
    device,
    { urlPathname, urlParsed: { search }, routeParams },
    { locale: 'en', frame },
  );
  return { ...request, api: createApiClient({ baseURL: standIn.url }) };
}

const keysOf = (data: PageData) => readPageQueries(data).map((query) => query.key);

async function abortOf(load: Promise<unknown>): Promise<PageAbort> {
  const error = await load.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PageAbort);
  return error as PageAbort;
}

describe('productDetailData', () => {
  it('dehydrates the game in the request currency, with the device frame', async () => {
    const pc = await productDetailData(requestAt('pc', 'productDetail', '/games/mobile-legends'));
    expect(pc.product).toEqual({ name: 'mobile-legends' });
    expect(keysOf(pc)).toEqual([
      productKeys.gameDetail(SCOPE, 'mobile-legends'),
      FRAME_QUERY.queryKey,
    ]);
    // Dehydrated data is packed (`packData`); the browser unpacks it on hydration.
    expect(unpackData(readPageQueries(pc)[0]?.data)).toMatchObject({ currencyId: 2 });
    const mobile = await productDetailData(
      requestAt('mobile', 'productDetail', '/games/mobile-legends'),
    );
    expect(keysOf(mobile)).toEqual([productKeys.gameDetail(SCOPE, 'mobile-legends')]);
  });

  it('answers 404 for a game the API does not know, in each device wording', async () => {
    const pc = await abortOf(productDetailData(requestAt('pc', 'productDetail', '/games/nope')));
    expect(pc.answer).toEqual({
      kind: 'render',
      status: 404,
      message: 'Page not found: /games/nope',
    });
    const mobile = await abortOf(
      productDetailData(requestAt('mobile', 'productDetail', '/games/nope')),
    );
    expect(mobile.answer).toEqual({
      kind: 'render',
      status: 404,
      message: 'Page Not Found: /games/nope',
    });
  });

  it('moves a game found under another type to its own address with a 301', async () => {
    for (const device of ['pc', 'mobile'] as const) {
      const abort = await abortOf(
        productDetailData(requestAt(device, 'productDetail', '/games/roblox')),
      );
      expect(abort.answer).toEqual({ kind: 'redirect', to: '/links/roblox', status: 301 });
    }
  });

  it('leaves a failed read to the browser: the page renders without the game', async () => {
    const data = await productDetailData(requestAt('mobile', 'productDetail', '/games/broken'));
    expect(data.product).toEqual({ name: 'broken' });
    expect(keysOf(data)).toEqual([]);
  });

  it('asks nothing without a scope (pc without its frame) and 404s without a route', async () => {
    const noScope = requestAt('pc', 'productDetail', '/games/nope', frameOf('pc', null));
    expect((await productDetailData(noScope)).product).toEqual({ name: 'nope' });
    expect(standIn.requests).toEqual([]);
    const unrouted = await abortOf(productDetailData(requestAt('pc', 'home', '/games/nope')));
    expect(unrouted.answer).toMatchObject({ kind: 'render', status: 404 });
  });
});

describe('categoryData', () => {
  it('renders a listed category with its title and its first games', async () => {
    const pc = await categoryData(requestAt('pc', 'category', '/moba?page=2'));
    expect(pc.category).toEqual({ name: 'moba', title: 'MOBA' });
    expect(keysOf(pc)).toContainEqual(catalogKeys.gameList(SCOPE, { category: 'moba' }, 2, 24));
    const mobile = await categoryData(requestAt('mobile', 'category', '/moba'));
    expect(keysOf(mobile)).toEqual([
      ['gameCateList', 'en'],
      catalogKeys.gameListInfinite(SCOPE, { category: 'moba' }, 24),
    ]);
  });

  it('answers 404 "Page Not Found" for a category the server does not list', async () => {
    for (const device of ['pc', 'mobile'] as const) {
      const abort = await abortOf(categoryData(requestAt(device, 'category', '/rpg')));
      expect(abort.answer).toEqual({
        kind: 'render',
        status: 404,
        message: 'Page Not Found: /rpg',
      });
    }
  });

  it('passes on what the frame answers when it cannot list the categories', async () => {
    const unavailable: PageFrame = {
      queries: [],
      scope: null,
      categories: () => Promise.reject(new PageAbort({ kind: 'render', status: 503 })),
    };
    const abort = await abortOf(categoryData(requestAt('pc', 'category', '/moba', unavailable)));
    expect(abort.answer).toEqual({ kind: 'render', status: 503 });
  });
});

describe('catalogue lists', () => {
  it('home: the summary in the scope; nothing but the frame without a scope', async () => {
    const home = await homeData(requestAt('mobile', 'home', '/'));
    expect(keysOf(home)).toEqual([catalogKeys.homeSummary(SCOPE)]);
    const bare = await homeData(requestAt('pc', 'home', '/', frameOf('pc', null)));
    expect(keysOf(bare)).toEqual([FRAME_QUERY.queryKey]);
  });

  it('product list: pc the ?page= of the type, mobile its first "load more" page', async () => {
    const pc = await productListData(requestAt('pc', 'productList', '/pc/products/links?page=3'));
    expect(pc.productType).toBe('Links');
    expect(keysOf(pc)).toContainEqual(catalogKeys.gameList(SCOPE, { type: 'Links' }, 3, 24));
    const mobile = await productListData(requestAt('mobile', 'productList', '/games'));
    expect(keysOf(mobile)).toEqual([catalogKeys.gameListInfinite(SCOPE, { type: 'Games' }, 24)]);
    const notAList = await abortOf(productListData(requestAt('mobile', 'home', '/')));
    expect(notAList.answer).toEqual({ kind: 'render', status: 404 });
  });

  it('search: the results of ?q=, nothing without a term', async () => {
    const mobile = await searchData(
      requestAt('mobile', 'searchHistory', '/searchHistory?q=legends'),
    );
    expect(readPageQueries(mobile)).toHaveLength(1);
    expect(standIn.requests[0]?.body).toMatchObject({ keyword: 'legends', currencyId: 2 });
    const empty = await searchData(requestAt('pc', 'search', '/search'));
    expect(keysOf(empty)).toEqual([FRAME_QUERY.queryKey]);
  });

  it('search that finds nothing: the popular games too, on both devices', async () => {
    const popular = catalogKeys.gameList(SCOPE, {}, 1, POPULAR_FALLBACK_SIZE);
    const pc = await searchData(requestAt('pc', 'search', '/search?q=nothing'));
    expect(keysOf(pc)).toContainEqual(popular);
    const mobile = await searchData(
      requestAt('mobile', 'searchHistory', '/searchHistory?q=nothing'),
    );
    expect(keysOf(mobile)).toContainEqual(popular);
    const found = await searchData(requestAt('pc', 'search', '/search?q=legends'));
    expect(keysOf(found)).not.toContainEqual(popular);
  });
});

describe('content loaders', () => {
  it('content pages and promotion lists dehydrate their query in the locale', async () => {
    const about = await contentPageData('about')(requestAt('mobile', 'about', '/about'));
    expect(keysOf(about)).toEqual([contentKeys.page('en', 'about')]);
    const list = await promotionListData(requestAt('pc', 'promoList', '/pc/daftarPromo?page=2'));
    expect(keysOf(list)).toContainEqual(contentKeys.promotions('en', 2, PROMOTION_PAGE_SIZE));
    const failed = await contentPageData('legal')(requestAt('mobile', 'legal', '/legal'));
    expect(keysOf(failed)).toEqual([]);
    const frameOnly = await frameData(requestAt('pc', 'cart', '/pc/shopCart'));
    expect(keysOf(frameOnly)).toEqual([FRAME_QUERY.queryKey]);
  });

  it('a promotion: found, 404 when unknown or ended, only the frame without a slug', async () => {
    const found = await promotionDetailData(
      requestAt('mobile', 'promoDetail', '/mobile/daftarPromoDetail?slug=summer'),
    );
    expect(keysOf(found)).toEqual([contentKeys.promotion('en', 'summer')]);
    const unknown = await abortOf(
      promotionDetailData(requestAt('pc', 'promoDetail', '/pc/daftarPromoDetail?slug=winter')),
    );
    expect(unknown.answer).toEqual({
      kind: 'render',
      status: 404,
      message: 'This promotion has ended or does not exist.',
    });
    const noSlug = await promotionDetailData(
      requestAt('pc', 'promoDetail', '/pc/daftarPromoDetail'),
    );
    expect(keysOf(noSlug)).toEqual([FRAME_QUERY.queryKey]);
  });
});

describe('pageRequestOf', () => {
  it('gives the loaders a public API client, made when first used', () => {
    const request = pageRequestOf(
      'mobile',
      { urlPathname: '/', urlParsed: { search: {} } },
      { locale: 'en', frame: frameOf('mobile') },
    );
    expect(typeof request.api.shopHome.summary).toBe('function');
    expect(typeof request.api.promotion.list).toBe('function');
  });
});

describe('answerWith', () => {
  const vike = {
    render: (status: number, reason?: string) => new Error(`render ${status} ${reason}`),
    redirect: (url: string, status: number) => new Error(`redirect ${status} ${url}`),
  };

  it('hands a loader abort to vike and any other failure on as it is', async () => {
    const notFound = Promise.reject(new PageAbort({ kind: 'render', status: 404, message: 'x' }));
    await expect(answerWith(notFound, vike)).rejects.toThrow('render 404 x');
    const moved = Promise.reject(new PageAbort({ kind: 'redirect', to: '/links/a', status: 301 }));
    await expect(answerWith(moved, vike)).rejects.toThrow('redirect 301 /links/a');
    await expect(answerWith(Promise.reject(new TypeError('boom')), vike)).rejects.toThrow(
      TypeError,
    );
    await expect(answerWith(Promise.resolve(7), vike)).resolves.toBe(7);
  });
});
