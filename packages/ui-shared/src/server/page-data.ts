import { isApiError } from '@storefront/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { withPageQueries } from '../react/page-queries';
import type { PageData, PageRequest } from './request';

/** The API does not know what the address names: a 404 page, not an error to retry. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * The page's data: the device's frame fetched into `queryClient` next to what the loader fetched,
 * for the page (`withPageQueries`). A failed read is left out: the browser tries again and shows the error with a retry.
 */
export async function finishPage(
  { frame }: PageRequest,
  queryClient: QueryClient,
  named: Omit<PageData, 'queries'> = {},
): Promise<PageData> {
  await Promise.all(frame.queries.map((query) => queryClient.prefetchQuery(query)));
  return withPageQueries(named, queryClient);
}
