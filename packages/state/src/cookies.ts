import Cookies from 'js-cookie';
import { parseCookieHeader } from './cookie-header';
import { DEFAULT_LOCALE, DEFAULT_LOCALE_CODE, LOCALE_CODES, type Locale } from './locale';

/** The bearer token of the logged-in user. */
export const TOKEN_COOKIE = 'token';
/** How long the token cookie lasts when the login answer names no `tokenExpiresAt`. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** Mirror of the guestId atom, so SSR can send it too. */
export const GUEST_COOKIE = 'sf_guest';
/** Mirror of the localeCode atom, so SSR can send it too. */
export const LOCALE_COOKIE = 'sf_locale';
/** Mirror of the currencyActive atom's id, so SSR prices in the visitor's currency. */
export const CURRENCY_COOKIE = 'sf_currency';
export const MIRROR_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

function attributes(expires: Date): Cookies.CookieAttributes {
  return {
    expires,
    path: '/',
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

/** The `token` cookie in the browser; undefined on the server. */
export function readTokenCookie(): string | undefined {
  return Cookies.get(TOKEN_COOKIE);
}

/**
 * When the token cookie ends: at the server's `tokenExpiresAt` when that is a time still to come
 * (the cookie never outlives the token, nor drops it early), else `TOKEN_LIFETIME_MS` from now.
 */
export function tokenCookieExpiry(expiresAt: string | null | undefined, now = Date.now()): Date {
  const serverExpiry = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return new Date(serverExpiry > now ? serverExpiry : now + TOKEN_LIFETIME_MS);
}

export function writeTokenCookie(token: string, expiresAt?: string | null): void {
  Cookies.set(TOKEN_COOKIE, token, attributes(tokenCookieExpiry(expiresAt)));
}

export function removeTokenCookie(): void {
  // A cookie is only removed by the same path it was set with.
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

/** Writes a mirror cookie, renewing its year; an empty value leaves the cookie as it is. */
export function writeMirrorCookie(name: string, value: string | null): void {
  if (value) Cookies.set(name, value, attributes(new Date(Date.now() + MIRROR_COOKIE_LIFETIME_MS)));
}

/** What the browser's cookies tell a server about a request. */
export interface RequestIdentity {
  token: string | undefined;
  guestId: string | undefined;
  /** `sf_locale`, or the default locale code for a first visit. */
  localeCode: string;
  /** The UI language whose code `localeCode` is; the default language for an unknown code. */
  locale: Locale;
  /** `sf_currency` when it is a currency id; the server still checks that it offers it. */
  currencyId: number | undefined;
}

export function readRequestIdentity(cookieHeader: string | null | undefined): RequestIdentity {
  const cookies = parseCookieHeader(cookieHeader);
  const localeCode = cookies[LOCALE_COOKIE] || DEFAULT_LOCALE_CODE;
  return {
    token: cookies[TOKEN_COOKIE] || undefined,
    guestId: cookies[GUEST_COOKIE] || undefined,
    localeCode,
    locale: localeOfCode(localeCode),
    currencyId: currencyIdOf(cookies[CURRENCY_COOKIE]),
  };
}

function localeOfCode(localeCode: string): Locale {
  const entry = Object.entries(LOCALE_CODES).find(([, code]) => code === localeCode);
  return (entry?.[0] as Locale | undefined) ?? DEFAULT_LOCALE;
}

function currencyIdOf(value: string | undefined): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
