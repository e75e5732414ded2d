/** The languages the store speaks: the API's messages and the apps' UI, one list for all. */
export const LOCALES = ['en', 'id'] as const;

export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
