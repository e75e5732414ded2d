import { errorScreen, type Locale, routeTitle } from '@storefront/ui-shared';
import type { PageContext } from 'vike/types';
import { pageRouteMatch } from './route-match';

/** The status of the error page being shown, or null on a normal page. */
export function errorStatus(pageContext: PageContext): number | null {
  // vike sets `is404` (true or false) only when it renders the error page.
  if (typeof pageContext.is404 !== 'boolean') return null;
  if (pageContext.is404) return 404;
  return pageContext.abortStatusCode ?? 500;
}

/** The title in the NavBar and after the app title in the document: the route's, or the error's. */
export function screenTitle(pageContext: PageContext, locale: Locale): string {
  const status = errorStatus(pageContext);
  if (status !== null) return errorScreen(status).title;
  const category = pageContext.data?.category;
  if (category) return category.title;
  const match = pageRouteMatch(pageContext);
  return match ? routeTitle(locale, match) : '';
}
