import { t } from '@storefront/ui-shared';
import { useLocale } from '../app/session';
import { GameListScreen } from '../catalog/GameListScreen';

/** Where the visitor can go when a search finds nothing or has no term yet. */
function SearchState({ title, hint }: { title: string; hint?: string }) {
  const locale = useLocale();
  return (
    <div className="pc-catalog-state pc-search-state" data-empty>
      <p className="pc-search-state__title">{title}</p>
      {hint && <p>{hint}</p>}
      <a className="pc-catalog-state__link" href="/games">
        {t(locale, 'search.browseAll')}
      </a>
    </div>
  );
}

/** `/search?q=`: the paged games of every type matching `term`, or a prompt without a term. */
export function SearchResults({ term }: { term: string }) {
  const locale = useLocale();
  if (!term) {
    return (
      <section className="pc-page pc-catalog" data-page="search">
        <h1 className="pc-page__title">{t(locale, 'route.search')}</h1>
        <SearchState title={t(locale, 'search.prompt')} />
      </section>
    );
  }
  return (
    <GameListScreen
      title={t(locale, 'search.resultsFor', { term })}
      filter={{ keyword: term }}
      empty={
        <SearchState
          title={t(locale, 'search.noResults', { term })}
          hint={t(locale, 'search.noResultsHint')}
        />
      }
    />
  );
}
