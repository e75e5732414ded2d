import { createQueryClient, gameListInfiniteQuery } from '@storefront/ui-shared/react';
import { dehydrate } from '@tanstack/react-query';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requestLocale } from '../../src/app/locale';
import { serverApiClient } from '../../src/app/server-api';
import { productTypeOf } from '../../src/catalog/product-type';
import { pageRouteMatch } from '../../src/routing/route-match';

/** The first page of the type's games, in the server's default currency, dehydrated for the client. */
export async function data(pageContext: PageContextServer) {
  const productType = productTypeOf(pageRouteMatch(pageContext));
  if (!productType) throw render(404);
  const queryClient = createQueryClient({ server: true });
  const locale = requestLocale(pageContext.headers?.cookie);
  const scope = { locale, currencyId: undefined };
  const query = gameListInfiniteQuery(serverApiClient(pageContext), scope, { type: productType });
  // A failed read is left out: the browser tries again and shows the error with a retry.
  await queryClient.prefetchInfiniteQuery(query);
  return { productType, dehydratedState: dehydrate(queryClient) };
}
