import type { UserInfo } from '@storefront/api-client/contract';
import { STORAGE_KEYS } from '../keys';
import {
  isBoolean,
  isEntity,
  isNullOr,
  isString,
  type PersistedAtom,
  persistedAtom,
} from '../storage';

/** The logged-in user without the token: the token lives only in the `token` cookie. */
export const userInfoAtom: PersistedAtom<UserInfo | null> = persistedAtom(
  STORAGE_KEYS.userInfo,
  null,
  isNullOr(isEntity<UserInfo>()),
);

export const isLoginAtom = persistedAtom(STORAGE_KEYS.isLogin, false, isBoolean);

/** The guest id InitData handed out; sent as the `guestId` header. */
export const guestIdAtom = persistedAtom<string | null>(
  STORAGE_KEYS.guestId,
  null,
  isNullOr(isString),
);
