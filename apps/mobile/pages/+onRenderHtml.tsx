import { localeAtom } from '@storefront/state';
import { pageTitle } from '@storefront/ui-shared';
import { createQueryClient, renderDocument } from '@storefront/ui-shared/react';
import { BRAND_DESCRIPTION, BRAND_NAME, colors, layout } from '@storefront/ui-shared/tokens';
import { createStore } from 'jotai/vanilla';
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { App } from '../src/app/App';
import { ASSET_PREFIX } from '../src/app/asset-prefix';
import { serverApiClient } from '../src/app/server-api';
import { screenTitle } from '../src/routing/screen-title';

/** Without an icon link the browser asks for `/favicon.ico`, which no app serves. */
const ICON_LINK = `<link rel="icon" type="image/svg+xml" href="${ASSET_PREFIX}favicon.svg" />`;

/** SSR: one store and query client per request, rendered in the visitor's language. */
export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, locale } = pageContext;
  const store = createStore();
  store.set(localeAtom, locale);
  const api = serverApiClient(pageContext);
  const bodyHtml = renderToString(
    <App
      pageContext={pageContext}
      services={{ store, api, backgroundApi: api }}
      queryClient={createQueryClient({ server: true })}
    >
      <Page />
    </App>,
  );
  const html = renderDocument({
    lang: locale,
    title: pageTitle(BRAND_NAME, screenTitle(pageContext, locale)),
    bodyHtml,
    headHtml: ICON_LINK,
    buildId: pageContext.buildId,
    builtAt: pageContext.builtAt,
    assetPrefix: ASSET_PREFIX,
    rootFontSize: layout.mobileRootFontSize,
    description: BRAND_DESCRIPTION,
    themeColor: colors.brand,
    viewport: 'width=device-width, initial-scale=1, viewport-fit=cover',
  });
  return escapeInject`${dangerouslySkipEscape(html)}`;
}
