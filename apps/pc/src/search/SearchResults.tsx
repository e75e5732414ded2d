import { productListPath, t } from '@storefront/ui-shared';
import { popularFallbackQuery, useLocale } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';
import { GameGrid } from '../catalog/GameGrid';
import { GameListScreen } from '../catalog/GameListScreen';
import { useCatalogScope } from '../data/catalog-scope';

/** Where the visitor can go when a search finds nothing or has no term yet. */
function SearchState({ title, hint }: { title: string; hint?: string }) {
  const locale = useLocale();
  return (
    <div className="pc-catalog-state pc-search-state" data-empty>
      <p className="pc-search-state__title">{title}</p>
      {hint && <p>{hint}</p>}
      <a className="pc-catalog-state__link" href={productListPath('Games')}>
        {t(locale, 'search.browseAll')}
      </a>
    </div>
  );
}

/** Nothing matched `term`: say so, and show the popular games instead. */
function PopularInstead({ term }: { term: string }) {
  const locale = useLocale();
  const { api } = useAppServices();
  const popular = useQuery(popularFallbackQuery(api, useCatalogScope()));
  return (
    <div className="pc-search-fallback" data-testid="search-fallback">
      <h2 className="pc-search-fallback__title">{t(locale, 'search.popularInstead', { term })}</h2>
      <p className="pc-search-fallback__hint">{t(locale, 'search.noResultsHint')}</p>
      {popular.data && <GameGrid games={popular.data.list} />}
      <a className="pc-catalog-state__link" href={productListPath('Games')}>
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
      empty={<PopularInstead term={term} />}
    />
  );
}
