import { useCallback, useState } from 'react';
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
  const pathname = urlParsed.pathname;
  const inUrl = fromSearch(urlParsed.search);
  // The navigation takes a moment: until the URL shows the filter last asked for, that filter is
  // the one in force, so a second change made meanwhile builds on the first, not on the older URL.
  const [asked, setAsked] = useState<{ filter: Filter; search: string } | null>(null);
  const arrived = asked !== null && asked.search === toSearch(inUrl);
  if (arrived) setAsked(null);
  const setFilter = useCallback(
    (next: Filter) => {
      const search = toSearch(next);
      setAsked({ filter: next, search });
      void navigate(`${pathname}${search}`, {
        keepScrollPosition: true,
        overwriteLastHistoryEntry: true,
      });
    },
    [pathname, toSearch],
  );
  return [asked && !arrived ? asked.filter : inUrl, setFilter];
}
