import type { CatalogScope } from '@storefront/ui-shared/react';
import type { PageFrame } from '@storefront/ui-shared/server';
import { categoriesQuery } from './categories';

/**
 * What mobile loads besides a page's own data: no frame of its own; the catalogue in the request's
 * scope; a category route's categories, dehydrated for the page's title.
 */
export function mobilePageFrame(scope: CatalogScope): PageFrame {
  return {
    queries: [],
    scope,
    categories: (queryClient, api) => queryClient.fetchQuery(categoriesQuery(api, scope.locale)),
  };
}
