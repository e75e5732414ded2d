import type { Device } from '../device';
import { CATEGORY_ROUTE, matchRoute, ROUTES } from '../routes';
import type { PageId, RouteMatch } from '../routes/types';
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
    const match = lastMatch(device, urlPathname);
    if (match?.route.page !== page) return false;
    return { routeParams: { ...match.params, routeId: match.route.id } };
  };
}

let last: { device: Device; pathname: string; match: RouteMatch | null } | null = null;

/**
 * `matchRoute`, remembering its last answer: vike asks every page's route function about the same
 * URL in turn (on each request, and for each link that scrolls into view), so the table is read
 * once per URL instead of once per page.
 */
function lastMatch(device: Device, pathname: string): RouteMatch | null {
  if (last?.device !== device || last.pathname !== pathname) {
    last = { device, pathname, match: matchRoute(device, pathname) };
  }
  return last.match;
}

/**
 * The route of `device`'s table a page was rendered for, with its params, read from the `routeId`
 * its `+route.ts` (`pageRoute`) set. Null on the error page (vike sets `is404`, true or false, only
 * there), even when the error was thrown by a page that had matched.
 */
export function pageRouteMatch(
  device: Device,
  pageContext: { routeParams?: Record<string, string>; is404?: boolean | null },
): RouteMatch | null {
  if (typeof pageContext.is404 === 'boolean') return null;
  const { routeId, ...params } = pageContext.routeParams ?? {};
  const route =
    routeId === CATEGORY_ROUTE.id
      ? CATEGORY_ROUTE
      : ROUTES[device].find((candidate) => candidate.id === routeId);
  return route ? { device, route, params } : null;
}
