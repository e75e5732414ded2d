import { isApiError } from '@storefront/api-client';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { PageData, PageRequest } from './request';

/** The API does not know what the address names: a 404 page, not an error to retry. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * The page's data: the device's frame fetched into `queryClient` next to what the loader fetched,
 * dehydrated. A failed read is left out: the browser tries again and shows the error with a retry.
 */
export async function finishPage(
  { frame }: PageRequest,
  queryClient: QueryClient,
  named: Omit<PageData, 'dehydratedState'> = {},
): Promise<PageData> {
  await Promise.all(frame.queries.map((query) => queryClient.prefetchQuery(query)));
  return { ...named, dehydratedState: dehydrate(queryClient) };
}
