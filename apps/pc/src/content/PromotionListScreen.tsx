import type { PromotionSummary } from '@storefront/api-client/contract';
import {
  listPageNumber,
  PROMOTION_BANNER_SIZE,
  productListPath,
  promotionPath,
  t,
} from '@storefront/ui-shared';
import {
  PROMOTION_PAGE_SIZE,
  PromotionPeriod,
  promotionListQuery,
  useLocale,
} from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePageContext } from '../app/page-context';
import { routeTitleOf } from '../app/route-info';
import { useAppServices } from '../app/services';
import { Pager } from '../catalog/Pager';
import { useFrameData } from '../data/frame';
import { ContentLoadFailed } from './ContentStates';
import '../catalog/catalog.css';
import './content.css';

/** Cards in the first row load at once; the ones below the fold load lazily. */
const EAGER_CARDS = 2;

/** `/promo`, `/pc/daftarPromo`: the running promotions, a page at a time (`?page=`). */
export function PromotionListScreen() {
  const pageContext = usePageContext();
  const locale = useLocale();
  const { api } = useAppServices();
  const title = routeTitleOf(pageContext, locale, useFrameData());
  const page = listPageNumber(pageContext.urlParsed.search);
  const query = useQuery({
    ...promotionListQuery(api, locale, { page, pageSize: PROMOTION_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  return (
    <section className="pc-page pc-promos" data-page="promoList">
      <header className="pc-promos__head">
        <h1 className="pc-page__title">{title}</h1>
        <p className="pc-page__lead">{t(locale, 'content.promo.lead')}</p>
      </header>
      {data ? (
        data.list.length > 0 ? (
          <>
            <ul className="pc-promos__grid" aria-busy={query.isPlaceholderData}>
              {data.list.map((promotion, index) => (
                <li key={promotion.id}>
                  <PromotionCard promotion={promotion} lazy={index >= EAGER_CARDS} />
                </li>
              ))}
            </ul>
            <Pager
              pathname={pageContext.urlPathname}
              current={data.page}
              count={Math.ceil(data.total / data.pageSize)}
            />
          </>
        ) : (
          <div className="pc-content-state" data-empty>
            <p className="pc-content-state__title">{t(locale, 'content.promo.empty')}</p>
            <p>{t(locale, 'content.promo.emptyHint')}</p>
            <a className="pc-content-state__link" href={productListPath('Games')}>
              {t(locale, 'content.promo.browseGames')}
            </a>
          </div>
        )
      ) : query.isError ? (
        <ContentLoadFailed
          message="content.promo.loadFailed"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PromotionGridSkeleton />
      )}
    </section>
  );
}

function PromotionCard({ promotion, lazy }: { promotion: PromotionSummary; lazy: boolean }) {
  const locale = useLocale();
  const titleId = `promo-${promotion.id}-title`;
  return (
    <article className="pc-promo-tile" aria-labelledby={titleId} data-testid="promotion-tile">
      <a className="pc-promo-tile__link" href={promotionPath('pc', promotion.slug)}>
        <img
          className="pc-promo-tile__banner"
          src={promotion.banner}
          alt=""
          width={PROMOTION_BANNER_SIZE.width}
          height={PROMOTION_BANNER_SIZE.height}
          loading={lazy ? 'lazy' : undefined}
        />
        <span className="pc-promo-tile__body">
          <h2 className="pc-promo-tile__title" id={titleId}>
            {promotion.title}
          </h2>
          <span className="pc-promo-tile__summary">{promotion.summary}</span>
          <span className="pc-promo-tile__foot">
            <PromotionPeriod promotion={promotion} locale={locale} className="pc-promo-period" />
            <span className="pc-promo-tile__more" aria-hidden="true">
              {t(locale, 'content.promo.details')} →
            </span>
          </span>
        </span>
      </a>
    </article>
  );
}

function PromotionGridSkeleton() {
  return (
    <ul className="pc-promos__grid" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order.
        <li key={index} className="pc-promo-tile pc-promo-tile--skeleton">
          <span className="pc-skeleton pc-promo-tile__banner" />
          <span className="pc-promo-tile__body">
            <span className="pc-skeleton pc-skeleton--line" />
            <span className="pc-skeleton pc-skeleton--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
