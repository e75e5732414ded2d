import { useCallback } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from '../app/page-context';

/**
 * A list filter kept in the page's query string: read from the URL, written back in place (the
 * same history entry, the scroll kept), so a filtered list can be reloaded and shared.
 */
export function useUrlFilter<Filter>(
  fromSearch: (search: Record<string, string>) => Filter,
  toSearch: (filter: Filter) => string,
): [Filter, (next: Filter) => void] {
  const { urlParsed } = usePageContext();
  const filter = fromSearch(urlParsed.search);
  const pathname = urlParsed.pathname;
  const setFilter = useCallback(
    (next: Filter) =>
      void navigate(`${pathname}${toSearch(next)}`, {
        keepScrollPosition: true,
        overwriteLastHistoryEntry: true,
      }),
    [pathname, toSearch],
  );
  return [filter, setFilter];
}
