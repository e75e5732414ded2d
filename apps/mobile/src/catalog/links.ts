import type { CarouselSlide, GameSummary } from '@storefront/api-client/contract';

const DETAIL_PREFIX: Record<GameSummary['type'], string> = {
  Games: '/games',
  Links: '/links',
  Login: '/login',
};

/** A game's detail page: under the list of its type (`/games/{name}`, `/links/{name}`, ...). */
export function gameHref(game: Pick<GameSummary, 'type' | 'name'>): string {
  return `${DETAIL_PREFIX[game.type]}/${game.name}`;
}

/** A promotion's detail page (mobile serves it only under its prefix). */
export function promotionHref(slug: string): string {
  return `/mobile/daftarPromoDetail?slug=${encodeURIComponent(slug)}`;
}

/** Where a carousel slide leads. */
export function slideHref(link: CarouselSlide['link']): string {
  if (link.kind === 'category') return `/${link.target}`;
  if (link.kind === 'promotion') return promotionHref(link.target);
  return `/games/${link.target}`;
}
