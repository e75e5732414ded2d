// First: react-vant's base styles must come before every component's own stylesheet.
import '../src/styles/global';
import { localeAtom, setLocale } from '@storefront/state';
import { pageTitle } from '@storefront/ui-shared';
import {
  createQueryClient,
  hydrationReporting,
  installErrorReporting,
} from '@storefront/ui-shared/react';
import { BRAND_NAME } from '@storefront/ui-shared/tokens';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { App } from '../src/app/App';
import { createBrowserServices } from '../src/app/browser-services';
import { documentLocale } from '../src/app/locale';
import { recordPage } from '../src/frame/history';
import { screenTitle } from '../src/routing/screen-title';

const services = createBrowserServices();
const queryClient = createQueryClient();
let root: Root | null = null;

/** Hydrates the server's HTML on the first page, then renders each client-side navigation. */
export function onRenderClient(pageContext: PageContextClient) {
  const { Page } = pageContext;
  const app = (
    <App pageContext={pageContext} services={services} queryClient={queryClient}>
      <Page />
    </App>
  );
  if (!root) {
    installErrorReporting();
    // The server rendered the language of the `sf_locale` cookie: the state follows it.
    setLocale(services.store, documentLocale());
    recordPage(pageContext.urlOriginal, 'first');
    const container = document.getElementById('root');
    if (!container) throw new Error('The server HTML has no #root');
    root = hydrateRoot(container, app, hydrationReporting());
  } else {
    recordPage(pageContext.urlOriginal, pageContext.isBackwardNavigation ? 'backward' : 'forward');
    root.render(app);
    document.title = pageTitle(
      BRAND_NAME,
      screenTitle(pageContext, services.store.get(localeAtom)),
    );
  }
}
