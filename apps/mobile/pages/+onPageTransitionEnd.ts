import { pageLoading } from '@storefront/ui-shared/react';

export function onPageTransitionEnd(): void {
  pageLoading.end();
}
