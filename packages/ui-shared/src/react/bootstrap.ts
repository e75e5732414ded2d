import { loadInitData, markAppMounted, type StateStore } from '@storefront/state';
import { useEffect, useState } from 'react';

type InitDataClient = Parameters<typeof loadInitData>[1];

export interface AppBootstrapOptions {
  /** Called with the failure of InitData (the API client's `onError` has already shown it). */
  onInitDataError?: (error: unknown) => void;
}

/**
 * The root's start-up (spec section 4): after mount, `markAppMounted` loads the stored state and
 * moves `firstOpen` to "2", then `loadInitData` calls `ShopHome/InitData` (guestId, currencies,
 * categories; `firstOpen` "3"). Returns false during SSR and hydration, true once the stored state is
 * in the store: render what depends on it (the logged-in user, the cart count) only then.
 * It also sets `data-hydrated` on `<html>`: from then on every control has its handler (end-to-end
 * tests wait for it before the first click).
 */
export function useAppBootstrap(
  store: StateStore,
  client: InitDataClient,
  { onInitDataError }: AppBootstrapOptions = {},
): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    markAppMounted(store);
    setMounted(true);
    document.documentElement.dataset.hydrated = 'true';
    loadInitData(store, client).catch((error: unknown) => onInitDataError?.(error));
  }, [store, client, onInitDataError]);
  return mounted;
}
