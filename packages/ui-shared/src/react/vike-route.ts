import type { Device } from '../device';
import { matchRoute } from '../routes';
import type { PageId } from '../routes/types';
import { categoryCandidate } from './category';

/** What a vike route function gives back: false, or the params of the matched route. */
export type PageRouteResult = false | { routeParams: Record<string, string> };

/** A vike route function (`+route.ts`). Typed structurally so this package needs no vike. */
export type PageRouteFunction = (pageContext: { urlPathname: string }) => PageRouteResult;

/**
 * The `+route.ts` of the screen `page`: it matches every route of `device`'s table that renders
 * `page` (one source of truth: the table), with the route's params and its id as `routeId`.
 * For `page: 'category'` it matches any single segment that no fixed route takes; the page's data
 * hook then checks the name against the server's categories (`checkCategoryRoute`).
 */
export function pageRoute(device: Device, page: PageId): PageRouteFunction {
  if (page === 'category') {
    return ({ urlPathname }) => {
      const categoryName = categoryCandidate(device, urlPathname);
      return categoryName ? { routeParams: { routeId: 'category', categoryName } } : false;
    };
  }
  return ({ urlPathname }) => {
    const match = matchRoute(device, urlPathname);
    if (match?.route.page !== page) return false;
    return { routeParams: { ...match.params, routeId: match.route.id } };
  };
}
