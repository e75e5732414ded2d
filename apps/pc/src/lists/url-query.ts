import { useCallback } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from '../app/page-context';

/** A list page's query string: its filters and `page`, so a filtered page has its own address. */
export function useUrlQuery() {
  const { urlPathname, urlParsed } = usePageContext();
  const search = urlParsed.search;
  const page = Math.max(1, Number.parseInt(search.page ?? '1', 10) || 1);
  /** Goes to the same page with `query` (empty values and page 1 left out). */
  const go = useCallback(
    (query: Readonly<Record<string, string | number | undefined>>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
        params.set(key, String(value));
      }
      const text = params.toString();
      void navigate(text ? `${urlPathname}?${text}` : urlPathname, { keepScrollPosition: true });
    },
    [urlPathname],
  );
  return { search, page, go };
}
