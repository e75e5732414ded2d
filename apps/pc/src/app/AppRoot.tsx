import { PageQueriesBoundary } from '@storefront/ui-shared/react';
import { antdThemeToken } from '@storefront/ui-shared/tokens';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import { Provider as JotaiProvider } from 'jotai/react';
import type { PageContext } from 'vike/types';
import { PageContextProvider } from './page-context';
import { Shell } from './Shell';
import { type AppServices, AppServicesProvider } from './services';
// antd's styles, built once by scripts/antd-css.mjs: zero-runtime antd computes and injects none.
import '../generated/antd.css';

const THEME = { token: antdThemeToken, zeroRuntime: true };

/** The providers around every page, on the server and in the browser. */
export function AppRoot({
  pageContext,
  services,
}: {
  pageContext: PageContext;
  services: AppServices;
}) {
  return (
    <PageContextProvider pageContext={pageContext}>
      <AppServicesProvider value={services}>
        <JotaiProvider store={services.store}>
          <QueryClientProvider client={services.queryClient}>
            <PageQueriesBoundary data={pageContext.data}>
              <ConfigProvider theme={THEME}>
                <Shell />
              </ConfigProvider>
            </PageQueriesBoundary>
          </QueryClientProvider>
        </JotaiProvider>
      </AppServicesProvider>
    </PageContextProvider>
  );
}
