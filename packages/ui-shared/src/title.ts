/** The document title: the app title, then " - " and the route's title when it has one. */
export function pageTitle(appTitle: string, routeTitle?: string | null): string {
  return routeTitle ? `${appTitle} - ${routeTitle}` : appTitle;
}
