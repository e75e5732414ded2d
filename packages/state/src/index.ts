export {
  apiInternalOrigins,
  createServerApiClient,
  createStoreApiClient,
  DEFAULT_API_INTERNAL_URL,
  type ServerApiClientOptions,
  type StoreApiClientOptions,
} from './api';
export { persistedAtoms } from './atoms';
export {
  currencyActiveAtom,
  currencyListAtom,
  FIRST_OPEN_STEPS,
  type FirstOpen,
  firstOpenAtom,
  gameCateListAtom,
  isLoadedAtom,
  isNotFirstVisitAtom,
  localeAtom,
  localeCodeAtom,
  showLoginDialogAtom,
  showTabbarAtom,
  tabbarActiveAtom,
} from './atoms/config';
export { playersAtom } from './atoms/players';
export { searchHistoryAtom } from './atoms/search';
export { guestIdAtom, isLoginAtom, userInfoAtom } from './atoms/user';
export { parseCookieHeader } from './cookie-header';
export {
  CURRENCY_COOKIE,
  GUEST_COOKIE,
  LOCALE_COOKIE,
  MIRROR_COOKIE_LIFETIME_MS,
  type RequestIdentity,
  readRequestIdentity,
  readTokenCookie,
  TOKEN_COOKIE,
  TOKEN_LIFETIME_MS,
} from './cookies';
export { STORAGE_KEYS, type StorageKeyName } from './keys';
export {
  DEFAULT_LOCALE,
  DEFAULT_LOCALE_CODE,
  isLocale,
  LOCALE_CODES,
  type Locale,
  SUPPORTED_LOCALES,
} from './locale';
export { isRememberedPlayers, type RememberedPlayers, rememberPlayer } from './players';
export { forgetSearch, rememberSearch, SEARCH_HISTORY_LIMIT } from './search-history';
export {
  type Device,
  handleUnauthorized,
  type LoginData,
  login,
  logout,
  MOBILE_LOGIN_PATH,
} from './session';
export { loadInitData, markAppMounted, setLocale } from './steps';
export { createSafeJSONStorage, type Guard, type JSONStorage, type PersistedAtom } from './storage';
export type { StateStore } from './store';
