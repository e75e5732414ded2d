import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderDocument } from '@storefront/ui-shared/react';
import { cssVariables, storefrontCssVars } from '@storefront/ui-shared/tokens';
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { AppRoot } from '../app/AppRoot';
import { documentTitle } from '../app/route-info';
import { createAppRuntime } from '../app/runtime';
import { ASSET_PREFIX } from '../app-config';

const HEAD = [
  `<link rel="icon" type="image/svg+xml" href="${ASSET_PREFIX}favicon.svg" />`,
  `<style>:root{${cssVariables(storefrontCssVars)}}</style>`,
].join('');

export function onRenderHtml(pageContext: PageContextServer) {
  // One store and query client per request; antd's styles collected into this request's cache.
  const runtime = createAppRuntime({ server: true });
  const styleCache = createCache();
  const bodyHtml = renderToString(
    <StyleProvider cache={styleCache}>
      <AppRoot pageContext={pageContext} runtime={runtime} />
    </StyleProvider>,
  );
  const html = renderDocument({
    lang: pageContext.locale,
    title: documentTitle(pageContext, runtime.queryClient),
    bodyHtml,
    headHtml: HEAD + extractStyle(styleCache),
    buildId: pageContext.buildId,
    description: 'Game top-ups and digital goods',
    viewport: 'width=1440',
  });
  return escapeInject`${dangerouslySkipEscape(html)}`;
}
