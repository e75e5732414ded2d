import type { Locale } from '@storefront/state';
import type { DehydratedState } from '@tanstack/react-query';
import type React from 'react';

/** What every page's `+data` returns: react-query state to hydrate. */
export interface PageData {
  dehydratedState: DehydratedState;
}

declare global {
  namespace Vike {
    interface PageContext {
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
      data?: PageData;
      /** The page's `+Page` component. */
      Page: () => React.ReactNode;
    }
  }
}
