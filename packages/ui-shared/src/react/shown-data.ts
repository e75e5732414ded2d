import { useRef } from 'react';

/** The parts of a react-query result (`useQuery` or `useInfiniteQuery`) that decide what is shown. */
export interface QueryShape<T> {
  data: T | undefined;
  isError: boolean;
}

export interface ShownData<T> {
  /** The query's data or, after a failed fetch under a new key, the last data it showed. */
  data: T | undefined;
  /**
   * A fetch under a new key (another currency, locale or filter) failed and left `data` as the last
   * shown one: the screen keeps it, says the update failed and offers a retry (`refetch`).
   */
  refreshFailed: boolean;
}

/**
 * What a list shows while its query changes key. `keepPreviousData` keeps the old list only while
 * the new key loads; if that fetch fails react-query drops it and the screen would swap what the
 * visitor reads for an error. This keeps the last shown data instead: a failed background fetch
 * never wipes the screen. (A failed refetch under the same key already keeps its data.)
 */
export function useShownData<T>({ data, isError }: QueryShape<T>): ShownData<T> {
  const lastShown = useRef<T | undefined>(data);
  if (data !== undefined) lastShown.current = data;
  const refreshFailed = data === undefined && isError && lastShown.current !== undefined;
  return { data: refreshFailed ? lastShown.current : data, refreshFailed };
}
