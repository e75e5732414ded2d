import { requestPageContext } from '@storefront/ui-shared/server';
import type { PageContextServer } from 'vike/types';

/** The request's language, currency, session and build, from its cookies (SSR has no localStorage). */
export async function onCreatePageContext(pageContext: PageContextServer): Promise<void> {
  Object.assign(pageContext, await requestPageContext(pageContext));
}
