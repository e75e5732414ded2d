import type { ApiClient } from '@storefront/api-client';
import type { StateStore } from '@storefront/state';
import type { ShowErrorToast } from '@storefront/ui-shared/react';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';

/** The app's long-lived objects the screens use: the jotai store, the API client, react-query's. */
export interface AppServices {
  store: StateStore;
  api: ApiClient;
  queryClient: QueryClient;
  /** Where error toasts go; the shell sets antd's message API here once it is mounted. */
  setErrorToast(show: ShowErrorToast): void;
}

const Context = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <Context.Provider value={services}>{children}</Context.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(Context);
  if (!services) throw new Error('useAppServices() outside <AppServicesProvider>');
  return services;
}
