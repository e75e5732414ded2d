import type { GameType } from '@storefront/api-client/contract';
import type { GameListFilter } from '@storefront/ui-shared/react';
import { pageRouteMatch } from '@storefront/ui-shared/react';
import { CATEGORY_ROUTE } from '@storefront/ui-shared/routes';
import type { PageContext } from 'vike/types';

/** The product type of each list route, and of the `{type}` segment of `/pc/products/{type}`. */
const TYPE_OF_SEGMENT: Readonly<Record<string, GameType>> = {
  games: 'Games',
  links: 'Links',
  login: 'Login',
};

const TYPES_BY_ROUTE: Record<string, GameType> = {
  games: 'Games',
  links: 'Links',
  loginTopUps: 'Login',
};

/** Which games a list route shows: its type (`/games`, `/pc/products/links`) or its category. */
export function listFilterOf(pageContext: PageContext): GameListFilter {
  const match = pageRouteMatch('pc', pageContext);
  if (!match) return {};
  if (match.route.id === CATEGORY_ROUTE.id) return { category: match.params.categoryName };
  const type = TYPES_BY_ROUTE[match.route.id] ?? TYPE_OF_SEGMENT[match.params.type ?? ''];
  return type ? { type } : {};
}
