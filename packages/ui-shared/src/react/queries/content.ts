import type { ApiClient } from '@storefront/api-client';
import type {
  ContentPage,
  GameSummary,
  Page,
  PromotionDetail,
} from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/** The SDK resources the content queries read: the browser's store client or a server client. */
export type ContentApi = Pick<ApiClient, 'promotion' | 'content' | 'shopGame'>;

/** A promotion's detail with the game it applies to (its title in the locale), when it has one. */
export interface PromotionView extends PromotionDetail {
  game: Pick<GameSummary, 'name' | 'title' | 'type'> | null;
}

export type ContentSlug = ContentPage['slug'];

export const PROMOTION_PAGE_SIZE = 12;

/**
 * Stable keys. The locale travels in the `sf_locale` cookie, not the body, but it is part of each
 * key so a language switch fetches the translated text. `contentKeys.all` invalidates them all.
 */
export const contentKeys = {
  all: ['content'] as const,
  promotions: (locale: Locale, page: number, pageSize: number) =>
    ['content', 'promotions', locale, { page, pageSize }] as const,
  promotionsInfinite: (locale: Locale, pageSize: number) =>
    ['content', 'promotions-infinite', locale, { pageSize }] as const,
  promotion: (locale: Locale, slug: string) => ['content', 'promotion', locale, slug] as const,
  page: (locale: Locale, slug: ContentSlug) => ['content', 'page', locale, slug] as const,
};

/** The page after `last`, or `undefined` when `last` holds the final items. */
export function nextListPage(last: Page<unknown>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** One page of running promotions (`Promotion/List`), for numbered paging. */
export function promotionListQuery(
  api: ContentApi,
  locale: Locale,
  { page = 1, pageSize = PROMOTION_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
) {
  return queryOptions({
    queryKey: contentKeys.promotions(locale, page, pageSize),
    queryFn: ({ signal }) => api.promotion.list({ page, pageSize, activeOnly: true }, { signal }),
  });
}

/**
 * Pages of running promotions for "Load more". On the server prefetch it with
 * `queryClient.prefetchInfiniteQuery(...)`.
 */
export function promotionListInfiniteQuery(
  api: ContentApi,
  locale: Locale,
  pageSize: number = PROMOTION_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: contentKeys.promotionsInfinite(locale, pageSize),
    queryFn: ({ pageParam, signal }) =>
      api.promotion.list({ page: pageParam, pageSize, activeOnly: true }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
  });
}

/**
 * One promotion with its body (`Promotion/Detail`) and its game's title and type (`ShopGame/Detail`)
 * for the "Top up" button. A 404 `ApiError` when the promotion is unknown or over; a game that
 * cannot be read leaves `game` null rather than hiding the promotion.
 */
export function promotionDetailQuery(api: ContentApi, locale: Locale, slug: string) {
  return queryOptions({
    queryKey: contentKeys.promotion(locale, slug),
    queryFn: async ({ signal }): Promise<PromotionView> => {
      const promotion = await api.promotion.detail({ slug }, { signal });
      const game = promotion.gameName
        ? await api.shopGame
            .detail({ name: promotion.gameName }, { signal })
            .then(({ name, title, type }) => ({ name, title, type }))
            .catch(() => null)
        : null;
      return { ...promotion, game };
    },
  });
}

/** Help (with its FAQ), about or legal in the locale (`Content/Page`). */
export function contentPageQuery(api: ContentApi, locale: Locale, slug: ContentSlug) {
  return queryOptions({
    queryKey: contentKeys.page(locale, slug),
    queryFn: ({ signal }) => api.content.page({ slug }, { signal }),
  });
}
