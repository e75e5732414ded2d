import type { Locale } from '@storefront/state';
import { queryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  type CatalogApi,
  type CatalogScope,
  type GameListFilter,
  gameListInfiniteQuery,
  gameListQuery,
} from './catalog';

/** The URL parameter of a search: `/search?q=legends`, `/searchHistory?q=legends`. */
export const SEARCH_PARAM = 'q';

/** The API refuses longer keywords (`GameFilter.keyword`); longer input is cut, not rejected. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** Shorter input asks for no suggestions: one letter matches half the catalogue. */
export const SUGGESTION_MIN_LENGTH = 2;

export const SUGGESTION_LIMIT = 8;

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/** A search term as the API takes it: trimmed, inner spaces collapsed, at most 100 characters. */
export function normalizeSearchTerm(raw: string | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_TERM_MAX_LENGTH).trim();
}

/** The search term of a URL's parameters (`urlParsed.search`), normalised; '' when absent. */
export function searchTermOf(search: Readonly<Record<string, string>> | undefined): string {
  return normalizeSearchTerm(search?.[SEARCH_PARAM]);
}

/** The results page of `term` under `pathname` (`/search?q=mobile%20legends`), or `pathname` alone. */
export function searchHref(pathname: string, term: string): string {
  const normalized = normalizeSearchTerm(term);
  return normalized ? `${pathname}?${SEARCH_PARAM}=${encodeURIComponent(normalized)}` : pathname;
}

export const searchKeys = {
  all: ['search'] as const,
  suggestions: (locale: Locale, keyword: string) =>
    ['search', 'suggestions', locale, normalizeSearchTerm(keyword).toLowerCase()] as const,
};

/**
 * Up to 8 games whose title matches `keyword` (`ShopGame/SimpleList`: id, name, title, type, icon),
 * for the suggestions under a search box. Disabled below `SUGGESTION_MIN_LENGTH` characters.
 */
export function gameSuggestionsQuery(api: CatalogApi, locale: Locale, keyword: string) {
  const term = normalizeSearchTerm(keyword);
  return queryOptions({
    queryKey: searchKeys.suggestions(locale, term),
    queryFn: ({ signal }) =>
      api.shopGame.simpleList({ keyword: term, limit: SUGGESTION_LIMIT }, { signal }),
    enabled: term.length >= SUGGESTION_MIN_LENGTH,
  });
}

/** Games of every type matching `term`: the catalogue list filtered by keyword alone. */
function searchFilter(term: string): GameListFilter {
  return { keyword: normalizeSearchTerm(term) };
}

/** One page of search results, for numbered paging (pc). */
export function searchResultsQuery(
  api: CatalogApi,
  scope: CatalogScope,
  term: string,
  paging?: { page?: number; pageSize?: number },
) {
  return gameListQuery(api, scope, searchFilter(term), paging);
}

/** Pages of search results for "Load more" (mobile). */
export function searchResultsInfiniteQuery(api: CatalogApi, scope: CatalogScope, term: string) {
  return gameListInfiniteQuery(api, scope, searchFilter(term));
}

/** How many popular games a search that found nothing shows instead. */
export const POPULAR_FALLBACK_SIZE = 8;

/**
 * The games a search that found nothing shows: the first of the whole catalogue, which lists the
 * most popular first (the seeded `popularity`, as the home page's "Popular").
 */
export function popularFallbackQuery(api: CatalogApi, scope: CatalogScope) {
  return gameListQuery(api, scope, {}, { page: 1, pageSize: POPULAR_FALLBACK_SIZE });
}

/** `value`, once it has stayed the same for `delayMs` (the suggestions follow typing pauses). */
export function useDebouncedValue<T>(value: T, delayMs: number = SUGGESTION_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
