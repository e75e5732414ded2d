import type { PromotionSummary } from '@storefront/api-client/contract';
import { formatDate, type Locale, t } from '@storefront/ui-shared';

/** The seeded banners' own size: the box they fill before they load (no layout shift). */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/** "Until Nov 30, 2026", or "Starts Dec 1, 2026" for one that has not started. */
export function PromotionPeriod({
  promotion,
  locale,
}: {
  promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'>;
  locale: Locale;
}) {
  const upcoming = Date.parse(promotion.startsAt) > Date.now();
  const text = upcoming
    ? t(locale, 'content.promo.startsOn', { date: formatDate(promotion.startsAt, locale) })
    : t(locale, 'content.promo.until', { date: formatDate(promotion.endsAt, locale) });
  return (
    <time className="promo-period" dateTime={upcoming ? promotion.startsAt : promotion.endsAt}>
      {text}
    </time>
  );
}
