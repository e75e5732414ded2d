import { Cross } from '@react-vant/icons';
import { forgetSearch, searchHistoryAtom } from '@storefront/state';
import { type Locale, t } from '@storefront/ui-shared';
import { useAtom } from 'jotai/react';
import { useState } from 'react';

/**
 * The recent searches as chips: tapping one searches again, its cross removes it. "Clear" empties
 * the list at once and offers to undo it until the next search.
 */
export function RecentSearches({
  locale,
  onSearch,
}: {
  locale: Locale;
  onSearch: (term: string) => void;
}) {
  const [history, setHistory] = useAtom(searchHistoryAtom);
  const [cleared, setCleared] = useState<string[] | null>(null);

  if (cleared && history.length === 0) {
    return (
      <section className="search-panel search-undo" role="status">
        <span>{t(locale, 'search.cleared')}</span>
        <button
          type="button"
          className="search-action"
          onClick={() => {
            setHistory(cleared);
            setCleared(null);
          }}
        >
          {t(locale, 'search.undo')}
        </button>
      </section>
    );
  }

  return (
    <section className="search-panel" aria-labelledby="recent-searches">
      <header className="search-panel__header">
        <h2 id="recent-searches" className="search-panel__title">
          {t(locale, 'search.recent')}
        </h2>
        {history.length > 0 && (
          <button
            type="button"
            className="search-action"
            onClick={() => {
              setCleared(history);
              setHistory([]);
            }}
          >
            {t(locale, 'search.clear')}
          </button>
        )}
      </header>
      {history.length === 0 ? (
        <p className="search-panel__empty">{t(locale, 'search.noRecent')}</p>
      ) : (
        <ul className="search-chips" data-testid="recent-searches">
          {history.map((term) => (
            <li key={term} className="search-chip">
              <button
                type="button"
                className="search-chip__term"
                onClick={() => onSearch(term)}
                data-testid="recent-search"
              >
                {term}
              </button>
              <button
                type="button"
                className="search-chip__remove"
                aria-label={t(locale, 'search.remove', { term })}
                onClick={() => setHistory((list) => forgetSearch(list, term))}
              >
                <Cross aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
