import type { PromotionSummary } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import { PROMOTION_BANNER_SIZE, productListPath, promotionPath, t } from '@storefront/ui-shared';
import {
  PromotionPeriod,
  promotionListInfiniteQuery,
  useLocale,
} from '@storefront/ui-shared/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { screenTitle } from '../routing/screen-title';
import { ContentLoadFailed } from './ContentStates';
import './content.css';

/** The first card loads at once; the ones below the fold load lazily. */
const EAGER_CARDS = 1;

/**
 * `/promo`, `/daftarPromo`, `/mobile/daftarPromo`: running promotions; the first page is
 * server-rendered, "Load more" appends the next.
 */
export function PromotionListScreen() {
  const pageContext = usePageContext();
  const locale = useLocale();
  const { api } = useAppServices();
  const promotions = useInfiniteQuery(promotionListInfiniteQuery(api, locale));
  const list = promotions.data?.pages.flatMap((page) => page.list) ?? [];
  const total = promotions.data?.pages[0]?.total ?? 0;
  return (
    <section className="promo-list" data-page="promoList" data-testid="promotion-list">
      <header className="promo-list__header">
        <h2 className="promo-list__title">{screenTitle(pageContext, locale)}</h2>
        <p className="promo-list__lead">{t(locale, 'content.promo.lead')}</p>
      </header>
      {promotions.isPending && <PromotionListSkeleton />}
      {promotions.isError && list.length === 0 && (
        <ContentLoadFailed
          locale={locale}
          message="content.promo.loadFailed"
          onRetry={() => void promotions.refetch()}
        />
      )}
      {promotions.isSuccess && total === 0 && (
        <section className="list-state" data-testid="no-promotions">
          <p className="list-state__title">{t(locale, 'content.promo.empty')}</p>
          <p className="list-state__hint">{t(locale, 'content.promo.emptyHint')}</p>
          <a className="button-link" href={productListPath('Games')}>
            {t(locale, 'content.promo.browseGames')}
          </a>
        </section>
      )}
      {list.length > 0 && (
        <ul className="promo-list__items">
          {list.map((promotion, index) => (
            <li key={promotion.id}>
              <PromotionTile promotion={promotion} lazy={index >= EAGER_CARDS} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {promotions.isFetchingNextPage && <PromotionListSkeleton count={1} />}
      {promotions.isFetchNextPageError && (
        <ContentLoadFailed
          locale={locale}
          message="content.promo.loadFailed"
          onRetry={() => void promotions.fetchNextPage()}
        />
      )}
      {promotions.hasNextPage &&
        !promotions.isFetchingNextPage &&
        !promotions.isFetchNextPageError && (
          <button
            type="button"
            className="load-more"
            data-testid="load-more"
            onClick={() => void promotions.fetchNextPage()}
          >
            {t(locale, 'content.promo.loadMore')}
          </button>
        )}
      {list.length > 0 && !promotions.hasNextPage && (
        <p className="promo-list__end">{t(locale, 'content.promo.end')}</p>
      )}
    </section>
  );
}

/** One running promotion: its banner, title, summary and period, linking to its page. */
function PromotionTile({
  promotion,
  lazy,
  locale,
}: {
  promotion: PromotionSummary;
  lazy: boolean;
  locale: Locale;
}) {
  return (
    <a
      className="promo-tile"
      href={promotionPath('mobile', promotion.slug)}
      data-testid="promotion-tile"
    >
      <img
        className="promo-tile__banner"
        src={promotion.banner}
        alt=""
        width={PROMOTION_BANNER_SIZE.width}
        height={PROMOTION_BANNER_SIZE.height}
        loading={lazy ? 'lazy' : undefined}
      />
      <span className="promo-tile__body">
        <span className="promo-tile__title">{promotion.title}</span>
        <span className="promo-tile__summary">{promotion.summary}</span>
        <PromotionPeriod promotion={promotion} locale={locale} className="promo-period" />
      </span>
    </a>
  );
}

function PromotionListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="promo-list__items" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order.
        <li key={index} className="promo-tile">
          <span className="skeleton-block promo-tile__banner" />
          <span className="promo-tile__body">
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
