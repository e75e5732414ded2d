import type { UserInfo } from '@storefront/api-client/contract';
import { showLoginDialogAtom, showTabbarAtom } from './atoms/config';
import { isLoginAtom, userInfoAtom } from './atoms/user';
import { removeTokenCookie, writeTokenCookie } from './cookies';
import type { StateStore } from './store';

export type Device = 'pc' | 'mobile';

/** Where the mobile layout logs in. */
export const MOBILE_LOGIN_PATH = '/loginPage';

/** What a login answers with (the contract's `UserDetail`); without a token it is no login. */
export type LoginData = UserInfo & { token?: string | null; tokenExpiresAt?: string | null };

/**
 * Stores the user of a login answer. With a token: `userInfo` (without the token), the `token`
 * cookie until the answer's `tokenExpiresAt` (2 hours when it names none), `isLogin` true. Without a token, or with null/undefined, it logs out.
 */
export function login(store: StateStore, userDetail: LoginData | null | undefined): void {
  if (!userDetail?.token) {
    logout(store);
    return;
  }
  const { token, tokenExpiresAt, ...userInfo } = userDetail;
  writeTokenCookie(token, tokenExpiresAt);
  store.set(userInfoAtom, userInfo);
  store.set(isLoginAtom, true);
}

/** Clears `userInfo`, removes the `token` cookie and sets `isLogin` false. */
export function logout(store: StateStore): void {
  removeTokenCookie();
  store.set(userInfoAtom, null);
  store.set(isLoginAtom, false);
}

/**
 * What a 401 answer does: log out, then on mobile show the tab bar and go to the login page, on
 * desktop open the login dialog.
 */
export function handleUnauthorized(
  store: StateStore,
  device: Device,
  navigate: (path: string) => void,
): void {
  logout(store);
  if (device === 'mobile') {
    store.set(showTabbarAtom, true);
    navigate(MOBILE_LOGIN_PATH);
  } else {
    store.set(showLoginDialogAtom, true);
  }
}
