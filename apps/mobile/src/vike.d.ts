import type { GameType } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
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
      /** Set by the app server (`@storefront/app-server`, or the dev gateway) for each request. */
      userAgent?: string;
      cookieHeader?: string;
      device?: 'pc' | 'mobile';
      /** The request's `x-request-id` (server only): sent to the API, in `<meta name="request-id">`. */
      requestId?: string;
      /**
       * Set for each request by `+onCreatePageContext.server.ts` (`requestPageContext` of
       * `@storefront/ui-shared/server`): the `sf_locale` cookie's language, the `sf_currency` cookie's
       * id while the API offers it (undefined asks for the server's default), whether a `token`
       * cookie came, and the running build (also in `<meta name="build-id">`).
       */
      locale: Locale;
      currencyId?: number;
      hasSession: boolean;
      buildId: string;
    }
  }
}
