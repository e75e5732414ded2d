import type { PromotionSummary } from '@storefront/api-client/contract';
import { createElement } from 'react';
import { promotionPeriod } from '../format/promotion-period';
import type { Locale } from '../locale';

/** "Until Nov 30, 2026", or "Starts Dec 1, 2026" for one that has not started: a `<time>`. */
export function PromotionPeriod({
  promotion,
  locale,
  className,
}: {
  promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'>;
  locale: Locale;
  className: string;
}) {
  const { text, dateTime } = promotionPeriod(promotion, locale);
  return createElement('time', { className, dateTime, 'data-testid': 'promotion-period' }, text);
}
