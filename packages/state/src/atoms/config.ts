import type { Category, Currency } from '@storefront/api-client/contract';
import { STORAGE_KEYS } from '../keys';
import { DEFAULT_LOCALE, DEFAULT_LOCALE_CODE, isLocale, type Locale } from '../locale';
import {
  isArrayOf,
  isBoolean,
  isEntity,
  isNullOr,
  isOneOf,
  isString,
  type PersistedAtom,
  persistedAtom,
} from '../storage';

/**
 * How far this browser got: "1" never mounted the app, "2" mounted it (`markAppMounted`),
 * "3" loaded InitData at least once (`loadInitData`). It only moves forward.
 */
export type FirstOpen = '1' | '2' | '3';
export const FIRST_OPEN_STEPS: readonly FirstOpen[] = ['1', '2', '3'];

export const localeAtom = persistedAtom<Locale>(STORAGE_KEYS.locale, DEFAULT_LOCALE, isLocale);

export const localeCodeAtom = persistedAtom(STORAGE_KEYS.localeCode, DEFAULT_LOCALE_CODE, isString);

/** Whether the last InitData call succeeded. */
export const isLoadedAtom = persistedAtom(STORAGE_KEYS.isLoaded, false, isBoolean);

/** The currency prices are shown in; null until InitData has loaded. */
export const currencyActiveAtom: PersistedAtom<Currency | null> = persistedAtom(
  STORAGE_KEYS.currencyActive,
  null,
  isNullOr(isEntity<Currency>()),
);

export const currencyListAtom: PersistedAtom<Currency[]> = persistedAtom(
  STORAGE_KEYS.currencyList,
  [],
  isArrayOf<Currency>(),
);

/** The mobile bottom tab bar; pages such as the login page hide it. */
export const showTabbarAtom = persistedAtom(STORAGE_KEYS.showTabbar, true, isBoolean);

/** The route of the highlighted tab. */
export const tabbarActiveAtom = persistedAtom(STORAGE_KEYS.tabbarActive, '/', isString);

export const isNotFirstVisitAtom = persistedAtom(STORAGE_KEYS.isNotFirstVisit, false, isBoolean);

export const gameCateListAtom: PersistedAtom<Category[]> = persistedAtom(
  STORAGE_KEYS.gameCateList,
  [],
  isArrayOf<Category>(),
);

/** The desktop login dialog. */
export const showLoginDialogAtom = persistedAtom(STORAGE_KEYS.showLoginDialog, false, isBoolean);

export const firstOpenAtom = persistedAtom<FirstOpen>(
  STORAGE_KEYS.firstOpen,
  '1',
  isOneOf(FIRST_OPEN_STEPS),
);
