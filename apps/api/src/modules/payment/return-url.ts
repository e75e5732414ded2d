import { safeReturnPath, sameOriginUrl } from '@storefront/api-client';
import { AppError } from '../../http/errors';
import { SHOP_MESSAGES } from '../shop/messages';

/** Any origin: a path is resolved against it only to see where a browser would take it. */
const PATH_BASE = 'http://return-path.invalid';

/**
 * Where the provider's page may send the customer back to: a path of this store (`/orders?x=1`,
 * kept relative: the page is served on the store's own origin), or an absolute address on one of
 * `origins` (`API_RETURN_ORIGINS`). Null for anything else, however a browser would read it
 * (`//host`, `/\t/host`, `https://other`, `javascript:`).
 */
export function allowedReturnUrl(url: string, origins: readonly string[]): string | null {
  if (URL.canParse(url)) {
    const absolute = origins.map((origin) => sameOriginUrl(url, origin)).find(Boolean);
    return absolute ? absolute.href : null;
  }
  return safeReturnPath(url, PATH_BASE, '') || null;
}

/** `returnUrl` as stored: a path of this store or an address on its origins (400 otherwise). */
export function checkReturnUrl(url: string | undefined, origins: readonly string[]): string | null {
  if (url === undefined || url === '') return null;
  const allowed = allowedReturnUrl(url, origins);
  if (allowed === null) throw new AppError(400, SHOP_MESSAGES.invalidReturnUrl);
  return allowed;
}
