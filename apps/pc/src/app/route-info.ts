import type { Locale } from '@storefront/state';
import { errorPageStatus, errorScreen, pageTitle, screenRouteTitle } from '@storefront/ui-shared';
import { pageRouteMatch } from '@storefront/ui-shared/react';
import { CATEGORY_ROUTE } from '@storefront/ui-shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { PageContext } from 'vike/types';
import { type FrameData, frameQueryKey } from '../data/frame';
import { APP_TITLE } from './app-config';

/** The display title of a category, from the frame data (its slug until that is known). */
export function categoryTitle(name: string, frame: FrameData | undefined): string {
  return frame?.categories.find((category) => category.name === name)?.title ?? name;
}

/** The title of the page's route, or of its error screen. */
export function routeTitleOf(
  pageContext: PageContext,
  locale: Locale,
  frame: FrameData | undefined,
): string {
  const match = pageRouteMatch('pc', pageContext);
  if (!match) return errorScreen(errorPageStatus(pageContext) ?? 500, locale).title;
  if (match.route.id === CATEGORY_ROUTE.id) {
    return categoryTitle(match.params.categoryName ?? '', frame);
  }
  return screenRouteTitle(locale, match, pageContext.urlParsed.search);
}

/**
 * `TopUp Store - Games`: the document title (spec: app title, a dash and the route's title), in the
 * request's language or, after a language switch, the chosen one.
 */
export function documentTitle(
  pageContext: PageContext,
  queryClient: QueryClient,
  locale: Locale = pageContext.locale,
): string {
  return titleWithFrame(pageContext, locale, queryClient.getQueryData(frameQueryKey(locale)));
}

/** `documentTitle` with the frame data at hand (a category's title comes from it). */
export function titleWithFrame(
  pageContext: PageContext,
  locale: Locale,
  frame: FrameData | undefined,
): string {
  return pageTitle(APP_TITLE, routeTitleOf(pageContext, locale, frame));
}
