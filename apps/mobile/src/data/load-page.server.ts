import { answerWith, type PageLoader, pageRequestOf } from '@storefront/ui-shared/server';
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requestCatalogScope } from '../catalog/use-catalog-scope';
import { mobilePageFrame } from './frame.server';

/** A mobile page's `+data`: `load` (a loader of `@storefront/ui-shared/server`) with its scope. */
export function loadPage(pageContext: PageContextServer, load: PageLoader) {
  const scope = requestCatalogScope(pageContext);
  const request = pageRequestOf('mobile', pageContext, {
    locale: scope.locale,
    frame: mobilePageFrame(scope),
  });
  return answerWith(load(request), { render, redirect });
}
