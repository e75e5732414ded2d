import { useCallback } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from '../app/page-context';

/** A list page's query string: its filters and `page`, so each filtered page has its own address. */
export function useUrlQuery() {
  const { urlPathname, urlParsed } = usePageContext();
  const { search } = urlParsed;
  const page = Math.max(1, Number.parseInt(search.page ?? '1', 10) || 1);
  /** Shows `filterSearch` (`''` or `?status=paid`, as the shared filters write it) at `page`. */
  const show = useCallback(
    (filterSearch: string, nextPage = 1) => {
      const params = new URLSearchParams(filterSearch);
      if (nextPage > 1) params.set('page', String(nextPage));
      const query = params.toString();
      void navigate(query ? `${urlPathname}?${query}` : urlPathname, { keepScrollPosition: true });
    },
    [urlPathname],
  );
  return { search, page, show, pathname: urlPathname };
}
