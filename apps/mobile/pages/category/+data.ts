import {
  checkCategoryRoute,
  createQueryClient,
  gameListInfiniteQuery,
} from '@storefront/ui-shared/react';
import { dehydrate } from '@tanstack/react-query';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requestLocale } from '../../src/app/locale';
import { serverApiClient } from '../../src/app/server-api';
import { categoriesQuery } from '../../src/queries/categories';

/**
 * A category route opens only for a category the server lists; any other name is a 404. Its first
 * page of games is server-rendered (in the server's default currency).
 */
export async function data(pageContext: PageContextServer) {
  const queryClient = createQueryClient({ server: true });
  const locale = requestLocale(pageContext.headers?.cookie);
  const api = serverApiClient(pageContext);
  const categories = await queryClient.fetchQuery(categoriesQuery(api, locale));
  const check = checkCategoryRoute('mobile', pageContext.urlPathname, categories);
  if (!check.ok) throw render(check.status, check.message);
  const category = categories.find((entry) => entry.name === check.categoryName);
  const scope = { locale, currencyId: undefined };
  // A failed read is left out: the browser tries again and shows the error with a retry.
  await queryClient.prefetchInfiniteQuery(
    gameListInfiniteQuery(api, scope, { category: check.categoryName }),
  );
  return {
    category: { name: check.categoryName, title: category?.title ?? check.categoryName },
    dehydratedState: dehydrate(queryClient),
  };
}
