import type { DehydratedState } from '@tanstack/react-query';
import type { ComponentType } from 'react';

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType;
      /** What a page's `+data` gives: its dehydrated queries, the category of a category route. */
      data?: {
        dehydratedState?: DehydratedState;
        category?: { name: string; title: string };
      };
      /** From the app server (`@storefront/app-server`): the build serving this request. */
      buildId?: string;
    }
  }
}
