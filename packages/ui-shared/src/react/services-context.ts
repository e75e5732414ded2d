import { type Context, createContext, useContext } from 'react';

export interface ServicesContext<Services> {
  /** Its `Provider` gives the app's services (`value`) to everything below it. */
  context: Context<Services | null>;
  /** The services of the nearest provider; throws outside one, naming the hook. */
  useServices(): Services;
}

/**
 * The React context of an app's long-lived objects (its store, API clients, query client): each
 * app declares what its services are and gets the context and the hook from here.
 */
export function createServicesContext<Services>(hookName: string): ServicesContext<Services> {
  const context = createContext<Services | null>(null);
  return {
    context,
    useServices() {
      const services = useContext(context);
      if (!services) throw new Error(`${hookName}() outside its services provider`);
      return services;
    },
  };
}
