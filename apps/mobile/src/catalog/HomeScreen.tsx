import { homeSections, productListPath, t } from '@storefront/ui-shared';
import { useHomeSummary } from '@storefront/ui-shared/react';
import { useAppServices } from '../app/services';
import { SearchEntry } from '../search/SearchEntry';
import { GameTiles, GameTilesSkeleton } from './GameTile';
import { HomeCarousel } from './HomeCarousel';
import { LoadFailed } from './ListStates';
import { PromotionStrip } from './PromotionStrip';
import { useCatalogScope } from './use-catalog-scope';

/** Two rows of four tiles per category: the first screen shows games, "See all" leads on. */
const GAMES_PER_SECTION = 8;

const PRODUCT_TYPES = [
  { href: productListPath('Games'), label: 'nav.games' },
  { href: productListPath('Links'), label: 'nav.links' },
  { href: productListPath('Login'), label: 'nav.loginTopUps' },
] as const;

/** `/`: banners, the product types and categories, each category's games, hot promotions. */
export function HomeScreen() {
  const scope = useCatalogScope();
  const { locale } = scope;
  const { api } = useAppServices();
  // Server-rendered from the page's data; a currency switch keeps the old prices until the new come,
  // and a failed one keeps them beside the failure.
  const { query: summary, data, refreshFailed } = useHomeSummary(api, scope);
  return (
    <div className="home" data-page="home">
      <SearchEntry locale={locale} />
      {data && <HomeCarousel slides={data.carousel} />}
      <nav className="type-tabs" aria-label={t(locale, 'nav.games')}>
        {PRODUCT_TYPES.map((type) => (
          <a key={type.href} className="type-tab" href={type.href}>
            {t(locale, type.label)}
          </a>
        ))}
      </nav>
      {data && data.categories.length > 0 && (
        <nav
          className="chip-row"
          aria-label={t(locale, 'catalog.categories')}
          data-testid="category-links"
        >
          {data.categories.map(({ category }) => (
            <a key={category.name} className="chip" href={`/${category.name}`}>
              {category.title}
            </a>
          ))}
        </nav>
      )}
      {summary.isPending && <GameTilesSkeleton count={GAMES_PER_SECTION} />}
      {summary.isError && (!data || refreshFailed) && (
        <LoadFailed locale={locale} onRetry={() => void summary.refetch()} />
      )}
      {data &&
        homeSections(data.categories, GAMES_PER_SECTION).map(({ category, games, more }) => (
          <section key={category.name} className="home-section" data-testid="home-category">
            <header className="home-section__header">
              <h2 className="home-section__title">{category.title}</h2>
              {more && (
                <a
                  className="home-section__more"
                  href={`/${category.name}`}
                  aria-label={`${t(locale, 'catalog.seeAll')}: ${category.title}`}
                >
                  {t(locale, 'catalog.seeAll')}
                </a>
              )}
            </header>
            <GameTiles games={games} locale={locale} />
          </section>
        ))}
      {data && <PromotionStrip promotions={data.hotPromotions} locale={locale} />}
    </div>
  );
}
