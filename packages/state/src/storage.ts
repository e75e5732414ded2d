import type { WritableAtom } from 'jotai/vanilla';
import type { RESET } from 'jotai/vanilla/utils';
import { atomWithStorage } from 'jotai/vanilla/utils';

/** A shallow check of a parsed value; a stored value that fails it is ignored. */
export type Guard<T> = (value: unknown) => value is T;

/** jotai's `SyncStorage` (not exported from its entry points), as `atomWithStorage` takes it. */
export interface JSONStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe: (
    key: string,
    callback: (value: T) => void,
    initialValue: T,
  ) => (() => void) | undefined;
}

/** The browser's localStorage, or undefined on the server and where access is denied. */
export function getLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Reading `window.localStorage` throws a SecurityError when storage is blocked.
    return undefined;
  }
}

function parse<T>(text: string | null, initialValue: T, isValid: Guard<T>): T {
  if (text === null) return initialValue;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : initialValue;
  } catch {
    return initialValue;
  }
}

/**
 * JSON in localStorage that never throws: no storage (SSR, blocked), missing keys, bad JSON and
 * values of the wrong shape all read as the initial value; failed writes (quota, private mode)
 * keep the in-memory value only. Other tabs' writes arrive through the `storage` event.
 */
export function createSafeJSONStorage<T>(isValid: Guard<T>): JSONStorage<T> {
  return {
    getItem: (key, initialValue) =>
      parse(getLocalStorage()?.getItem(key) ?? null, initialValue, isValid),
    setItem: (key, value) => {
      try {
        getLocalStorage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage disabled: the atom keeps the value for this page only.
      }
    },
    removeItem: (key) => {
      try {
        getLocalStorage()?.removeItem(key);
      } catch {
        // Same as setItem: nothing to undo.
      }
    },
    subscribe: (key, callback, initialValue) => {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== getLocalStorage()) return;
        // `key` is null when another tab called localStorage.clear().
        if (event.key !== key && event.key !== null) return;
        callback(parse(event.newValue, initialValue, isValid));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** What `atomWithStorage` makes: set a value or an updater; `RESET` restores the initial value. */
export type PersistedAtom<T> = WritableAtom<
  T,
  [T | typeof RESET | ((prev: T) => T | typeof RESET)],
  void
>;

/**
 * An atom persisted under `key`. `getOnInit: false` is what keeps SSR hydration clean: until the
 * atom is mounted (a subscriber: `useAtom` in an effect, `store.sub`, or `markAppMounted`) it
 * holds `initialValue` on the server and on the client alike; the stored value arrives on mount.
 */
export function persistedAtom<T>(
  key: string,
  initialValue: T,
  isValid: Guard<T>,
): PersistedAtom<T> {
  return atomWithStorage(key, initialValue, createSafeJSONStorage(isValid), { getOnInit: false });
}

export const isString: Guard<string> = (value) => typeof value === 'string';
export const isBoolean: Guard<boolean> = (value) => typeof value === 'boolean';

export const isStringArray: Guard<string[]> = (value): value is string[] =>
  Array.isArray(value) && value.every(isString);

export function isOneOf<T extends string>(values: readonly T[]): Guard<T> {
  return (value): value is T => values.includes(value as T);
}

export function isNullOr<T>(isValid: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || isValid(value);
}

/** Only checks that it is an array: the items came from our own writes of server data. */
export function isArrayOf<T>(): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value);
}

/** An object with a numeric `id`, as every contract entity has. */
export function isEntity<T extends { id: number }>(): Guard<T> {
  return (value): value is T =>
    typeof value === 'object' && value !== null && typeof (value as T).id === 'number';
}
