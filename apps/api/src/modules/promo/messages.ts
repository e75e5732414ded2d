import type { Localized } from '../../i18n/messages';

/** The texts of promo codes, in every locale the server speaks; shown beside the code field. */
export const PROMO_MESSAGES = {
  unknown: { en: 'This code does not exist', id: 'Kode ini tidak ada' },
  notYet: { en: 'This code is not valid yet', id: 'Kode ini belum berlaku' },
  expired: { en: 'This code has expired', id: 'Kode ini sudah kedaluwarsa' },
  currency: {
    en: 'This code does not apply to payments in {currency}',
    id: 'Kode ini tidak berlaku untuk pembayaran dalam {currency}',
  },
  minSpend: { en: 'Minimum spend {amount}', id: 'Belanja minimum {amount}' },
  usedUp: { en: 'This code has been fully used', id: 'Kuota kode ini sudah habis' },
  alreadyUsed: {
    en: 'You have already used this code',
    id: 'Anda sudah pernah memakai kode ini',
  },
  needsAccount: {
    en: 'Log in to use this code: it is limited per customer',
    id: 'Login untuk memakai kode ini: pemakaiannya dibatasi per pelanggan',
  },
  needsEmail: {
    en: 'Enter your email before using a code',
    id: 'Masukkan email Anda sebelum memakai kode',
  },
} satisfies Record<string, Localized>;
