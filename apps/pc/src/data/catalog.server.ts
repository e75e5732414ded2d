import { createServerApiClient, LOCALE_CODES } from '@storefront/state';
import {
  type AnyFetchQuery,
  type CatalogApi,
  type CatalogScope,
  prefetchDehydrated,
} from '@storefront/ui-shared/react';
import type { PageContextServer } from 'vike/types';
import type { PageData } from '../vike';
import { type FrameData, frameQuery, requestCurrency } from './frame';
import { loadFrame } from './frame.server';

/** The catalogue is public: the server asks in the request's locale and sends no session. */
function catalogApi(scope: CatalogScope, requestId: string | undefined): CatalogApi {
  return createServerApiClient({
    cookieHeader: `sf_locale=${LOCALE_CODES[scope.locale]}`,
    timeout: 5_000,
    requestId,
  });
}

/**
 * A catalogue page's `+data`: the frame plus the page's queries in the request's currency (its
 * `sf_currency` while offered, else the locale's default). Without the frame the queries are left
 * to the browser (their key needs the currency).
 */
export async function catalogPageData(
  pageContext: PageContextServer,
  queries: (api: CatalogApi, scope: CatalogScope) => AnyFetchQuery[],
  knownFrame?: FrameData,
): Promise<PageData> {
  const { locale, currencyId } = pageContext;
  const frame = knownFrame ?? (await loadFrame(locale).catch(() => undefined));
  if (!frame) return { dehydratedState: await prefetchDehydrated([]) };
  const scope: CatalogScope = { locale, currencyId: requestCurrency(frame, currencyId).id };
  return {
    dehydratedState: await prefetchDehydrated([
      frameQuery(locale, async () => frame),
      ...queries(catalogApi(scope, pageContext.requestId), scope),
    ]),
  };
}
