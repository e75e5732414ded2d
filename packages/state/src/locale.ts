import { LOCALES, type Locale } from '@storefront/api-client';

export { isLocale, type Locale } from '@storefront/api-client';

/** The UI languages: each picks the message catalogue and formats. */
export const SUPPORTED_LOCALES = LOCALES;

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The language tag sent to the API as `accept-language` for each UI language. It is a separate
 * value so the API may be asked for a regional variant without changing the UI language.
 */
export const LOCALE_CODES: Readonly<Record<Locale, string>> = { en: 'en', id: 'id' };

export const DEFAULT_LOCALE_CODE = LOCALE_CODES[DEFAULT_LOCALE];
