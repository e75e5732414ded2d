import type { ApiClient } from '@storefront/api-client';
import type { GameSummary, GameType, Page } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/** The SDK resources the catalogue queries read: the browser's store client or a server client. */
export type CatalogApi = Pick<ApiClient, 'shopHome' | 'shopGame' | 'legacy'>;

/**
 * What every catalogue answer depends on. The locale travels in the `sf_locale` cookie, not the
 * body, but it is part of each key so a language switch fetches the translated data.
 */
export interface CatalogScope {
  locale: Locale;
  /** The active currency; `undefined` asks for the server's default (keep SSR and hydration equal). */
  currencyId: number | undefined;
}

/** Which games a list shows; `type`, `category` and `keyword` combine. */
export interface GameListFilter {
  type?: GameType;
  category?: string;
  keyword?: string;
}

export const GAME_LIST_PAGE_SIZE = 24;

/** Stable keys; `catalogKeys.all` invalidates every catalogue query at once. */
export const catalogKeys = {
  all: ['catalog'] as const,
  carousel: (locale: Locale) => ['catalog', 'carousel', locale] as const,
  homeSummary: ({ locale, currencyId }: CatalogScope) =>
    ['catalog', 'home-summary', locale, currencyId ?? null] as const,
  homeSummaryNew: ({ locale, currencyId }: CatalogScope) =>
    ['catalog', 'home-summary-new', locale, currencyId ?? null] as const,
  gameList: (
    { locale, currencyId }: CatalogScope,
    filter: GameListFilter,
    page: number,
    pageSize: number,
  ) =>
    [
      'catalog',
      'games',
      locale,
      currencyId ?? null,
      filterKey(filter),
      { page, pageSize },
    ] as const,
  gameListInfinite: (
    { locale, currencyId }: CatalogScope,
    filter: GameListFilter,
    pageSize: number,
  ) =>
    [
      'catalog',
      'games-infinite',
      locale,
      currencyId ?? null,
      filterKey(filter),
      { pageSize },
    ] as const,
};

/** The filter with its absent fields as `null`, so `{}` and `{ type: undefined }` share a key. */
function filterKey({ type, category, keyword }: GameListFilter) {
  return { type: type ?? null, category: category ?? null, keyword: keyword?.trim() || null };
}

function listBody(
  filter: GameListFilter,
  currencyId: number | undefined,
  page: number,
  pageSize: number,
) {
  const { type, category } = filter;
  const keyword = filter.keyword?.trim() || undefined;
  return { type, category, keyword, currencyId, page, pageSize };
}

/** Home: carousel, games per category, hot promotions (`ShopHome/Summary`). */
export function homeSummaryQuery(api: CatalogApi, scope: CatalogScope) {
  return queryOptions({
    queryKey: catalogKeys.homeSummary(scope),
    queryFn: ({ signal }) => api.shopHome.summary({ currencyId: scope.currencyId }, { signal }),
  });
}

/** Home: newest, popular and games per type (`ShopHome/SummaryNew`). */
export function homeSummaryNewQuery(api: CatalogApi, scope: CatalogScope) {
  return queryOptions({
    queryKey: catalogKeys.homeSummaryNew(scope),
    queryFn: ({ signal }) => api.shopHome.summaryNew({ currencyId: scope.currencyId }, { signal }),
  });
}

/** The home carousel slides alone (`pageSettings/homeCarouselList`); no prices, so no currency. */
export function homeCarouselQuery(api: CatalogApi, locale: Locale) {
  return queryOptions({
    queryKey: catalogKeys.carousel(locale),
    queryFn: ({ signal }) => api.legacy.pageSettings.homeCarouselList({ signal }),
  });
}

/** One page of games (`ShopGame/List`), for numbered paging. */
export function gameListQuery(
  api: CatalogApi,
  scope: CatalogScope,
  filter: GameListFilter,
  { page = 1, pageSize = GAME_LIST_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
) {
  return queryOptions({
    queryKey: catalogKeys.gameList(scope, filter, page, pageSize),
    queryFn: ({ signal }) =>
      api.shopGame.list(listBody(filter, scope.currencyId, page, pageSize), { signal }),
  });
}

/** The page after `last`, or `undefined` when `last` holds the final games. */
export function nextGamePage(last: Page<GameSummary>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/**
 * Pages of games (`ShopGame/List`) for load-more or infinite scroll. On the server prefetch it with
 * `queryClient.prefetchInfiniteQuery(...)` before the page's `finishPage`.
 */
export function gameListInfiniteQuery(
  api: CatalogApi,
  scope: CatalogScope,
  filter: GameListFilter,
  pageSize: number = GAME_LIST_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.gameListInfinite(scope, filter, pageSize),
    queryFn: ({ pageParam, signal }) =>
      api.shopGame.list(listBody(filter, scope.currencyId, pageParam, pageSize), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextGamePage,
  });
}
