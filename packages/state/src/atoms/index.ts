import type { StorageKeyName } from '../keys';
import {
  currencyActiveAtom,
  currencyListAtom,
  firstOpenAtom,
  gameCateListAtom,
  isLoadedAtom,
  isNotFirstVisitAtom,
  localeAtom,
  localeCodeAtom,
  showLoginDialogAtom,
  showTabbarAtom,
  tabbarActiveAtom,
} from './config';
import { playersAtom } from './players';
import { searchHistoryAtom } from './search';
import { guestIdAtom, isLoginAtom, userInfoAtom } from './user';

/** Every persisted atom, by the same names as `STORAGE_KEYS`. */
export const persistedAtoms = {
  locale: localeAtom,
  localeCode: localeCodeAtom,
  isLoaded: isLoadedAtom,
  currencyActive: currencyActiveAtom,
  currencyList: currencyListAtom,
  showTabbar: showTabbarAtom,
  tabbarActive: tabbarActiveAtom,
  isNotFirstVisit: isNotFirstVisitAtom,
  gameCateList: gameCateListAtom,
  showLoginDialog: showLoginDialogAtom,
  firstOpen: firstOpenAtom,
  userInfo: userInfoAtom,
  isLogin: isLoginAtom,
  guestId: guestIdAtom,
  searchHistory: searchHistoryAtom,
  players: playersAtom,
} as const satisfies Record<StorageKeyName, unknown>;
