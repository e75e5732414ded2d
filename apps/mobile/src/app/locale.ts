import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_CODES,
  type Locale,
  readRequestIdentity,
} from '@storefront/state';

/** The UI language a request asks for: its `sf_locale` cookie (the mirror of the stored locale). */
export function requestLocale(cookieHeader: string | undefined): Locale {
  const { localeCode } = readRequestIdentity(cookieHeader);
  const entry = Object.entries(LOCALE_CODES).find(([, code]) => code === localeCode);
  return entry && isLocale(entry[0]) ? entry[0] : DEFAULT_LOCALE;
}

/** The language the server rendered the document in (`<html lang>`), for a matching hydration. */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
