import { type FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { packData, unpackData } from './packed-data';

/** Data stays fresh for a minute: what SSR fetched is not fetched again on hydration. */
export const QUERY_STALE_TIME_MS = 60_000;

/**
 * A react-query client. On the server (`server: true`) one per request: no retries (the page must
 * answer) and no garbage collection timer keeping the process busy. What it dehydrates for the page
 * is packed (`packData`: repeated games once, lists by columns) and unpacked on hydration.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: server ? false : 1,
        refetchOnWindowFocus: false,
        ...(server ? { gcTime: Number.POSITIVE_INFINITY } : {}),
      },
      dehydrate: { serializeData: packData },
      hydrate: { deserializeData: unpackData },
    },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: each query keeps its own data type.
export type AnyFetchQuery = FetchQueryOptions<any, any, any, any>;
