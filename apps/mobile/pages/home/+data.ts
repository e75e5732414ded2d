import { prefetchDehydrated } from '@storefront/ui-shared/react';
import type { PageContextServer } from 'vike/types';
import { requestLocale } from '../../src/app/locale';
import { serverApiClient } from '../../src/app/server-api';
import { categoriesQuery } from '../../src/queries/categories';

/** The categories are in the server's HTML (and dehydrated for the browser's first render). */
export async function data(pageContext: PageContextServer) {
  const locale = requestLocale(pageContext.headers?.cookie);
  const query = categoriesQuery(serverApiClient(pageContext), locale);
  return { dehydratedState: await prefetchDehydrated([query]) };
}
