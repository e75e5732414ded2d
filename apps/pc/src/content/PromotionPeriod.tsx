import type { PromotionSummary } from '@storefront/api-client/contract';
import { promotionPeriod } from '@storefront/ui-shared';
import { useLocale } from '../app/session';

/** "Until Nov 30, 2026", or "Starts Dec 1, 2026" for one that has not started. */
export function PromotionPeriod({
  promotion,
}: {
  promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'>;
}) {
  const { text, dateTime } = promotionPeriod(promotion, useLocale());
  return (
    <time className="pc-promo-period" dateTime={dateTime}>
      {text}
    </time>
  );
}
