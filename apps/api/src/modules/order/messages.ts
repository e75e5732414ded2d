import type { Localized } from '../../i18n/messages';

/** The messages of carts, orders, payments and deposits, in every locale the server speaks. */
export const SHOP_MESSAGES = {
  guestRequired: {
    en: 'Send the guestId header from ShopHome/InitData, or log in',
    id: 'Kirim header guestId dari ShopHome/InitData, atau login',
  },
  packNotFound: { en: 'Pack not found: {id}', id: 'Paket tidak ditemukan: {id}' },
  cartItemNotFound: {
    en: 'Cart item not found: {id}',
    id: 'Item keranjang tidak ditemukan: {id}',
  },
  soldOut: {
    en: '{title} is sold out',
    id: '{title} sudah habis',
  },
  notEnoughStock: {
    en: 'Only {available} of {title} left',
    id: 'Hanya tersisa {available} {title}',
  },
  mixedKinds: {
    en: 'Razer Gold items are ordered on their own: order them separately',
    id: 'Item Razer Gold dipesan tersendiri: pesan secara terpisah',
  },
  razerCurrency: {
    en: 'Razer Gold items are paid in Razer Gold',
    id: 'Item Razer Gold dibayar dengan Razer Gold',
  },
  notRazerCurrency: {
    en: 'This currency is only for Razer Gold items',
    id: 'Mata uang ini hanya untuk item Razer Gold',
  },
  orderNotFound: { en: 'Order not found: {orderNo}', id: 'Pesanan tidak ditemukan: {orderNo}' },
  orderNotPayable: {
    en: 'Order {orderNo} is {status} and cannot be paid',
    id: 'Pesanan {orderNo} berstatus {status} dan tidak bisa dibayar',
  },
  orderExpired: {
    en: 'Order {orderNo} passed its payment deadline and was cancelled',
    id: 'Pesanan {orderNo} melewati batas waktu pembayaran dan dibatalkan',
  },
  orderNotCancellable: {
    en: 'Order {orderNo} is {status}: only unpaid orders can be cancelled',
    id: 'Pesanan {orderNo} berstatus {status}: hanya pesanan belum dibayar yang bisa dibatalkan',
  },
  balanceNeedsLogin: {
    en: 'Log in to pay from a balance',
    id: 'Login untuk membayar dengan saldo',
  },
  insufficientBalance: {
    en: 'Your {currency} balance is not enough: {needed} needed, {available} available',
    id: 'Saldo {currency} kamu tidak cukup: perlu {needed}, tersedia {available}',
  },
  idempotencyReused: {
    en: 'This Idempotency-Key was already used for another payment',
    id: 'Idempotency-Key ini sudah dipakai untuk pembayaran lain',
  },
  invalidIdempotencyKey: {
    en: 'Idempotency-Key: use 8 to 200 letters, digits, dashes or underscores',
    id: 'Idempotency-Key: gunakan 8 sampai 200 huruf, angka, tanda hubung atau garis bawah',
  },
  invalidReturnUrl: {
    en: 'returnUrl: use a path on this site or an http(s) address',
    id: 'returnUrl: gunakan path di situs ini atau alamat http(s)',
  },
  paymentNotFound: { en: 'Payment not found', id: 'Pembayaran tidak ditemukan' },
  webhookSignature: {
    en: 'Webhook refused: missing or invalid signature',
    id: 'Webhook ditolak: tanda tangan tidak ada atau tidak valid',
  },
  webhookReplay: {
    en: 'Webhook refused: this event was already received',
    id: 'Webhook ditolak: event ini sudah diterima',
  },
  webhookStale: {
    en: 'Webhook refused: the timestamp is outside the allowed window',
    id: 'Webhook ditolak: waktu di luar rentang yang diizinkan',
  },
  webhookMismatch: {
    en: 'Webhook refused: it does not match the payment',
    id: 'Webhook ditolak: tidak cocok dengan pembayaran',
  },
  depositCurrency: {
    en: 'Deposits are not accepted in this currency',
    id: 'Deposit tidak diterima dalam mata uang ini',
  },
} satisfies Record<string, Localized>;
