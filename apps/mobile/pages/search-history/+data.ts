import {
  createQueryClient,
  searchResultsInfiniteQuery,
  searchTermOf,
} from '@storefront/ui-shared/react';
import { dehydrate } from '@tanstack/react-query';
import type { PageContextServer } from 'vike/types';
import { requestLocale } from '../../src/app/locale';
import { serverApiClient } from '../../src/app/server-api';

/** `?q=`: the first page of results in the server's default currency, so a shared link shows them. */
export async function data(pageContext: PageContextServer) {
  const queryClient = createQueryClient({ server: true });
  const term = searchTermOf(pageContext.urlParsed.search);
  if (term) {
    const locale = requestLocale(pageContext.headers?.cookie);
    const scope = { locale, currencyId: undefined };
    // A failed read is left out: the browser tries again and shows the error with a retry.
    await queryClient.prefetchInfiniteQuery(
      searchResultsInfiniteQuery(serverApiClient(pageContext), scope, term),
    );
  }
  return { dehydratedState: dehydrate(queryClient) };
}
