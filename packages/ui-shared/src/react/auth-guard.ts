import type { Device } from '../device';
import { MOBILE_LOGIN_PATH } from '../routes';
import type { RouteDef } from '../routes/types';

/** What the `auth` guard does with a visit. */
export type AuthGuardAction =
  | { kind: 'allow' }
  /** Mobile: go to the login page. */
  | { kind: 'redirect'; to: typeof MOBILE_LOGIN_PATH }
  /** Desktop: stay and open the login dialog. */
  | { kind: 'openLoginDialog' };

/** `route.auth && !isLogin` -> mobile goes to `/loginPage`, pc opens the login dialog. */
export function authGuardAction(
  route: Pick<RouteDef, 'auth'>,
  isLogin: boolean,
  device: Device,
): AuthGuardAction {
  if (!route.auth || isLogin) return { kind: 'allow' };
  return device === 'mobile'
    ? { kind: 'redirect', to: MOBILE_LOGIN_PATH }
    : { kind: 'openLoginDialog' };
}
