import type { PromotionSummary } from '@storefront/api-client/contract';
import { type Locale, promotionPeriod } from '@storefront/ui-shared';

/** "Until Nov 30, 2026", or "Starts Dec 1, 2026" for one that has not started. */
export function PromotionPeriod({
  promotion,
  locale,
}: {
  promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'>;
  locale: Locale;
}) {
  const { text, dateTime } = promotionPeriod(promotion, locale);
  return (
    <time className="promo-period" dateTime={dateTime}>
      {text}
    </time>
  );
}
