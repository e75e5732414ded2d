import type { HomeSummary, PromotionSummary } from '@storefront/api-client/contract';
import { PROMOTION_BANNER_SIZE, promotionPath, t } from '@storefront/ui-shared';
import { useHomeSummary, useLocale } from '@storefront/ui-shared/react';
import { usePageContext } from '../app/page-context';
import { routeTitleOf } from '../app/route-info';
import { useAppServices } from '../app/services';
import { useCatalogScope } from '../data/catalog-scope';
import { useFrameData } from '../data/frame';
import { GameGrid, GameGridSkeleton } from './GameGrid';
import { HomeCarousel } from './HomeCarousel';
import './catalog.css';
import { LoadFailed } from './LoadProblem';

const CATEGORY_ICON_SIZE = 40;
const SKELETON_CARDS = 8;

/** The pc home: banners, the categories, a grid per category and the hot promotions. */
export function HomeScreen() {
  const { api } = useAppServices();
  const { query, data, refreshFailed } = useHomeSummary(api, useCatalogScope());
  const title = routeTitleOf(usePageContext(), useLocale(), useFrameData());
  return (
    <div className="pc-home" data-page="home">
      <h1 className="pc-visually-hidden">{title}</h1>
      {data ? (
        <>
          {refreshFailed && (
            <section className="pc-page">
              <LoadFailed onRetry={() => void query.refetch()} />
            </section>
          )}
          <HomeContent summary={data} busy={query.isPlaceholderData} />
        </>
      ) : query.isError ? (
        <section className="pc-page">
          <LoadFailed onRetry={() => void query.refetch()} />
        </section>
      ) : (
        <section className="pc-page">
          <div className="pc-carousel pc-skeleton" />
          <GameGridSkeleton count={SKELETON_CARDS} />
        </section>
      )}
    </div>
  );
}

function HomeContent({ summary, busy }: { summary: HomeSummary; busy: boolean }) {
  const locale = useLocale();
  const sections = summary.categories.filter((section) => section.games.length > 0);
  return (
    <>
      <HomeCarousel slides={summary.carousel} />
      <nav className="pc-home__categories" aria-label={t(locale, 'catalog.categories')}>
        {summary.categories.map(({ category }) => (
          <a key={category.id} className="pc-category-chip" href={`/${category.name}`}>
            {category.icon && (
              <img
                src={category.icon}
                alt=""
                width={CATEGORY_ICON_SIZE}
                height={CATEGORY_ICON_SIZE}
              />
            )}
            {category.title}
          </a>
        ))}
      </nav>
      {sections.map(({ category, games, total }) => (
        <section
          key={category.id}
          className="pc-page pc-home__section"
          data-category={category.name}
        >
          <header className="pc-home__section-head">
            <h2>{category.title}</h2>
            <a href={`/${category.name}`}>
              {t(locale, 'catalog.seeAll')} ({total})
            </a>
          </header>
          <GameGrid games={games} busy={busy} />
        </section>
      ))}
      {summary.hotPromotions.length > 0 && (
        <section className="pc-page pc-home__section">
          <header className="pc-home__section-head">
            <h2>{t(locale, 'catalog.hotPromotions')}</h2>
          </header>
          <ul className="pc-promo-row">
            {summary.hotPromotions.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  return (
    <a
      className="pc-promo-card"
      href={promotionPath('pc', promotion.slug)}
      data-testid="promotion-card"
    >
      <img
        src={promotion.banner}
        alt=""
        width={PROMOTION_BANNER_SIZE.width}
        height={PROMOTION_BANNER_SIZE.height}
        loading="lazy"
      />
      <strong>{promotion.title}</strong>
      <span>{promotion.summary}</span>
    </a>
  );
}
