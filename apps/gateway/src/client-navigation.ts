import type { Device } from '@storefront/ui-shared/device';
import { chooseDevice } from './device-choice';
import { readRequestTarget } from './request-target';

/** What vike's client router fetches, from the app that rendered the page, to show `<path>`. */
const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json';

/** A page-data request of vike's client router: its answer also depends on the Referer. */
export function isPageData(pathname: string): boolean {
  return pathname.endsWith(PAGE_CONTEXT_SUFFIX);
}

interface NavigationHeaders {
  cookie?: string | undefined;
  'user-agent'?: string | undefined;
  referer?: string | undefined;
}

/** The path of a Referer on this site as the router reads it, or null (none, malformed, elsewhere). */
function sameSiteRefererPath(referer: string | undefined, host: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? readRequestTarget(url.pathname).path : null;
  } catch {
    return null;
  }
}

/**
 * The app a client-side navigation comes from, when it is not the app that answers the next page:
 * a page of one layout (`/pc/about` on a phone) links to a page of the other (`/games`). That app's
 * page data would break the running app, so the gateway answers 404 instead, and vike then loads
 * the page in full, from the right app. Null when the navigation stays within one app.
 */
export function navigationLeavesApp(
  pathname: string,
  headers: NavigationHeaders,
  host: string,
): Device | null {
  if (!isPageData(pathname)) return null;
  const from = sameSiteRefererPath(headers.referer, host);
  if (from === null) return null;
  const current = chooseDevice(from, headers).device;
  return current === chooseDevice(pathname, headers).device ? null : current;
}
