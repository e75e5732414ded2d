import type { ApiClient } from '@storefront/api-client';
import type { StateStore } from '@storefront/state';
import { createServicesContext } from '@storefront/ui-shared/react';

/** What the screens use to reach the API and the shared state. */
export interface AppServices {
  store: StateStore;
  /** Shows its failures in a red notification (spec section 8). */
  api: ApiClient;
  /** For background reads (the cart badge): failures stay quiet; a 401 is still handled. */
  backgroundApi: ApiClient;
}

const services = createServicesContext<AppServices>('useAppServices');

/** Gives the app's services (`value`) to the screens below it. */
export const AppServicesProvider = services.context.Provider;
export const useAppServices = services.useServices;
