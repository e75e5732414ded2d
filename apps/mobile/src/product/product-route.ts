import type { GameType } from '@storefront/api-client/contract';
import type { RouteMatch } from '@storefront/ui-shared';
import { gameHref } from '../catalog/links';

const TYPE_OF_PREFIX: Readonly<Record<string, GameType>> = {
  games: 'Games',
  links: 'Links',
  login: 'Login',
};

export interface ProductRoute {
  /** The game's slug. */
  name: string;
  /** The type the URL names (`/links/{name}` is a `Links` game). */
  type: GameType;
}

/**
 * The game a product detail route shows: `/games/{name}`, `/links/{name}`, `/login/{name}` or
 * `/mobile/products/{type}/{name}`. Null for any other route.
 */
export function productRouteOf(match: RouteMatch | null): ProductRoute | null {
  if (match?.route.page !== 'productDetail') return null;
  const name = match.params.name;
  const prefix = match.params.type ?? match.route.path.split('/')[1] ?? '';
  const type = Object.hasOwn(TYPE_OF_PREFIX, prefix) ? TYPE_OF_PREFIX[prefix] : undefined;
  return name && type ? { name, type } : null;
}

/**
 * Where a game found under the wrong type belongs (`/games/roblox` -> `/links/roblox`), so each game
 * has one address; null when the route already names the game's type.
 */
export function canonicalProductPath(route: ProductRoute, gameType: GameType): string | null {
  return route.type === gameType ? null : gameHref({ type: gameType, name: route.name });
}
