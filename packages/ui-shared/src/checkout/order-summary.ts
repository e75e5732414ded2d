import type { OrderSummary } from '@storefront/api-client/contract';
import type { Locale } from '../locale';
import { t } from '../messages';

/**
 * What an order of the list bought, under its game: the first line's pack, and "+ N more" for the
 * other lines of a mixed cart (`itemCount` counts lines, not their quantities).
 */
export function orderSummaryText(
  order: Pick<OrderSummary, 'packTitle' | 'itemCount'>,
  locale: Locale,
): string {
  const others = order.itemCount - 1;
  if (others < 1) return order.packTitle;
  return t(locale, 'orders.andMore', { title: order.packTitle, count: others });
}
