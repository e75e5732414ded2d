import { type ApiClient, isApiError } from '@storefront/api-client';
import { createServerApiClient, LOCALE_CODES, type Locale } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import {
  type AnyFetchQuery,
  type ContentSlug,
  contentPageQuery,
  createQueryClient,
  PROMOTION_PAGE_SIZE,
  prefetchDehydrated,
  promotionDetailQuery,
  promotionListQuery,
} from '@storefront/ui-shared/react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { listPageNumber } from '../catalog/list-page';
import { frameQuery } from '../data/frame';
import { loadFrame } from '../data/frame.server';
import type { PageData } from '../vike';
import { promotionSlugOf } from './promotion-slug';

/** Content is public: the server asks in the request's locale and sends no session. */
function contentApi({ locale, requestId }: PageContextServer): ApiClient {
  return createServerApiClient({
    cookieHeader: `sf_locale=${LOCALE_CODES[locale]}`,
    timeout: 5_000,
    requestId,
  });
}

/** The frame (header and footer) and `queries`; a failed query is left to the browser to retry. */
async function pageData(
  locale: Locale,
  queries: AnyFetchQuery[],
  queryClient?: QueryClient,
): Promise<PageData> {
  const frame = await loadFrame(locale).catch(() => undefined);
  const withFrame = frame ? [frameQuery(locale, async () => frame), ...queries] : queries;
  return { dehydratedState: await prefetchDehydrated(withFrame, queryClient) };
}

/** `/promo`, `/pc/daftarPromo`: the page of running promotions of `?page=`. */
export function promotionListData(pageContext: PageContextServer): Promise<PageData> {
  const { locale } = pageContext;
  const page = listPageNumber(pageContext.urlParsed.search);
  return pageData(locale, [
    promotionListQuery(contentApi(pageContext), locale, { page, pageSize: PROMOTION_PAGE_SIZE }),
  ]);
}

/**
 * `/pc/daftarPromoDetail?slug=`: the promotion, or a 404 page when it is unknown or has ended. Other
 * failures render the page without it, and the browser tries again. Without a slug the page only
 * points to the list.
 */
export async function promotionDetailData(pageContext: PageContextServer): Promise<PageData> {
  const { locale } = pageContext;
  const slug = promotionSlugOf(pageContext.urlParsed.search);
  if (!slug) return pageData(locale, []);
  const queryClient = createQueryClient({ server: true });
  const detail = promotionDetailQuery(contentApi(pageContext), locale, slug);
  try {
    await queryClient.fetchQuery(detail);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw render(404, t(locale, 'content.promo.notFound'));
    }
  }
  return pageData(locale, [], queryClient);
}

/** Help, about or legal in the request's locale. */
export function contentPageData(
  pageContext: PageContextServer,
  slug: ContentSlug,
): Promise<PageData> {
  const { locale } = pageContext;
  return pageData(locale, [contentPageQuery(contentApi(pageContext), locale, slug)]);
}
