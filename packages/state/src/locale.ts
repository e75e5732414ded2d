export const SUPPORTED_LOCALES = ['en', 'id'] as const;

/** The UI language: picks the message catalogue and formats. */
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The language tag sent to the API as `accept-language` for each UI language. It is a separate
 * value so the API may be asked for a regional variant without changing the UI language.
 */
export const LOCALE_CODES: Readonly<Record<Locale, string>> = { en: 'en', id: 'id' };

export const DEFAULT_LOCALE_CODE = LOCALE_CODES[DEFAULT_LOCALE];

export function isLocale(value: unknown): value is Locale {
  return SUPPORTED_LOCALES.includes(value as Locale);
}
