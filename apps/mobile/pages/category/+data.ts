import {
  checkCategoryRoute,
  createQueryClient,
  gameListInfiniteQuery,
} from '@storefront/ui-shared/react';
import { dehydrate } from '@tanstack/react-query';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { serverApiClient } from '../../src/app/server-api';
import { requestCatalogScope } from '../../src/catalog/use-catalog-scope';
import { categoriesQuery } from '../../src/data/categories';

/**
 * A category route opens only for a category the server lists; any other name is a 404. Its first
 * page of games is server-rendered (in the visitor's currency).
 */
export async function data(pageContext: PageContextServer) {
  const queryClient = createQueryClient({ server: true });
  const scope = requestCatalogScope(pageContext);
  const api = serverApiClient(pageContext);
  const categories = await queryClient.fetchQuery(categoriesQuery(api, scope.locale));
  const check = checkCategoryRoute('mobile', pageContext.urlPathname, categories);
  if (!check.ok) throw render(check.status, check.message);
  const category = categories.find((entry) => entry.name === check.categoryName);
  // A failed read is left out: the browser tries again and shows the error with a retry.
  await queryClient.prefetchInfiniteQuery(
    gameListInfiniteQuery(api, scope, { category: check.categoryName }),
  );
  return {
    category: { name: check.categoryName, title: category?.title ?? check.categoryName },
    dehydratedState: dehydrate(queryClient),
  };
}
