import { matchRoute, type RouteMatch } from '@storefront/ui-shared';
import type { PageContext } from 'vike/types';

/** The mobile route table's match for this page (null on the error page). */
export function pageRouteMatch(pageContext: PageContext): RouteMatch | null {
  if (typeof pageContext.is404 === 'boolean') return null;
  const categoryName = pageContext.routeParams?.categoryName;
  return matchRoute('mobile', pageContext.urlPathname, categoryName ? [categoryName] : []);
}
