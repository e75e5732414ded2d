import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  hashKey,
  type QueryClient,
  type QueryKey,
  type QueryMeta,
} from '@tanstack/react-query';
import { createElement, type ReactNode, useMemo } from 'react';

/**
 * One query the server fetched for the page, as the HTML carries it: its key, its data (packed by
 * the client's `serializeData`) and when it was fetched. react-query's own bookkeeping (hash, fetch
 * counters, error fields) is the same for every successful query, so it is rebuilt in the browser
 * rather than sent with every page.
 */
export interface PageQuery {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
  /** Present for an infinite query (react-query builds those differently). */
  type?: 'infinite';
  meta?: QueryMeta;
}

/** The successful queries of a server's `queryClient`, for the page. */
export function pageQueriesOf(queryClient: QueryClient): PageQuery[] {
  return dehydrate(queryClient).queries.map(({ queryKey, state, queryType, meta }) => ({
    key: queryKey,
    data: state.data,
    updatedAt: state.dataUpdatedAt,
    ...(queryType ? { type: queryType } : {}),
    ...(meta ? { meta } : {}),
  }));
}

/**
 * The page's queries as the page carries them: JSON text. vike passes a string to the browser as it
 * is; a structure its serializer would walk value by value, which cost more than rendering a tenth
 * of the page.
 */
export function pageQueriesJson(queryClient: QueryClient): string {
  return JSON.stringify(pageQueriesOf(queryClient));
}

/** The queries of `pageQueriesJson`. */
export function readPageQueries(json: string): PageQuery[] {
  return JSON.parse(json) as PageQuery[];
}

/** What `HydrationBoundary` takes, rebuilt from the page's queries. */
export function dehydratedStateOf(queries: readonly PageQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: queries.map(({ key, data, updatedAt, type, meta }) => ({
      queryKey: key,
      queryHash: hashKey(key),
      dehydratedAt: updatedAt,
      state: {
        data,
        dataUpdatedAt: updatedAt,
        dataUpdateCount: 1,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
      ...(type ? { queryType: type } : {}),
      ...(meta ? { meta } : {}),
    })),
  };
}

/**
 * Puts the page's queries (`pageQueriesJson`; none on a page without data) into the query client of
 * its children.
 */
export function PageQueriesBoundary({
  queries,
  children,
}: {
  queries: string | undefined;
  children?: ReactNode;
}): ReactNode {
  // HydrationBoundary hydrates again whenever `state` is a new object: one per page's queries.
  const state = useMemo(
    () => (queries ? dehydratedStateOf(readPageQueries(queries)) : undefined),
    [queries],
  );
  return createElement(HydrationBoundary, { state }, children);
}
