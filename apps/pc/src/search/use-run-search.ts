import { rememberSearch, searchHistoryAtom } from '@storefront/state';
import { SEARCH_PATH } from '@storefront/ui-shared';
import { normalizeSearchTerm, searchHref } from '@storefront/ui-shared/react';
import { useSetAtom } from 'jotai/react';
import { useCallback } from 'react';
import { navigate } from 'vike/client/router';

/** Opens the results of a term and keeps it in the recent searches (a blank term opens the page). */
export function useRunSearch(): (term: string) => void {
  const setHistory = useSetAtom(searchHistoryAtom);
  return useCallback(
    (term: string) => {
      const normalized = normalizeSearchTerm(term);
      if (normalized) setHistory((history) => rememberSearch(history, normalized));
      void navigate(searchHref(SEARCH_PATH, normalized));
    },
    [setHistory],
  );
}
