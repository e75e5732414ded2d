import { pageLoading, reloadIfNewVersion } from '@storefront/ui-shared/react';
import type { PageContextClient } from 'vike/types';

/** Every navigation sets the loading flag; after a new deploy it becomes a full page load instead. */
export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  if (pageContext.urlOriginal && reloadIfNewVersion(pageContext.urlOriginal)) return;
  pageLoading.start();
}
