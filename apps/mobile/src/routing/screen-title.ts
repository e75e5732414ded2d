import { errorPageStatus, errorScreen, type Locale, screenRouteTitle } from '@storefront/ui-shared';
import { pageRouteMatch } from '@storefront/ui-shared/react';
import type { PageContext } from 'vike/types';

/** The title in the NavBar and after the app title in the document: the route's, or the error's. */
export function screenTitle(pageContext: PageContext, locale: Locale): string {
  const status = errorPageStatus(pageContext);
  if (status !== null) return errorScreen(status, locale).title;
  const category = pageContext.data?.category;
  if (category) return category.title;
  const match = pageRouteMatch('mobile', pageContext);
  return match ? screenRouteTitle(locale, match, pageContext.urlParsed.search) : '';
}
