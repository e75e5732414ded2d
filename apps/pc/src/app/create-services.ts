import { createStoreApiClient } from '@storefront/state';
import {
  createErrorToastBridge,
  createQueryClient,
  type ShowErrorToast,
} from '@storefront/ui-shared/react';
import { createStore } from 'jotai/vanilla';
import { navigate } from 'vike/client/router';
import type { AppServices } from './services';

/** The app's services; on the server, one per request. */
export function createAppServices({ server = false }: { server?: boolean } = {}): AppServices {
  const store = createStore();
  let showErrorToast: ShowErrorToast = () => {};
  const api = createStoreApiClient(store, {
    device: 'pc',
    navigate: (path) => void navigate(path),
    onError: createErrorToastBridge((message, durationMs) => showErrorToast(message, durationMs)),
  });
  return {
    store,
    api,
    queryClient: createQueryClient({ server }),
    setErrorToast: (show) => {
      showErrorToast = show;
    },
  };
}

let browser: AppServices | null = null;

/** The browser's one set of services, kept across client navigations. */
export function browserServices(): AppServices {
  browser ??= createAppServices();
  return browser;
}
