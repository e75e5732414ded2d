import type { Localized } from '../../i18n/messages';

/** The texts of the price endpoints, in every locale the server speaks. */
export const PRICING_MESSAGES = {
  idrDescription: {
    en: 'Pay in Indonesian Rupiah (IDR) and get {percent}% off',
    id: 'Bayar dengan Rupiah (IDR) dan hemat {percent}%',
  },
  noIdr: { en: 'The store does not take IDR', id: 'Toko tidak menerima IDR' },
} satisfies Record<string, Localized>;
