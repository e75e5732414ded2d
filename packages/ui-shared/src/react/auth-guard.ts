import type { Device } from '../device';
import { MOBILE_LOGIN_PATH } from '../routes';
import type { RouteDef } from '../routes/types';

/** What the `auth` guard does with a visit. */
export type AuthGuardAction =
  | { kind: 'allow' }
  /** Mobile: go to the login page (`/loginPage`, with `?redirect=` back to the page asked for). */
  | { kind: 'redirect'; to: string }
  /** Desktop: stay and open the login dialog. */
  | { kind: 'openLoginDialog' };

/**
 * `route.auth && !isLogin` -> mobile goes to `/loginPage`, pc opens the login dialog. `returnTo`, the
 * path (and query) asked for, rides along as `?redirect=`; the login page checks it is a path of
 * this site before it goes there (`safeReturnPath`).
 */
export function authGuardAction(
  route: Pick<RouteDef, 'auth'>,
  isLogin: boolean,
  device: Device,
  returnTo = '',
): AuthGuardAction {
  if (!route.auth || isLogin) return { kind: 'allow' };
  if (device === 'pc') return { kind: 'openLoginDialog' };
  const to = returnTo
    ? `${MOBILE_LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`
    : MOBILE_LOGIN_PATH;
  return { kind: 'redirect', to };
}
