import { STORAGE_KEYS } from '../keys';
import { isStringArray, type PersistedAtom, persistedAtom } from '../storage';

/** The visitor's recent search terms, newest first (see `rememberSearch`). */
export const searchHistoryAtom: PersistedAtom<string[]> = persistedAtom(
  STORAGE_KEYS.searchHistory,
  [],
  isStringArray,
);
