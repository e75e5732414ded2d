import { MOBILE_LOGIN_PATH, safeReturnPath } from '@storefront/ui-shared';
import { previousPageUrl } from '../frame/history';

let returnPath: string | null = null;

/** `candidate` as a path of this site other than the login page itself, else null. */
function returnPathOf(candidate: unknown, origin: string): string | null {
  const path = safeReturnPath(candidate, origin, '');
  return path && !path.startsWith(MOBILE_LOGIN_PATH) ? path : null;
}

/**
 * Keeps the `redirect` target the auth guard gave the login page, when it is a page of this site
 * (`origin`, the page's own). It survives the page's own URL changing (a wrong password is a 401,
 * which sends the visitor to a bare `/loginPage` again).
 */
export function rememberReturnPath(candidate: unknown, origin: string): void {
  returnPath = returnPathOf(candidate, origin) ?? returnPath;
}

/** Where a successful login goes: the guard's target, else the page before the login, else home. */
export function takeReturnPath(origin: string): string {
  const path = returnPath ?? returnPathOf(previousPageUrl(), origin) ?? '/';
  returnPath = null;
  return path;
}
