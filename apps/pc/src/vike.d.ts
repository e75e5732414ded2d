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
      /** Set by the app server for each request. */
      userAgent?: string;
      cookieHeader?: string;
      device?: 'pc' | 'mobile';
      /** The running build (also in `<meta name="build-id">`). */
      buildId: string;
      /** The request's `x-request-id` (server only): sent to the API, in `<meta name="request-id">`. */
      requestId?: string;
      /** The UI language: the `sf_locale` cookie on the server. */
      locale: Locale;
      /** The `sf_currency` cookie (the stored currency's id); the frame says whether it is offered. */
      currencyId?: number;
      /** The request carried a `token` cookie: render the private pages, not the login prompt. */
      hasSession: boolean;
      data?: PageData;
      /** The page's `+Page` component. */
      Page: () => React.ReactNode;
    }
  }
}
