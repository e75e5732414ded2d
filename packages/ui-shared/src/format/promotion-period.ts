import type { PromotionSummary } from '@storefront/api-client/contract';
import type { Locale } from '../locale';
import { t } from '../messages';
import { formatDate } from './date';

/** The size the seeded promotion banners are drawn at: the box they fill before they load. */
export const PROMOTION_BANNER_SIZE = { width: 1200, height: 400 } as const;

/**
 * "Until Nov 30, 2026", or "Starts Dec 1, 2026" for a promotion that has not started, with the
 * instant it names (for `<time dateTime>`).
 */
export function promotionPeriod(
  promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'>,
  locale: Locale,
  now: number = Date.now(),
): { text: string; dateTime: string } {
  if (Date.parse(promotion.startsAt) > now) {
    const date = formatDate(promotion.startsAt, locale);
    return { text: t(locale, 'content.promo.startsOn', { date }), dateTime: promotion.startsAt };
  }
  const date = formatDate(promotion.endsAt, locale);
  return { text: t(locale, 'content.promo.until', { date }), dateTime: promotion.endsAt };
}
