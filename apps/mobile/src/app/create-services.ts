import { createStoreApiClient } from '@storefront/state';
import { createStore } from 'jotai/vanilla';
import { navigate } from 'vike/client/router';
import { showErrorNotification } from './notify';
import type { AppServices } from './services';

/** The browser's one store and its API clients, shared by every page of the visit. */
export function createAppServices(): AppServices {
  const store = createStore();
  const options = { device: 'mobile', navigate: (path: string) => void navigate(path) } as const;
  return {
    store,
    api: createStoreApiClient(store, { ...options, onError: showErrorNotification }),
    backgroundApi: createStoreApiClient(store, options),
  };
}
