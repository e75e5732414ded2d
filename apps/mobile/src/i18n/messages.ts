import type { Locale } from '@storefront/ui-shared';

/** Labels only the mobile layout shows; shared texts come from `@storefront/ui-shared`'s messages. */
const en = {
  back: 'Back',
  emailPlaceholder: 'you@example.com',
  passwordPlaceholder: 'Your password',
  newVersion: 'A new version of the store is available.',
  reload: 'Reload',
} as const;

export type MobileMessageKey = keyof typeof en;

const id: Record<MobileMessageKey, string> = {
  back: 'Kembali',
  emailPlaceholder: 'anda@contoh.com',
  passwordPlaceholder: 'Kata sandi Anda',
  newVersion: 'Versi baru toko tersedia.',
  reload: 'Muat ulang',
};

const MOBILE_MESSAGES: Readonly<Record<Locale, Readonly<Record<MobileMessageKey, string>>>> = {
  en,
  id,
};

/** A mobile-only label in `locale`. */
export function mt(locale: Locale, key: MobileMessageKey): string {
  return MOBILE_MESSAGES[locale][key];
}
