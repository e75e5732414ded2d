import type { GameType } from '@storefront/api-client/contract';
import type { ProductType, RouteMatch } from '@storefront/ui-shared';

const GAME_TYPES: Record<ProductType, GameType> = {
  games: 'Games',
  links: 'Links',
  login: 'Login',
};

/**
 * The product type a product list shows: `/games`, `/links`, `/login`, or the `type` of
 * `/mobile/products/{type}`. Null for any other route.
 */
export function productTypeOf(match: RouteMatch | null): GameType | null {
  if (match?.route.page !== 'productList') return null;
  const name = match.params.type ?? match.route.path.slice(1);
  return name in GAME_TYPES ? GAME_TYPES[name as ProductType] : null;
}
