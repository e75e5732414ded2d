import type { GameType } from '@storefront/api-client/contract';
import type { PageContext } from 'vike/types';
import { routeMatchOf } from '../app/route-info';
import { TYPE_SEGMENTS } from '../catalog/list-page';

const TYPES_BY_ROUTE: Record<string, GameType> = {
  gameDetail: 'Games',
  linkDetail: 'Links',
  loginTopUpDetail: 'Login',
};

export interface ProductRoute {
  name: string;
  /** The product type the URL names (`/links/x`, `/pc/products/links/x`). */
  type: GameType;
}

/** The game name and type of a product detail URL; null when the page is not one. */
export function productRouteOf(pageContext: PageContext): ProductRoute | null {
  const match = routeMatchOf(pageContext);
  const name = match?.params.name;
  if (!match || !name) return null;
  const type =
    TYPES_BY_ROUTE[match.route.id] ??
    (Object.keys(TYPE_SEGMENTS) as GameType[]).find(
      (candidate) => TYPE_SEGMENTS[candidate] === match.params.type,
    );
  return type ? { name, type } : null;
}
