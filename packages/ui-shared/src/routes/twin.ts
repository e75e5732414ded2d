import { type Device, forcedDevice } from '../device';
import { matchRoute } from './match';
import { ROUTES } from './table';
import type { PageId, RouteDef, RouteMatch } from './types';

/** The screen the other device shows for a screen it does not have. */
const TWIN_PAGE: Partial<Record<PageId, PageId>> = {
  search: 'searchHistory',
  searchHistory: 'search',
  user: 'personal',
  personal: 'user',
  // The pc logs in with a dialog over any page: home is the nearest page.
  login: 'home',
};

const OTHER: Readonly<Record<Device, Device>> = { pc: 'mobile', mobile: 'pc' };

function fits(route: RouteDef, params: Readonly<Record<string, string>>): boolean {
  const names = route.path.match(/:\w+/g)?.map((name) => name.slice(1)) ?? [];
  return names.every((name) => {
    const value = params[name];
    return value !== undefined && (route.params?.[name]?.includes(value) ?? true);
  });
}

function fill(route: RouteDef, params: Readonly<Record<string, string>>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** `to`'s route for the page `source` shows, keeping a forced layout's prefix style. */
function twinRoute(to: Device, source: RouteMatch): RouteDef | undefined {
  const page = TWIN_PAGE[source.route.page] ?? source.route.page;
  const prefixed = forcedDevice(source.route.path) !== null;
  const isPrefixed = (route: RouteDef) => forcedDevice(route.path) === to;
  const candidates = ROUTES[to].filter(
    (route) => route.page === page && fits(route, source.params),
  );
  return (
    candidates.find((route) => isPrefixed(route) === prefixed) ??
    candidates.find((route) => forcedDevice(route.path) !== OTHER[to])
  );
}

/**
 * The page of `to`'s layout that stands for `pathname` (a path of either layout): the same path when
 * `to` serves it, else the same screen under `to`'s address (`/pc/about` -> `/mobile/about`), else
 * `to`'s nearest screen (`/search` -> `/searchHistory`), else home. A single unknown segment stays:
 * it may be a category, which both layouts serve at the same address.
 */
export function twinPath(to: Device, pathname: string): string {
  const forced = forcedDevice(pathname);
  if (forced !== OTHER[to] && matchRoute(to, pathname)) return pathname;
  const source = matchRoute(OTHER[to], pathname);
  if (!source) return forced === null && /^\/[^/]+$/.test(pathname) ? pathname : '/';
  const route = twinRoute(to, source);
  return route ? fill(route, source.params) : '/';
}

/**
 * Where a shared link of the other layout lands on `device`: when `device` has no route at
 * `pathname` but the other layout does (`/search` on a phone, `/user` on a desktop), its twin
 * (`/searchHistory`, `/personal`); null when `device` serves the path itself, when a prefix already
 * picks the layout, or when neither layout has it (a category or a real 404, answered by the app).
 */
export function crossDevicePath(device: Device, pathname: string): string | null {
  if (forcedDevice(pathname) !== null || matchRoute(device, pathname)) return null;
  return matchRoute(OTHER[device], pathname) ? twinPath(device, pathname) : null;
}
