import type { Locale } from '@storefront/ui-shared';

/** Labels only the mobile layout shows; shared texts come from `@storefront/ui-shared`'s messages. */
const en = {
  back: 'Back',
  desktopSite: 'Desktop site',
  email: 'Email',
  password: 'Password',
  emailPlaceholder: 'you@example.com',
  passwordPlaceholder: 'Your password',
  emailRequired: 'Please enter your email',
  passwordRequired: 'Please enter your password',
  loginSubmit: 'Log in',
  loginIntro: 'Log in to see your orders, balances and account.',
  loggedInAs: 'Logged in as',
  newVersion: 'A new version of the store is available.',
  reload: 'Reload',
  balances: 'Balances',
  noBalances: 'No balance yet',
} as const;

export type MobileMessageKey = keyof typeof en;

const id: Record<MobileMessageKey, string> = {
  back: 'Kembali',
  desktopSite: 'Situs desktop',
  email: 'Email',
  password: 'Kata sandi',
  emailPlaceholder: 'anda@contoh.com',
  passwordPlaceholder: 'Kata sandi Anda',
  emailRequired: 'Masukkan email Anda',
  passwordRequired: 'Masukkan kata sandi Anda',
  loginSubmit: 'Masuk',
  loginIntro: 'Masuk untuk melihat pesanan, saldo, dan akun Anda.',
  loggedInAs: 'Masuk sebagai',
  newVersion: 'Versi baru toko tersedia.',
  reload: 'Muat ulang',
  balances: 'Saldo',
  noBalances: 'Belum ada saldo',
};

const MOBILE_MESSAGES: Readonly<Record<Locale, Readonly<Record<MobileMessageKey, string>>>> = {
  en,
  id,
};

/** A mobile-only label in `locale`. */
export function mt(locale: Locale, key: MobileMessageKey): string {
  return MOBILE_MESSAGES[locale][key];
}
