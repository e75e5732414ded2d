import { isLocale, readRequestIdentity } from '@storefront/state';
import type { PageContextServer } from 'vike/types';

/** The request's language and session, from its cookies (SSR has no localStorage). */
export function onCreatePageContext(pageContext: PageContextServer): void {
  const identity = readRequestIdentity(pageContext.cookieHeader);
  pageContext.locale = isLocale(identity.localeCode) ? identity.localeCode : 'en';
  pageContext.hasSession = Boolean(identity.token);
  pageContext.buildId ??= 'dev';
}
