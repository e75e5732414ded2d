import { t } from '../messages';
import {
  type ContentSlug,
  contentPageQuery,
  PROMOTION_PAGE_SIZE,
  promotionDetailQuery,
  promotionListInfiniteQuery,
  promotionListQuery,
} from '../react/queries/content';
import { listPageNumber, promotionSlugOf } from '../routes';
import { renderAbort } from './abort';
import { createLoaderQueryClient } from './loader-query-client';
import { finishPage, isMissing } from './page-data';
import type { PageData, PageLoader, PageRequest } from './request';

/** A page with nothing of its own to load: the device's frame only. */
export function frameData(request: PageRequest): Promise<PageData> {
  return finishPage(request, createLoaderQueryClient());
}

/** Help, about or legal in the request's locale. */
export function contentPageData(slug: ContentSlug): PageLoader {
  return async (request) => {
    const queryClient = createLoaderQueryClient();
    await queryClient.prefetchQuery(contentPageQuery(request.api, request.locale, slug));
    return finishPage(request, queryClient);
  };
}

/** The running promotions: pc the `?page=` of them, mobile the first page of "Load more". */
export async function promotionListData(request: PageRequest): Promise<PageData> {
  const { api, locale, search } = request;
  const queryClient = createLoaderQueryClient();
  await (request.device === 'pc'
    ? queryClient.prefetchQuery(
        promotionListQuery(api, locale, {
          page: listPageNumber(search),
          pageSize: PROMOTION_PAGE_SIZE,
        }),
      )
    : queryClient.prefetchInfiniteQuery(promotionListInfiniteQuery(api, locale)));
  return finishPage(request, queryClient);
}

/**
 * `?slug=`: the promotion, or a 404 page when it is unknown or has ended. Other failures render the
 * page without it, and the browser tries again. Without a slug the page only points to the list.
 */
export async function promotionDetailData(request: PageRequest): Promise<PageData> {
  const { api, locale } = request;
  const queryClient = createLoaderQueryClient();
  const slug = promotionSlugOf(request.search);
  if (slug) {
    await queryClient
      .fetchQuery(promotionDetailQuery(api, locale, slug))
      .catch((error: unknown) => {
        if (isMissing(error)) throw renderAbort(404, t(locale, 'content.promo.notFound'));
      });
  }
  return finishPage(request, queryClient);
}
