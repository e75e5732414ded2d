import type { GameDetail } from '@storefront/api-client/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Device } from '../device';
import { invalidRouteMessage, notFoundMessage } from '../errors';
import { checkCategoryRoute } from '../react/category';
import {
  type CatalogScope,
  type GameListFilter,
  gameListInfiniteQuery,
  gameListQuery,
  homeSummaryQuery,
} from '../react/queries/catalog';
import { gameDetailQuery } from '../react/queries/product';
import {
  popularFallbackQuery,
  searchResultsInfiniteQuery,
  searchResultsQuery,
  searchTermOf,
} from '../react/queries/search';
import { canonicalProductPath, listPageNumber, productRouteOf, productTypeOf } from '../routes';
import { redirectAbort, renderAbort } from './abort';
import { createLoaderQueryClient } from './loader-query-client';
import { finishPage, isMissing } from './page-data';
import type { PageData, PageRequest } from './request';

/**
 * The 404 line of a product route naming no game. The two devices have always worded it
 * differently; kept so neither page changes.
 */
const UNKNOWN_GAME_MESSAGE: Readonly<Record<Device, (path: string) => string>> = {
  pc: notFoundMessage,
  mobile: invalidRouteMessage,
};

/** pc lists games in numbered pages (`?page=`), mobile loads more: the first page of either. */
function prefetchGameList(
  request: PageRequest,
  queryClient: QueryClient,
  scope: CatalogScope,
  filter: GameListFilter,
): Promise<void> {
  const { api, device, search } = request;
  return device === 'pc'
    ? queryClient.prefetchQuery(gameListQuery(api, scope, filter, { page: listPageNumber(search) }))
    : queryClient.prefetchInfiniteQuery(gameListInfiniteQuery(api, scope, filter));
}

/** The home: banners, games per category and promotions, in the visitor's currency. */
export async function homeData(request: PageRequest): Promise<PageData> {
  const queryClient = createLoaderQueryClient();
  const { scope } = request.frame;
  if (scope) await queryClient.prefetchQuery(homeSummaryQuery(request.api, scope));
  return finishPage(request, queryClient);
}

/** `/games`, `/links`, `/login`, `/{device}/products/{type}`: the first games of the type. */
export async function productListData(request: PageRequest): Promise<PageData> {
  const productType = productTypeOf(request.route);
  if (!productType) throw renderAbort(404);
  const queryClient = createLoaderQueryClient();
  const { scope } = request.frame;
  if (scope) await prefetchGameList(request, queryClient, scope, { type: productType });
  return finishPage(request, queryClient, { productType });
}

/**
 * `/{name}` is a category only when the server lists it; any other name is a 404 "Page Not Found:
 * /name". Its first games are server-rendered.
 */
export async function categoryData(request: PageRequest): Promise<PageData> {
  const queryClient = createLoaderQueryClient();
  const categories = await request.frame.categories(queryClient, request.api);
  const check = checkCategoryRoute(request.device, request.urlPathname, categories);
  if (!check.ok) throw renderAbort(check.status, check.message);
  const name = check.categoryName;
  const { scope } = request.frame;
  if (scope) await prefetchGameList(request, queryClient, scope, { category: name });
  const title = categories.find((category) => category.name === name)?.title ?? name;
  return finishPage(request, queryClient, { category: { name, title } });
}

/** How many games the search of `term` found, once prefetched into `queryClient` (else undefined). */
async function prefetchSearchResults(
  request: PageRequest,
  queryClient: QueryClient,
  scope: CatalogScope,
  term: string,
): Promise<number | undefined> {
  const { api, device, search } = request;
  if (device === 'pc') {
    const results = searchResultsQuery(api, scope, term, { page: listPageNumber(search) });
    await queryClient.prefetchQuery(results);
    return queryClient.getQueryData(results.queryKey)?.total;
  }
  const results = searchResultsInfiniteQuery(api, scope, term);
  await queryClient.prefetchInfiniteQuery(results);
  return queryClient.getQueryData(results.queryKey)?.pages[0]?.total;
}

/**
 * `?q=`: the first results of the term (pc: the `?page=` of them), so a shared link shows them;
 * when nothing matches, the popular games shown instead.
 */
export async function searchData(request: PageRequest): Promise<PageData> {
  const queryClient = createLoaderQueryClient();
  const term = searchTermOf(request.search);
  const { scope } = request.frame;
  if (term && scope) {
    const found = await prefetchSearchResults(request, queryClient, scope, term);
    if (found === 0) await queryClient.prefetchQuery(popularFallbackQuery(request.api, scope));
  }
  return finishPage(request, queryClient);
}

/**
 * A game's page in the visitor's currency. A game the API does not know is a 404; a game under
 * another type's route moves (301) to its own address. Any other failure is left to the browser.
 */
export async function productDetailData(request: PageRequest): Promise<PageData> {
  const route = productRouteOf(request.route);
  if (!route) throw renderAbort(404, notFoundMessage(request.urlPathname));
  const queryClient = createLoaderQueryClient();
  const { scope } = request.frame;
  if (scope) {
    const game = await queryClient
      .fetchQuery(gameDetailQuery(request.api, scope, route.name))
      .catch((error: unknown): GameDetail | undefined => {
        if (!isMissing(error)) return undefined;
        throw renderAbort(404, UNKNOWN_GAME_MESSAGE[request.device](request.urlPathname));
      });
    const canonical = game && canonicalProductPath(route, game.type);
    if (canonical) throw redirectAbort(canonical);
  }
  return finishPage(request, queryClient, { product: { name: route.name } });
}
