import type { Locale } from '../locale';
import { type MessageKey, t } from '../messages';

/** The badges the catalogue gives games and packs, as the API sends them (English words). */
const BADGE_KEYS: Readonly<Record<string, MessageKey>> = {
  hot: 'catalog.badge.hot',
  new: 'catalog.badge.new',
  'best value': 'catalog.badge.bestValue',
  promo: 'catalog.badge.promo',
  limited: 'catalog.badge.limited',
};

/** A game's or pack's badge in `locale`; a badge the store has no words for shows as sent. */
export function badgeLabel(locale: Locale, badge: string): string {
  const key = BADGE_KEYS[badge.trim().toLowerCase()];
  return key ? t(locale, key) : badge;
}
