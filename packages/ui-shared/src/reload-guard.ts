/** The part of `sessionStorage` the reload guard needs. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ReloadGuardOptions {
  /** The window in which a path reloads at most once (spec: 10 seconds). */
  windowMs?: number;
  /** Where reload times are kept across the reload: `sessionStorage` in a browser. */
  storage: GuardStorage;
  now?: () => number;
}

export interface ReloadGuard {
  /** True (and the reload recorded) when `path` has not reloaded within the window. */
  shouldReload(path: string): boolean;
}

export const RELOAD_GUARD_WINDOW_MS = 10_000;
/** The `sessionStorage` key of a path's last reload is this plus the path. */
export const RELOAD_GUARD_KEY_PREFIX = 'storefront:chunk-reload:';

/**
 * Guards the page reload after a code chunk fails to load (usually a deploy replaced it): at most
 * once per window per path, so a chunk that is really broken cannot cause a reload loop. When the
 * storage cannot be used (a blocked or full `sessionStorage`), it says no, for the same reason.
 */
export function createReloadGuard(options: ReloadGuardOptions): ReloadGuard {
  const { windowMs = RELOAD_GUARD_WINDOW_MS, storage, now = Date.now } = options;
  return {
    shouldReload(path) {
      const key = RELOAD_GUARD_KEY_PREFIX + path;
      const time = now();
      try {
        const last = Number(storage.getItem(key) ?? Number.NaN);
        if (Number.isFinite(last) && time - last < windowMs && time >= last) return false;
        storage.setItem(key, String(time));
        return true;
      } catch {
        return false;
      }
    },
  };
}
