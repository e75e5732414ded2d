import { DEFAULT_LOCALE, isLocale, type Locale, readRequestIdentity } from '@storefront/state';

/** The UI language a request asks for: its `sf_locale` cookie (the mirror of the stored locale). */
export function requestLocale(cookieHeader: string | undefined): Locale {
  return readRequestIdentity(cookieHeader).locale;
}

/** The language the server rendered the document in (`<html lang>`), for a matching hydration. */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
