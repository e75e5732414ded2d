import { homeSummaryQuery, prefetchDehydrated } from '@storefront/ui-shared/react';
import type { PageContextServer } from 'vike/types';
import { serverApiClient } from '../../src/app/server-api';
import { requestCatalogScope } from '../../src/catalog/use-catalog-scope';

/** The home's games and prices are in the server's HTML, in the visitor's currency. */
export async function data(pageContext: PageContextServer) {
  const scope = requestCatalogScope(pageContext);
  return {
    dehydratedState: await prefetchDehydrated([
      homeSummaryQuery(serverApiClient(pageContext), scope),
    ]),
  };
}
