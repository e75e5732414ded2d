import {
  createQueryClient,
  gameListInfiniteQuery,
  pageRouteMatch,
} from '@storefront/ui-shared/react';
import { dehydrate } from '@tanstack/react-query';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { serverApiClient } from '../../src/app/server-api';
import { productTypeOf } from '../../src/catalog/product-type';
import { requestCatalogScope } from '../../src/catalog/use-catalog-scope';

/** The first page of the type's games, in the visitor's currency, dehydrated for the client. */
export async function data(pageContext: PageContextServer) {
  const productType = productTypeOf(pageRouteMatch('mobile', pageContext));
  if (!productType) throw render(404);
  const queryClient = createQueryClient({ server: true });
  const scope = requestCatalogScope(pageContext);
  const query = gameListInfiniteQuery(serverApiClient(pageContext), scope, { type: productType });
  // A failed read is left out: the browser tries again and shows the error with a retry.
  await queryClient.prefetchInfiniteQuery(query);
  return { productType, dehydratedState: dehydrate(queryClient) };
}
