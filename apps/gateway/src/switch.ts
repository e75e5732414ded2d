import { safeReturnPath } from '@storefront/api-client';
import type { Device } from '@storefront/ui-shared/device';
import { twinPath } from '@storefront/ui-shared/routes';
import { DEVICE_COOKIE } from './device-choice';

/** `to=auto` forgets the choice and lets the user agent decide again. */
export type SwitchTarget = Device | 'auto';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function parseSwitchTarget(value: unknown): SwitchTarget | null {
  return value === 'pc' || value === 'mobile' || value === 'auto' ? value : null;
}

/** Any origin: `next` is resolved against it only to see where a browser would take it. */
const PATH_BASE = 'http://gateway.invalid';

/**
 * Where the switch lands: the chosen layout's twin of the page (`/search?q=x` -> `/searchHistory?q=x`,
 * `/mobile/about` -> `/pc/about`), its query kept, or the nearest page it has (see `twinPath`).
 */
export function switchDestination(to: SwitchTarget, next: unknown): string {
  const destination = safeReturnPath(next, PATH_BASE);
  if (to === 'auto') return destination;
  const queryStart = destination.indexOf('?');
  const pathname = queryStart === -1 ? destination : destination.slice(0, queryStart);
  const query = queryStart === -1 ? '' : destination.slice(queryStart);
  const twin = twinPath(to, pathname);
  return twin === '/' && pathname !== '/' ? '/' : `${twin}${query}`;
}

/** The Set-Cookie value that remembers (or, for `auto`, forgets) the chosen layout. */
export function deviceCookieHeader(to: SwitchTarget, secure: boolean): string {
  const attributes = ['Path=/', 'SameSite=Lax', 'HttpOnly', ...(secure ? ['Secure'] : [])];
  const value =
    to === 'auto'
      ? `${DEVICE_COOKIE}=; Max-Age=0`
      : `${DEVICE_COOKIE}=${to}; Max-Age=${ONE_YEAR_S}`;
  return [value, ...attributes].join('; ');
}
