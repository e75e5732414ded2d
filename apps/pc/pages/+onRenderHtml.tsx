import { localeAtom } from '@storefront/state';
import { renderDocument } from '@storefront/ui-shared/react';
import { BRAND_DESCRIPTION } from '@storefront/ui-shared/tokens';
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { AppRoot } from '../src/app/AppRoot';
import { ASSET_PREFIX } from '../src/app/app-config';
import { createAppServices } from '../src/app/create-services';
import { documentTitle } from '../src/app/route-info';

// The design tokens' CSS variables are in antd's stylesheet (scripts/antd-css.mjs).
const HEAD = `<link rel="icon" type="image/svg+xml" href="${ASSET_PREFIX}favicon.svg" />`;

export function onRenderHtml(pageContext: PageContextServer) {
  // One store and query client per request; antd's styles are a static stylesheet (AppRoot).
  const services = createAppServices({ server: true });
  services.store.set(localeAtom, pageContext.locale);
  const bodyHtml = renderToString(<AppRoot pageContext={pageContext} services={services} />);
  const html = renderDocument({
    lang: pageContext.locale,
    title: documentTitle(pageContext, services.queryClient),
    bodyHtml,
    headHtml: HEAD,
    buildId: pageContext.buildId,
    builtAt: pageContext.builtAt,
    assetPrefix: ASSET_PREFIX,
    description: BRAND_DESCRIPTION,
    viewport: 'width=1440',
  });
  return escapeInject`${dangerouslySkipEscape(html)}`;
}
