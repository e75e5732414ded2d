import type { PageId, RouteMatch } from '@storefront/ui-shared';

/** Checkout steps and the full-screen search use the bottom of the screen for themselves. */
const PAGES_WITHOUT_TABBAR: ReadonlySet<PageId> = new Set([
  'order',
  'orderConfirmation',
  'searchHistory',
]);

/** Whether the page shows the bottom tab bar (error pages do: it is the way out). */
export function pageShowsTabbar(match: RouteMatch | null): boolean {
  return !match || !PAGES_WITHOUT_TABBAR.has(match.route.page);
}
