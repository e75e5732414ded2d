import type { ApiClient } from '@storefront/api-client';
import type { StateStore } from '@storefront/state';
import { createContext, type ReactNode, useContext } from 'react';

/** What the screens use to reach the API and the shared state. */
export interface AppServices {
  store: StateStore;
  /** Shows its failures in a red notification (spec section 8). */
  api: ApiClient;
  /** For background reads (the cart badge): failures stay quiet; a 401 is still handled. */
  backgroundApi: ApiClient;
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
