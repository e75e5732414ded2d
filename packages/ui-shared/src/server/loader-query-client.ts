import {
  type FetchQueryOptions,
  hashKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { createQueryClient } from '../react/query-client';
import { sharedCalls } from './shared-for';

/**
 * How long a catalogue or content answer is handed to every render asking for it. The API keeps
 * these answers as long; pages stay rendered per request, only the API call is saved.
 */
const SHARED_ANSWER_MS = 1_000;

const sharedAnswer = sharedCalls<string, unknown>(SHARED_ANSWER_MS);

/**
 * The query function of `options`, its answer shared by every render in this process that asks for
 * the same query key (and page) within `SHARED_ANSWER_MS`.
 */
function sharedQueryFn<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>['queryFn'] {
  const { queryFn, queryKey } = options;
  if (typeof queryFn !== 'function') return queryFn;
  return (context) => {
    const pageParam = 'pageParam' in context ? context.pageParam : null;
    const answer = sharedAnswer(hashKey([queryKey, pageParam]), async () => queryFn(context));
    return answer as Promise<TQueryFnData>;
  };
}

/**
 * A page loader's server query client (`createQueryClient({ server: true })`) whose fetches share
 * their answers across requests for a second (`sharedQueryFn`). Only for the loaders' reads of the
 * public catalogue and content (`PageRequest.api`: no session, no guest): their keys name all the
 * answer depends on (locale, currency, filter, page), so visitors never get another scope's data.
 */
export function createLoaderQueryClient(): QueryClient {
  const queryClient = createQueryClient({ server: true });
  const fetchQuery = queryClient.fetchQuery.bind(queryClient);
  queryClient.fetchQuery = (options) => fetchQuery({ ...options, queryFn: sharedQueryFn(options) });
  return queryClient;
}
