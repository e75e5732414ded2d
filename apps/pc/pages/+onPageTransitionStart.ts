import { startPageTransition } from '@storefront/ui-shared/react';
import type { PageContextClient } from 'vike/types';

export function onPageTransitionStart(pageContext: Partial<PageContextClient>): void {
  startPageTransition(pageContext.urlOriginal);
}
