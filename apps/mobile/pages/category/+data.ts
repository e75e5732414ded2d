import { checkCategoryRoute, createQueryClient } from '@storefront/ui-shared/react';
import { dehydrate } from '@tanstack/react-query';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requestLocale } from '../../src/app/locale';
import { serverApiClient } from '../../src/app/server-api';
import { categoriesQuery } from '../../src/queries/categories';

/** A category route opens only for a category the server lists; any other name is a 404. */
export async function data(pageContext: PageContextServer) {
  const queryClient = createQueryClient({ server: true });
  const locale = requestLocale(pageContext.headers?.cookie);
  const categories = await queryClient.fetchQuery(
    categoriesQuery(serverApiClient(pageContext), locale),
  );
  const check = checkCategoryRoute('mobile', pageContext.urlPathname, categories);
  if (!check.ok) throw render(check.status, check.message);
  const category = categories.find((entry) => entry.name === check.categoryName);
  return {
    category: { name: check.categoryName, title: category?.title ?? check.categoryName },
    dehydratedState: dehydrate(queryClient),
  };
}
