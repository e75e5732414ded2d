import type { ApiClient } from '@storefront/api-client';
import { createStoreApiClient, type StateStore } from '@storefront/state';
import {
  createErrorToastBridge,
  createQueryClient,
  type ShowErrorToast,
} from '@storefront/ui-shared/react';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { navigate } from 'vike/client/router';

/** The app's long-lived objects: the jotai store, the API client and the react-query client. */
export interface AppRuntime {
  store: StateStore;
  api: ApiClient;
  queryClient: QueryClient;
  /** Where error toasts go; the shell sets antd's message API here once it is mounted. */
  setErrorToast(show: ShowErrorToast): void;
}

export function createAppRuntime({ server = false }: { server?: boolean } = {}): AppRuntime {
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

let browser: AppRuntime | null = null;

/** The browser's one runtime, kept across client navigations. */
export function browserRuntime(): AppRuntime {
  browser ??= createAppRuntime();
  return browser;
}
