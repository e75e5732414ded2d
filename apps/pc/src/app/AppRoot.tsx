import { antdThemeToken } from '@storefront/ui-shared/tokens';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import { Provider as JotaiProvider } from 'jotai/react';
import type { PageContext } from 'vike/types';
import { PageContextContext } from './page-context';
import type { AppRuntime } from './runtime';
import { RuntimeContext } from './runtime-context';
import { Shell } from './Shell';
// antd's styles, built once by scripts/antd-css.mjs: zero-runtime antd computes and injects none.
import '../generated/antd.css';

const THEME = { token: antdThemeToken, zeroRuntime: true };

/** The providers around every page, on the server and in the browser. */
export function AppRoot({
  pageContext,
  runtime,
}: {
  pageContext: PageContext;
  runtime: AppRuntime;
}) {
  return (
    <PageContextContext.Provider value={pageContext}>
      <RuntimeContext.Provider value={runtime}>
        <JotaiProvider store={runtime.store}>
          <QueryClientProvider client={runtime.queryClient}>
            <HydrationBoundary state={pageContext.data?.dehydratedState}>
              <ConfigProvider theme={THEME}>
                <Shell />
              </ConfigProvider>
            </HydrationBoundary>
          </QueryClientProvider>
        </JotaiProvider>
      </RuntimeContext.Provider>
    </PageContextContext.Provider>
  );
}
