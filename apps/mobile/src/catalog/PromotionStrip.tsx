import type { PromotionSummary } from '@storefront/api-client/contract';
import { type Locale, PROMOTION_LIST_PATHS, promotionPath, t } from '@storefront/ui-shared';

/** Hot promotions as a horizontal strip of banners under the home page's games. */
export function PromotionStrip({
  promotions,
  locale,
}: {
  promotions: readonly PromotionSummary[];
  locale: Locale;
}) {
  if (promotions.length === 0) return null;
  return (
    <section className="home-section" data-testid="hot-promotions">
      <header className="home-section__header">
        <h2 className="home-section__title">{t(locale, 'catalog.hotPromotions')}</h2>
        <a className="home-section__more" href={PROMOTION_LIST_PATHS.mobile}>
          {t(locale, 'catalog.seeAll')}
        </a>
      </header>
      <div className="promo-strip">
        {promotions.map((promotion) => (
          <a
            key={promotion.id}
            className="promo-card"
            href={promotionPath('mobile', promotion.slug)}
          >
            <img src={promotion.banner} alt="" width={360} height={120} loading="lazy" />
            <span className="promo-card__title">{promotion.title}</span>
            <span className="promo-card__summary">{promotion.summary}</span>
          </a>
        ))}
      </div>
    </section>
  );
}
