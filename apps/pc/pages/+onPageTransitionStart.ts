import { pageLoading, reloadIfNewVersion } from '@storefront/ui-shared/react';
import type { PageContextClient } from 'vike/types';

export function onPageTransitionStart(pageContext: Partial<PageContextClient>): void {
  pageLoading.start();
  // A new build was deployed: this navigation becomes a full load of the new version.
  if (pageContext.urlOriginal) reloadIfNewVersion(pageContext.urlOriginal);
}
