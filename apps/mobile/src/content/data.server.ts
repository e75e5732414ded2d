import { isApiError } from '@storefront/api-client';
import { t } from '@storefront/ui-shared';
import {
  type ContentSlug,
  contentPageQuery,
  createQueryClient,
  prefetchDehydrated,
  promotionDetailQuery,
  promotionListInfiniteQuery,
} from '@storefront/ui-shared/react';
import { dehydrate } from '@tanstack/react-query';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requestLocale } from '../app/locale';
import { serverApiClient } from '../app/server-api';
import { promotionSlugOf } from './promotion-slug';

/** `/promo`, `/daftarPromo`, `/mobile/daftarPromo`: the first page of running promotions. */
export async function promotionListData(pageContext: PageContextServer) {
  const locale = requestLocale(pageContext.headers?.cookie);
  const queryClient = createQueryClient({ server: true });
  // A failed read is left out: the browser tries again and shows the error with a retry.
  await queryClient.prefetchInfiniteQuery(
    promotionListInfiniteQuery(serverApiClient(pageContext), locale),
  );
  return { dehydratedState: dehydrate(queryClient) };
}

/**
 * `/mobile/daftarPromoDetail?slug=`: the promotion, or a 404 page when it is unknown or has ended.
 * Other failures render the page without it, and the browser tries again. Without a slug the page
 * only points to the list.
 */
export async function promotionDetailData(pageContext: PageContextServer) {
  const locale = requestLocale(pageContext.headers?.cookie);
  const slug = promotionSlugOf(pageContext.urlParsed.search);
  const queryClient = createQueryClient({ server: true });
  if (!slug) return { dehydratedState: dehydrate(queryClient) };
  try {
    await queryClient.fetchQuery(promotionDetailQuery(serverApiClient(pageContext), locale, slug));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw render(404, t(locale, 'content.promo.notFound'));
    }
  }
  return { dehydratedState: dehydrate(queryClient) };
}

/** Help, about or legal in the request's locale. */
export async function contentPageData(pageContext: PageContextServer, slug: ContentSlug) {
  const locale = requestLocale(pageContext.headers?.cookie);
  return {
    dehydratedState: await prefetchDehydrated([
      contentPageQuery(serverApiClient(pageContext), locale, slug),
    ]),
  };
}
