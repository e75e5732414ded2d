import { readRequestIdentity, readTokenCookie } from '@storefront/state';
import { authGuardAction, pageRouteMatch } from '@storefront/ui-shared/react';
import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';

/** The token cookie decides, on the server (the request's cookies) and in the browser alike. */
function isLoggedIn(pageContext: PageContext): boolean {
  const token = import.meta.env.SSR
    ? readRequestIdentity(pageContext.headers?.cookie).token
    : readTokenCookie();
  return Boolean(token);
}

/** The `auth` guard of the route table: a private page without login goes to `/loginPage`. */
export function guard(pageContext: PageContext) {
  const match = pageRouteMatch('mobile', pageContext);
  if (!match) return;
  const back = pageContext.urlParsed.pathname + (pageContext.urlParsed.searchOriginal ?? '');
  const action = authGuardAction(match.route, isLoggedIn(pageContext), 'mobile', back);
  if (action.kind === 'redirect') throw redirect(action.to);
}
