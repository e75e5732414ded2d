import type { Localized } from '../../i18n/messages';

/** The messages of saved links and link quotes, in every locale the server speaks. */
export const LINK_MESSAGES = {
  notLinkGame: {
    en: '{game} is not topped up with a link',
    id: '{game} tidak di-top-up dengan link',
  },
  noAmount: {
    en: 'The link has no amount: it must carry its price, e.g. ?amount=4.99',
    id: 'Link tidak memuat nominal: harus ada harganya, misalnya ?amount=4.99',
  },
  badAmount: {
    en: 'The amount in the link is not a valid {currency} price',
    id: 'Nominal di link bukan harga {currency} yang valid',
  },
  amountTooLarge: {
    en: 'Links above {max} {currency} are not accepted',
    id: 'Link di atas {max} {currency} tidak diterima',
  },
  faceCurrency: {
    en: 'Links priced in {currency} are not accepted: the store takes links priced in {base}',
    id: 'Link dengan harga dalam {currency} tidak diterima: toko menerima link dengan harga dalam {base}',
  },
  linkOrdered: {
    en: 'This link is already in order {orderNo}',
    id: 'Link ini sudah ada di pesanan {orderNo}',
  },
  linkBusy: {
    en: 'This link is being paid right now: wait a moment, then look at your orders',
    id: 'Link ini sedang dibayar: tunggu sebentar, lalu lihat pesanan Anda',
  },
  linkNotFound: { en: 'Saved link not found: {id}', id: 'Link tersimpan tidak ditemukan: {id}' },
  tooManyLinks: {
    en: 'You can keep up to {max} saved links: pay or delete some first',
    id: 'Anda bisa menyimpan maksimal {max} link: bayar atau hapus sebagian dulu',
  },
  stampRequired: {
    en: 'stamp: send the current time in milliseconds as the query parameter stamp',
    id: 'stamp: kirim waktu sekarang dalam milidetik sebagai parameter query stamp',
  },
  stampStale: {
    en: 'stamp: the request is more than {minutes} minutes away from the server time; try again',
    id: 'stamp: permintaan berselisih lebih dari {minutes} menit dari waktu server; coba lagi',
  },
} satisfies Record<string, Localized>;
