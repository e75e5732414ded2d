import { gamePath, PROMOTION_BANNER_SIZE, PROMOTION_LIST_PATHS, t } from '@storefront/ui-shared';
import { PromotionPeriod, useLocale, usePromotionDetail } from '@storefront/ui-shared/react';
import { RichText } from '@storefront/ui-shared/rich-text';
import Button from 'antd/es/button';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { ContentLoadFailed, TextSkeleton } from './ContentStates';
import './content.css';

const LIST_PATH = PROMOTION_LIST_PATHS.pc;

/** `/pc/daftarPromoDetail?slug=`: banner, title, period, body and the game's "Top up" button. */
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
      <section className="pc-page" data-page="promoDetail">
        <div className="pc-content-state">
          <p className="pc-content-state__title">{t(locale, 'content.promo.noneChosen')}</p>
          <a className="pc-content-state__link" href={LIST_PATH}>
            {t(locale, 'content.promo.seeAll')}
          </a>
        </div>
      </section>
    );
  }
  return (
    <article className="pc-page pc-promo-detail" data-page="promoDetail">
      <nav className="pc-content__crumbs">
        <a href={LIST_PATH}>← {t(locale, 'content.promo.backToList')}</a>
      </nav>
      {promotion ? (
        <>
          <img
            className="pc-promo-detail__banner"
            data-testid="promotion-banner"
            src={promotion.banner}
            alt=""
            width={PROMOTION_BANNER_SIZE.width}
            height={PROMOTION_BANNER_SIZE.height}
          />
          <header className="pc-promo-detail__head">
            <div>
              <h1 className="pc-page__title">{promotion.title}</h1>
              <PromotionPeriod promotion={promotion} locale={locale} className="pc-promo-period" />
            </div>
            {promotion.game && (
              <Button
                type="primary"
                size="large"
                href={gamePath(promotion.game)}
                data-testid="promotion-game"
              >
                {t(locale, 'content.promo.topUp', { game: promotion.game.title })}
              </Button>
            )}
          </header>
          <RichText className="pc-rich-text" html={promotion.body} />
        </>
      ) : failed ? (
        <ContentLoadFailed message="content.page.loadFailed" onRetry={retry} />
      ) : (
        <>
          <span className="pc-skeleton pc-promo-detail__banner" aria-hidden="true" />
          <TextSkeleton />
        </>
      )}
    </article>
  );
}
