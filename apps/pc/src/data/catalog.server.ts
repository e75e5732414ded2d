import { createServerApiClient, LOCALE_CODES } from '@storefront/state';
import {
  type AnyFetchQuery,
  type CatalogApi,
  type CatalogScope,
  prefetchDehydrated,
} from '@storefront/ui-shared/react';
import type { PageContextServer } from 'vike/types';
import type { PageData } from '../env';
import { type FrameData, frameQuery } from './frame';
import { apiBaseUrl, loadFrame } from './frame.server';

/** The catalogue is public: the server asks in the request's locale and sends no session. */
function catalogApi(scope: CatalogScope): CatalogApi {
  return createServerApiClient({
    baseURL: apiBaseUrl(),
    cookieHeader: `sf_locale=${LOCALE_CODES[scope.locale]}`,
    timeout: 5_000,
  });
}

/**
 * A catalogue page's `+data`: the frame plus the page's queries in the locale's default currency.
 * Without the frame the queries are left to the browser (their key needs the default currency).
 */
export async function catalogPageData(
  pageContext: PageContextServer,
  queries: (api: CatalogApi, scope: CatalogScope) => AnyFetchQuery[],
  knownFrame?: FrameData,
): Promise<PageData> {
  const { locale } = pageContext;
  const frame = knownFrame ?? (await loadFrame(locale).catch(() => undefined));
  if (!frame) return { dehydratedState: await prefetchDehydrated([]) };
  const scope: CatalogScope = { locale, currencyId: frame.defaultCurrency.id };
  return {
    dehydratedState: await prefetchDehydrated([
      frameQuery(locale, async () => frame),
      ...queries(catalogApi(scope), scope),
    ]),
  };
}
