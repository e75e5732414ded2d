import { type Locale, productListPath, t } from '@storefront/ui-shared';
import { popularFallbackQuery } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';
import { GameGrid } from '../catalog/GameGrid';
import { useCatalogScope } from '../catalog/use-catalog-scope';

/** Nothing matched `term`: say so, show the popular games instead, and lead on to the catalogue. */
export function PopularInstead({ term, locale }: { term: string; locale: Locale }) {
  const { api } = useAppServices();
  const popular = useQuery(popularFallbackQuery(api, useCatalogScope()));
  return (
    <section className="search-fallback" data-testid="search-fallback">
      <h3 className="search-fallback__title">{t(locale, 'search.popularInstead', { term })}</h3>
      <p className="list-state__hint">{t(locale, 'search.noResultsHint')}</p>
      {popular.data && <GameGrid games={popular.data.list} locale={locale} />}
      <a className="button-link" href={productListPath('Games')}>
        {t(locale, 'search.browseAll')}
      </a>
    </section>
  );
}
