/**
 * Who may keep a copy of a page's HTML. A guest's page with no visitor data inside (the cart badge
 * and the like load after hydration) is the same for every guest with the same device, locale and
 * currency: shared caches may keep it briefly and serve it stale while they fetch a fresh one. A
 * visitor with a session gets a private copy, revalidated on every use (`no-cache`, not `no-store`,
 * which would keep the page out of the back/forward cache).
 */
import { CURRENCY_COOKIE, LOCALE_COOKIE, parseCookieHeader, TOKEN_COOKIE } from '@storefront/state';
import type { PageId } from './routes/types';

/** Seconds a shared cache (a CDN, the gateway) may serve a guest page without asking. */
export const GUEST_HTML_MAX_AGE_S = 30;
/** Seconds after that it may still serve it while it fetches a fresh copy. */
export const GUEST_HTML_STALE_S = 300;

export const SHARED_HTML_CACHE_CONTROL = `public, max-age=0, s-maxage=${GUEST_HTML_MAX_AGE_S}, stale-while-revalidate=${GUEST_HTML_STALE_S}`;
export const PRIVATE_HTML_CACHE_CONTROL = 'private, no-cache';

/** Pages whose server-rendered HTML holds nothing of the visitor: catalogue and content. */
const SHAREABLE_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  'home',
  'productList',
  'productDetail',
  'category',
  'search',
  'promo',
  'promoList',
  'promoDetail',
  'about',
  'help',
  'legal',
]);

/** The request carries a session (`token` cookie): its pages are the visitor's own. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return Boolean(parseCookieHeader(cookieHeader)[TOKEN_COOKIE]);
}

/** The `Cache-Control` of a rendered page: shared only for a guest on a shareable page. */
export function htmlCacheControl(options: {
  page: string | undefined;
  cookieHeader: string | undefined;
  statusCode: number;
}): string {
  const { page, cookieHeader, statusCode } = options;
  const shareable = statusCode === 200 && page !== undefined && SHAREABLE_PAGES.has(page as PageId);
  return shareable && !hasSessionCookie(cookieHeader)
    ? SHARED_HTML_CACHE_CONTROL
    : PRIVATE_HTML_CACHE_CONTROL;
}

/** A shared cache may keep this answer (`public` with `s-maxage`, no cookie set). */
export function isSharedCacheable(cacheControl: string | undefined, setsCookie: boolean): boolean {
  if (!cacheControl || setsCookie) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  return directives.includes('public') && directives.some((part) => part.startsWith('s-maxage='));
}

/**
 * The key of a guest page in a shared cache: everything the HTML depends on, so that device,
 * locale, currency and compression never mix. Null when the request must not be served from it.
 */
export function guestHtmlCacheKey(options: {
  device: string;
  url: string;
  cookieHeader: string | undefined;
  acceptEncoding: string | undefined;
}): string | null {
  const cookies = parseCookieHeader(options.cookieHeader);
  if (cookies[TOKEN_COOKIE]) return null;
  const locale = cookies[LOCALE_COOKIE] ?? '';
  const currency = cookies[CURRENCY_COOKIE] ?? '';
  return [options.device, locale, currency, encodingOf(options.acceptEncoding), options.url].join(
    '\n',
  );
}

/** The compression an answer to this `Accept-Encoding` gets: br, gzip or none. */
export function encodingOf(acceptEncoding: string | undefined): string {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}
