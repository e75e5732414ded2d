import type { createStore } from 'jotai/vanilla';
import { persistedAtoms } from './atoms';
import { getLocalStorage } from './storage';

/** A jotai store: the one of jotai's `<Provider store>` in the app, or `getDefaultStore()`. */
export type StateStore = ReturnType<typeof createStore>;

const hydratedStores = new WeakSet<StateStore>();

function keepMounted(): void {
  // Mounting is what matters; changes are read with store.get.
}

/**
 * Mounts every persisted atom of `store` once, so their stored values load and other tabs' writes
 * keep arriving. A no-op where there is no localStorage (SSR): there mounting would only reset
 * values set during the request to the initial ones.
 */
export function hydrate(store: StateStore): void {
  if (!getLocalStorage() || hydratedStores.has(store)) return;
  hydratedStores.add(store);
  for (const atom of Object.values(persistedAtoms)) store.sub(atom, keepMounted);
}
