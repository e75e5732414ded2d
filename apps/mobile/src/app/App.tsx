import { PageQueriesBoundary } from '@storefront/ui-shared/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai/react';
import type { ReactNode } from 'react';
import type { PageContext } from 'vike/types';
import { AppFrame } from '../frame/AppFrame';
import { PageContextProvider } from './page-context';
import { type AppServices, AppServicesProvider } from './services';

export interface AppProps {
  pageContext: PageContext;
  services: AppServices;
  queryClient: QueryClient;
  children: ReactNode;
}

/** The whole app around one page: state, queries, the page context and the mobile frame. */
export function App({ pageContext, services, queryClient, children }: AppProps) {
  return (
    <JotaiProvider store={services.store}>
      <QueryClientProvider client={queryClient}>
        <PageQueriesBoundary data={pageContext.data}>
          <PageContextProvider pageContext={pageContext}>
            <AppServicesProvider value={services}>
              <AppFrame>{children}</AppFrame>
            </AppServicesProvider>
          </PageContextProvider>
        </PageQueriesBoundary>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
