import { homeSummaryQuery, prefetchDehydrated } from '@storefront/ui-shared/react';
import type { PageContextServer } from 'vike/types';
import { requestLocale } from '../../src/app/locale';
import { serverApiClient } from '../../src/app/server-api';

/** The home's games and prices are in the server's HTML, in the server's default currency. */
export async function data(pageContext: PageContextServer) {
  const locale = requestLocale(pageContext.headers?.cookie);
  const scope = { locale, currencyId: undefined };
  return {
    dehydratedState: await prefetchDehydrated([
      homeSummaryQuery(serverApiClient(pageContext), scope),
    ]),
  };
}
