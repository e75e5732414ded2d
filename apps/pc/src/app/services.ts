import type { ApiClient } from '@storefront/api-client';
import type { StateStore } from '@storefront/state';
import { createServicesContext, type ShowErrorToast } from '@storefront/ui-shared/react';
import type { QueryClient } from '@tanstack/react-query';

/** The app's long-lived objects the screens use: the jotai store, the API client, react-query's. */
export interface AppServices {
  store: StateStore;
  api: ApiClient;
  queryClient: QueryClient;
  /** Where error toasts go; the shell sets antd's message API here once it is mounted. */
  setErrorToast(show: ShowErrorToast): void;
}

const services = createServicesContext<AppServices>('useAppServices');

/** Gives the app's services (`value`) to the screens below it. */
export const AppServicesProvider = services.context.Provider;
export const useAppServices = services.useServices;
