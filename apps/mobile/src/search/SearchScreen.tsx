import { rememberSearch, searchHistoryAtom } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import {
  gameSuggestionsQuery,
  normalizeSearchTerm,
  SEARCH_PARAM,
  SEARCH_TERM_MAX_LENGTH,
  SUGGESTION_MIN_LENGTH,
  searchHref,
  searchTermOf,
  useDebouncedValue,
  useLocale,
} from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai/react';
import { useEffect, useState } from 'react';
import { Search } from 'react-vant/es/search/index.js';
import 'react-vant/es/search/style/index.css';
import { navigate } from 'vike/client/router';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { GameListScreen } from '../catalog/GameListScreen';
import { PopularInstead } from './PopularInstead';
import { RecentSearches } from './RecentSearches';
import { SearchSuggestions } from './SearchSuggestions';
import './search.css';

/**
 * The mobile search (`/searchHistory?q=`): the search bar, then while typing the matching games
 * and the recent searches, and once submitted the results (server-rendered, with "Load more").
 * Before hydration the bar is a GET form to this same page.
 */
export function SearchScreen() {
  const { urlPathname, urlParsed } = usePageContext();
  const locale = useLocale();
  const { backgroundApi } = useAppServices();
  const submitted = searchTermOf(urlParsed.search);
  const [text, setText] = useState(submitted);
  useEffect(() => setText(submitted), [submitted]);
  const setHistory = useSetAtom(searchHistoryAtom);
  // Marks the screen interactive (end-to-end tests wait for it before typing).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const typed = normalizeSearchTerm(text);
  const term = normalizeSearchTerm(useDebouncedValue(text));
  const suggestions = useQuery({
    ...gameSuggestionsQuery(backgroundApi, locale, term),
    placeholderData: keepPreviousData,
  });
  const showResults = submitted !== '' && typed === submitted;
  const showSuggestions =
    !showResults && term.length >= SUGGESTION_MIN_LENGTH && suggestions.data !== undefined;

  const search = (raw: string) => {
    const next = normalizeSearchTerm(raw);
    // Down with the on-screen keyboard: the results need the room.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setText(next);
    if (next) setHistory((history) => rememberSearch(history, next));
    void navigate(searchHref(urlPathname, next));
  };

  return (
    <div
      className="search-screen"
      data-testid="search-screen"
      data-hydrated={hydrated || undefined}
    >
      <search className="search-bar">
        <form action={urlPathname} method="get">
          {/* biome-ignore lint/a11y/noLabelWithoutControl: react-vant's Search renders its <input> inside this label (it takes no id or aria-label). */}
          <label>
            <span className="visually-hidden">{t(locale, 'search.label')}</span>
            <Search
              name={SEARCH_PARAM}
              value={text}
              onChange={setText}
              onSearch={search}
              onClear={() => setText('')}
              placeholder={t(locale, 'search.placeholder')}
              maxLength={SEARCH_TERM_MAX_LENGTH}
              shape="round"
              clearTrigger="always"
              autoFocus={submitted === ''}
            />
          </label>
        </form>
      </search>
      {showResults ? (
        <GameListScreen
          key={submitted}
          title={t(locale, 'search.resultsFor', { term: submitted })}
          filter={{ keyword: submitted }}
          empty={<PopularInstead term={submitted} locale={locale} />}
        />
      ) : (
        <>
          {showSuggestions && (
            <SearchSuggestions games={suggestions.data ?? []} term={term} locale={locale} />
          )}
          <RecentSearches locale={locale} onSearch={search} />
        </>
      )}
    </div>
  );
}
