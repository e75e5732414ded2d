import { useSyncExternalStore } from 'react';

/** The page loading flag: true while a navigation is under way (spec section 4). */
export interface PageLoadingFlag {
  /** A navigation started: the flag is set true on each one. */
  start(): void;
  /** The new page is on screen. */
  end(): void;
  isLoading(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createPageLoadingFlag(): PageLoadingFlag {
  let loading = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (loading === value) return;
    loading = value;
    for (const listener of listeners) listener();
  };
  return {
    start: () => set(true),
    end: () => set(false),
    isLoading: () => loading,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The app's one flag, tied to navigation by the app's vike hooks:
 * `+onPageTransitionStart` calls `pageLoading.start()`, `+onPageTransitionEnd` calls `end()`.
 */
export const pageLoading: PageLoadingFlag = createPageLoadingFlag();

const serverSnapshot = () => false;

/** Re-renders when the flag changes; false during SSR and hydration. */
export function usePageLoading(flag: PageLoadingFlag = pageLoading): boolean {
  return useSyncExternalStore(flag.subscribe, flag.isLoading, serverSnapshot);
}
