// First: react-vant's base styles must come before every component's own stylesheet.
import '../src/styles/global';
import { localeAtom } from '@storefront/state';
import { pageTitle } from '@storefront/ui-shared';
import { createClientRender, createQueryClient } from '@storefront/ui-shared/react';
import { BRAND_NAME } from '@storefront/ui-shared/tokens';
import { hydrateRoot } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { App } from '../src/app/App';
import { createAppServices } from '../src/app/create-services';
import { recordPage } from '../src/frame/history';
import { screenTitle } from '../src/routing/screen-title';

const services = createAppServices();
const queryClient = createQueryClient();

/** Hydrates the server's HTML on the first page, then renders each client-side navigation. */
export const onRenderClient = createClientRender<PageContextClient>({
  hydrateRoot,
  store: services.store,
  render(pageContext) {
    const { Page } = pageContext;
    return (
      <App pageContext={pageContext} services={services} queryClient={queryClient}>
        <Page />
      </App>
    );
  },
  beforeHydrate(pageContext) {
    recordPage(pageContext.urlOriginal, 'first');
  },
  beforeNavigate(pageContext) {
    recordPage(pageContext.urlOriginal, pageContext.isBackwardNavigation ? 'backward' : 'forward');
    document.title = pageTitle(
      BRAND_NAME,
      screenTitle(pageContext, services.store.get(localeAtom)),
    );
  },
});
