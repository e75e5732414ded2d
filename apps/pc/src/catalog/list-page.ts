import type { GameType } from '@storefront/api-client/contract';
import type { GameListFilter } from '@storefront/ui-shared/react';
import { CATEGORY_ROUTE } from '@storefront/ui-shared/routes';
import type { PageContext } from 'vike/types';
import { routeMatchOf } from '../app/route-info';

/** The URL segment of each product type: `/games`, `/links`, `/login` and their detail pages. */
export const TYPE_SEGMENTS: Record<GameType, string> = {
  Games: 'games',
  Links: 'links',
  Login: 'login',
};

const TYPES_BY_ROUTE: Record<string, GameType> = {
  games: 'Games',
  links: 'Links',
  loginTopUps: 'Login',
};

function typeOfSegment(segment: string | undefined): GameType | undefined {
  return (Object.keys(TYPE_SEGMENTS) as GameType[]).find((type) => TYPE_SEGMENTS[type] === segment);
}

/** Where a game's detail page is: `/games/mobile-legends`. */
export function gamePath(game: { type: GameType; name: string }): string {
  return `/${TYPE_SEGMENTS[game.type]}/${game.name}`;
}

/** The list page number of `?page=`: a whole number from 1, else 1. */
export function listPageNumber(search: Record<string, string> | undefined): number {
  const page = Number(search?.page);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Which games a list route shows: its type (`/games`, `/pc/products/links`) or its category. */
export function listFilterOf(pageContext: PageContext): GameListFilter {
  const match = routeMatchOf(pageContext);
  if (!match) return {};
  if (match.route.id === CATEGORY_ROUTE.id) return { category: match.params.categoryName };
  const type = TYPES_BY_ROUTE[match.route.id] ?? typeOfSegment(match.params.type);
  return type ? { type } : {};
}
