import {
  createQueryClient,
  searchResultsInfiniteQuery,
  searchTermOf,
} from '@storefront/ui-shared/react';
import { dehydrate } from '@tanstack/react-query';
import type { PageContextServer } from 'vike/types';
import { serverApiClient } from '../../src/app/server-api';
import { requestCatalogScope } from '../../src/catalog/use-catalog-scope';

/** `?q=`: the first page of results in the visitor's currency, so a shared link shows them. */
export async function data(pageContext: PageContextServer) {
  const queryClient = createQueryClient({ server: true });
  const term = searchTermOf(pageContext.urlParsed.search);
  if (term) {
    const scope = requestCatalogScope(pageContext);
    // A failed read is left out: the browser tries again and shows the error with a retry.
    await queryClient.prefetchInfiniteQuery(
      searchResultsInfiniteQuery(serverApiClient(pageContext), scope, term),
    );
  }
  return { dehydratedState: dehydrate(queryClient) };
}
