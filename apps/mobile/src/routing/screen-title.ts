import { errorPageStatus, errorScreen, type Locale, routeTitle } from '@storefront/ui-shared';
import type { PageContext } from 'vike/types';
import { pageRouteMatch } from './route-match';

/** The title in the NavBar and after the app title in the document: the route's, or the error's. */
export function screenTitle(pageContext: PageContext, locale: Locale): string {
  const status = errorPageStatus(pageContext);
  if (status !== null) return errorScreen(status).title;
  const category = pageContext.data?.category;
  if (category) return category.title;
  const match = pageRouteMatch(pageContext);
  return match ? routeTitle(locale, match) : '';
}
