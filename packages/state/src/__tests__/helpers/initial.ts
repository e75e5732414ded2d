import type { WritableAtom } from 'jotai/vanilla';
import { persistedAtoms } from '../../atoms';
import type { StorageKeyName } from '../../keys';

/** `persistedAtoms` with their value types erased, to loop over all of them in one test. */
export const ATOMS = persistedAtoms as unknown as Record<
  StorageKeyName,
  WritableAtom<unknown, [unknown], void>
>;
export const NAMES = Object.keys(persistedAtoms) as StorageKeyName[];

/** The documented initial value of every persisted atom (README's keys table). */
export const INITIAL_VALUES: Record<StorageKeyName, unknown> = {
  locale: 'en',
  localeCode: 'en',
  isLoaded: false,
  currencyActive: null,
  currencyList: [],
  showTabbar: true,
  tabbarActive: '/',
  isNotFirstVisit: false,
  gameCateList: [],
  showLoginDialog: false,
  firstOpen: '1',
  userInfo: null,
  isLogin: false,
  guestId: null,
  searchHistory: [],
  players: {},
};
