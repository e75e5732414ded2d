import type { Locale } from '@storefront/api-client';

export { LOCALES, type Locale } from '@storefront/api-client';

/** The BCP 47 tag `Intl` formats dates with for each UI language. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', id: 'id-ID' };
