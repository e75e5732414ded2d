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

/** What a page's `+data` carries of its queries (`PageData`). */
export interface WithPageQueries {
  /** Its queries (`PageQuery[]`) as JSON text. */
  queries: string;
}

/**
 * The queries behind each page data `withPageQueries` made in this process: the server renders the
 * page from them instead of parsing its own JSON back.
 */
const queriesMadeHere = new WeakMap<WithPageQueries, readonly PageQuery[]>();

/**
 * `named` with the successful queries of the server's `queryClient`, as the page carries them: JSON
 * text. vike passes a string to the browser as it is; a structure its serializer would walk value
 * by value, which cost more than rendering a tenth of the page.
 */
export function withPageQueries<Named extends object>(
  named: Named,
  queryClient: QueryClient,
): Named & WithPageQueries {
  const queries = pageQueriesOf(queryClient);
  const data = { ...named, queries: JSON.stringify(queries) };
  queriesMadeHere.set(data, queries);
  return data;
}

/** The queries a page's data carries (`withPageQueries`). */
export function readPageQueries(data: WithPageQueries): readonly PageQuery[] {
  return queriesMadeHere.get(data) ?? (JSON.parse(data.queries) as PageQuery[]);
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
 * Puts the queries of the page's data (`withPageQueries`; none on a page without data) into the
 * query client of its children.
 */
export function PageQueriesBoundary({
  data,
  children,
}: {
  data: WithPageQueries | undefined;
  children?: ReactNode;
}): ReactNode {
  // HydrationBoundary hydrates again whenever `state` is a new object: one per page's data.
  const state = useMemo(
    () => (data ? dehydratedStateOf(readPageQueries(data)) : undefined),
    [data],
  );
  return createElement(HydrationBoundary, { state }, children);
}
