import type { GameType } from '@storefront/api-client/contract';
import type { DehydratedState } from '@tanstack/react-query';
import type { ComponentType } from 'react';

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType;
      /**
       * What a page's `+data` gives: its dehydrated queries, the category of a category route, the
       * product type of a product list, the game of a product detail.
       */
      data?: {
        dehydratedState?: DehydratedState;
        category?: { name: string; title: string };
        productType?: GameType;
        /** The game (its slug) of a product detail route. */
        product?: { name: string };
      };
      /**
       * The visitor's currency id from its `sf_currency` cookie while the API offers it; undefined
       * asks for the server's default (`+onCreatePageContext.server.ts`).
       */
      currencyId?: number;
      /** From the app server (`@storefront/app-server`): the build serving this request. */
      buildId?: string;
      /** From the app server: the request's `x-request-id` (server only), sent on to the API. */
      requestId?: string;
    }
  }
}
