/** The UI languages (the same values as `@storefront/state`'s `Locale`). */
export type Locale = 'en' | 'id';

export const LOCALES = ['en', 'id'] as const satisfies readonly Locale[];

/** The BCP 47 tag `Intl` formats dates with for each UI language. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', id: 'id-ID' };
