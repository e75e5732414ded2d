import { createServerApiClient, readRequestIdentity } from '@storefront/state';
import type { ComponentType } from 'react';
import type { Device } from '../device';
import type { Locale } from '../locale';
import type { PageData } from './request';
import { sharedFor } from './shared-for';

/** How long the server keeps the API's currency ids before asking again. */
const CURRENCIES_TTL_MS = 60_000;

/** The currency ids the API offers, read at most once a minute (a failed read is not kept). */
const offeredCurrencyIds = sharedFor(CURRENCIES_TTL_MS, (_all: 'currencies') =>
  createServerApiClient({ cookieHeader: '', timeout: 5_000 })
    .legacy.currency.list()
    .then((list) => list.map((currency) => currency.id)),
);

/** What both apps' `+onCreatePageContext.server.ts` set on vike's page context. */
export interface RequestPageContext {
  /** The UI language: the `sf_locale` cookie (the mirror of the stored locale). */
  locale: Locale;
  /**
   * The `sf_currency` cookie (the stored currency's id) while the API still offers it; undefined
   * (the server's default) for a first visit, an unknown id, or when the API cannot say.
   */
  currencyId: number | undefined;
  /** The request carried a `token` cookie: render the private pages, not the login prompt. */
  hasSession: boolean;
  /** The build serving the request (the app server's), `dev` under the dev server. */
  buildId: string;
}

/**
 * What both apps add to vike's page context (vike's `Vike.PageContext`, merged below): the request's
 * language, currency, session and build (`+onCreatePageContext.server.ts`), what the app server
 * sets, and the page's `+data`.
 */
export interface StorefrontPageContext extends Omit<RequestPageContext, 'currencyId'> {
  currencyId?: number;
  /** Set by the app server (`@storefront/app-server`, or the dev gateway) for each request. */
  userAgent?: string;
  /** The ISO time of the build serving the request (app server; absent in dev). */
  builtAt?: string;
  cookieHeader?: string;
  device?: Device;
  /** The request's `x-request-id` (server only): sent to the API, never into the HTML. */
  requestId?: string;
  /** The `traceparent` the app server sends on to the API (server only), never into the HTML. */
  traceparent?: string;
  /** What the page's `+data` loader gave (`@storefront/ui-shared/server`). */
  data?: PageData;
}

// Both apps type vike's page context with these fields: an app that imports this entry (its `+data`
// and `+onCreatePageContext` do) has them on `PageContext`, `PageContextServer` and the rest.
declare global {
  namespace Vike {
    interface PageContext extends StorefrontPageContext {
      Page: ComponentType;
    }
  }
}

/** The parts of vike's server page context the request is read from (typed here: no vike). */
export interface RequestSource {
  /** The app server's (and the dev gateway's) copy of the request's `Cookie` header. */
  cookieHeader?: string;
  headers?: Readonly<Record<string, string>> | null;
  buildId?: string;
}

/** The request's language, currency and session, from its cookies (SSR has no localStorage). */
export async function requestPageContext(source: RequestSource): Promise<RequestPageContext> {
  const identity = readRequestIdentity(source.cookieHeader ?? source.headers?.cookie);
  return {
    locale: identity.locale,
    currencyId: await offeredCurrencyId(identity.currencyId),
    hasSession: Boolean(identity.token),
    buildId: source.buildId ?? 'dev',
  };
}

async function offeredCurrencyId(currencyId: number | undefined): Promise<number | undefined> {
  if (currencyId === undefined) return undefined;
  const offered = await offeredCurrencyIds('currencies').catch((): number[] => []);
  return offered.includes(currencyId) ? currencyId : undefined;
}
