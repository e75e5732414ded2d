import { gamePath, PROMOTION_BANNER_SIZE, PROMOTION_LIST_PATHS, t } from '@storefront/ui-shared';
import { PromotionPeriod, useLocale, usePromotionDetail } from '@storefront/ui-shared/react';
import { RichText } from '@storefront/ui-shared/rich-text';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { ContentLoadFailed, TextSkeleton } from './ContentStates';
import './content.css';

/** `/mobile/daftarPromoDetail?slug=`: banner, title, period, body and the game's "Top up" button. */
export function PromotionDetailScreen() {
  const pageContext = usePageContext();
  const locale = useLocale();
  const { api } = useAppServices();
  const { slug, promotion, failed, retry } = usePromotionDetail(
    api,
    locale,
    pageContext.urlParsed.search,
  );
  if (!slug) {
    return (
      <section className="list-state" data-page="promoDetail">
        <p className="list-state__title">{t(locale, 'content.promo.noneChosen')}</p>
        <a className="button-link" href={PROMOTION_LIST_PATHS.mobile}>
          {t(locale, 'content.promo.seeAll')}
        </a>
      </section>
    );
  }
  if (!promotion) {
    return failed ? (
      <ContentLoadFailed locale={locale} message="content.page.loadFailed" onRetry={retry} />
    ) : (
      <section className="content-screen">
        <span className="skeleton-block promo-detail__banner" aria-hidden="true" />
        <TextSkeleton />
      </section>
    );
  }
  return (
    <article className="content-screen promo-detail" data-page="promoDetail">
      <img
        className="promo-detail__banner"
        data-testid="promotion-banner"
        src={promotion.banner}
        alt=""
        width={PROMOTION_BANNER_SIZE.width}
        height={PROMOTION_BANNER_SIZE.height}
      />
      <h2 className="content-screen__title">{promotion.title}</h2>
      <PromotionPeriod promotion={promotion} locale={locale} className="promo-period" />
      {promotion.game && (
        <div className="promo-detail__action">
          <a
            className="button-link promo-detail__top-up"
            href={gamePath(promotion.game)}
            data-testid="promotion-game"
          >
            {t(locale, 'content.promo.topUp', { game: promotion.game.title })}
          </a>
        </div>
      )}
      <RichText className="rich-text" html={promotion.body} />
      <a className="promo-detail__all" href={PROMOTION_LIST_PATHS.mobile}>
        {t(locale, 'content.promo.seeAll')}
      </a>
    </article>
  );
}
