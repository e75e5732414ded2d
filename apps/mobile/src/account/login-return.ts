import { MOBILE_LOGIN_PATH } from '@storefront/ui-shared';
import { previousPageUrl } from '../frame/history';

let returnPath: string | null = null;

/** A path of this site: `/x`, never `//host` or `/\host` (no open redirect). */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

/**
 * Keeps the `redirect` target the auth guard gave the login page. It survives the page's own URL
 * changing (a wrong password is a 401, which sends the visitor to a bare `/loginPage` again).
 */
export function rememberReturnPath(path: unknown): void {
  if (isSitePath(path) && !path.startsWith(MOBILE_LOGIN_PATH)) returnPath = path;
}

/** Where a successful login goes: the guard's target, else the page before the login, else home. */
export function takeReturnPath(): string {
  const previous = previousPageUrl();
  const fallback = isSitePath(previous) && !previous.startsWith(MOBILE_LOGIN_PATH) ? previous : '/';
  const path = returnPath ?? fallback;
  returnPath = null;
  return path;
}
