import { type Device, forcedDevice } from '@storefront/ui-shared/device';
import { matchRoute } from '@storefront/ui-shared/routes';
import { DEVICE_COOKIE } from './device-choice';
import { unsafeTargetReason } from './request-target';

/** `to=auto` forgets the choice and lets the user agent decide again. */
export type SwitchTarget = Device | 'auto';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function parseSwitchTarget(value: unknown): SwitchTarget | null {
  return value === 'pc' || value === 'mobile' || value === 'auto' ? value : null;
}

/** `next` when it is a path on this site; anything else (other hosts, `//host`, tricks) gives `/`. */
function sameOriginPath(next: unknown): string {
  if (typeof next !== 'string' || unsafeTargetReason(next) !== null) return '/';
  const base = 'http://gateway.invalid';
  const url = new URL(next, base);
  return url.origin === base ? `${url.pathname}${url.search}` : '/';
}

/**
 * Where the switch lands. A path forced to the other layout (`/mobile/about` when switching to pc)
 * would keep that layout, so it becomes the same page of the chosen set (`/pc/about`), or its
 * unprefixed path (`/about`), or home when the chosen layout has no such page.
 */
export function switchDestination(to: SwitchTarget, next: unknown): string {
  const destination = sameOriginPath(next);
  if (to === 'auto') return destination;
  const queryStart = destination.indexOf('?');
  const pathname = queryStart === -1 ? destination : destination.slice(0, queryStart);
  const query = queryStart === -1 ? '' : destination.slice(queryStart);
  const forced = forcedDevice(pathname);
  if (!forced || forced === to) return destination;
  const rest = pathname.slice(forced.length + 1) || '/';
  const candidates = [`/${to}${rest === '/' ? '' : rest}`, rest];
  const found = candidates.find((candidate) => matchRoute(to, candidate) !== null);
  return found ? `${found}${query}` : '/';
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
