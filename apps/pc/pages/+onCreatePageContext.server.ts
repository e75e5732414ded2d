import { readRequestIdentity } from '@storefront/state';
import type { PageContextServer } from 'vike/types';

/** The request's language, currency and session, from its cookies (SSR has no localStorage). */
export function onCreatePageContext(pageContext: PageContextServer): void {
  const identity = readRequestIdentity(pageContext.cookieHeader);
  pageContext.locale = identity.locale;
  pageContext.currencyId = identity.currencyId;
  pageContext.hasSession = Boolean(identity.token);
  pageContext.buildId ??= 'dev';
}
