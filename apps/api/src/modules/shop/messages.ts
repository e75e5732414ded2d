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
  cartItemsCheckedOut: {
    en: 'cartItemIds: {ids} already left the cart in another order',
    id: 'cartItemIds: {ids} sudah keluar dari keranjang di pesanan lain',
  },
  accountUnreadable: {
    en: 'The game account details for {title} can no longer be read: enter them again',
    id: 'Detail akun game untuk {title} tidak dapat dibaca lagi: masukkan lagi',
  },
  soldOut: {
    en: '{title} is sold out',
    id: '{title} sudah habis',
  },
  notEnoughStock: {
    en: 'Only {available} of {title} left',
    id: 'Hanya tersisa {available} {title}',
  },
  holdPerPack: {
    en: 'At most {max} of {title} can wait unpaid per customer and network (held now: {held}): pay or cancel your unpaid order first',
    id: 'Maksimal {max} {title} dapat menunggu pembayaran per pelanggan dan jaringan (ditahan sekarang: {held}): bayar atau batalkan pesanan yang belum dibayar terlebih dahulu',
  },
  holdPerOwner: {
    en: 'At most {max} limited-stock items can wait unpaid per customer (held now: {held}): pay or cancel your unpaid order first',
    id: 'Maksimal {max} item stok terbatas dapat menunggu pembayaran per pelanggan (ditahan sekarang: {held}): bayar atau batalkan pesanan yang belum dibayar terlebih dahulu',
  },
  holdPerAddress: {
    en: 'Too many limited-stock items wait unpaid from your network (at most {max}): pay or cancel an unpaid order first',
    id: 'Terlalu banyak item stok terbatas yang menunggu pembayaran dari jaringan Anda (maksimal {max}): bayar atau batalkan pesanan yang belum dibayar terlebih dahulu',
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
  trackNotFound: {
    en: 'No order has this number and email',
    id: 'Tidak ada pesanan dengan nomor dan email ini',
  },
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
  noPaymentProvider: {
    en: 'Payment through a provider is not available: no payment provider is configured',
    id: 'Pembayaran melalui penyedia tidak tersedia: belum ada penyedia pembayaran',
  },
  depositLimit: {
    en: 'amount: a deposit in {currency} can be at most {max}',
    id: 'amount: setoran dalam {currency} maksimal {max}',
  },
  balanceLimit: {
    en: 'amount: a balance in {currency} can be at most {max}; it holds {balance}',
    id: 'amount: saldo dalam {currency} maksimal {max}; saldo saat ini {balance}',
  },
  orderTotalLimit: {
    en: 'total: an order in {currency} can be at most {max}',
    id: 'total: pesanan dalam {currency} maksimal {max}',
  },
  balanceNeedsLogin: {
    en: 'Log in to pay from a balance',
    id: 'Login untuk membayar dengan saldo',
  },
  insufficientBalance: {
    en: 'Your {currency} balance is not enough: {needed} needed, {available} available',
    id: 'Saldo {currency} Anda tidak cukup: perlu {needed}, tersedia {available}',
  },
  idempotencyReused: {
    en: 'This Idempotency-Key was already used for another payment',
    id: 'Idempotency-Key ini sudah dipakai untuk pembayaran lain',
  },
  idempotencyInProgress: {
    en: 'A payment with this Idempotency-Key is still in progress; try again shortly',
    id: 'Pembayaran dengan Idempotency-Key ini masih diproses; coba lagi sebentar lagi',
  },
  invalidIdempotencyKey: {
    en: 'Idempotency-Key: use 8 to 200 letters, digits, dashes or underscores',
    id: 'Idempotency-Key: gunakan 8 sampai 200 huruf, angka, tanda hubung atau garis bawah',
  },
  invalidReturnUrl: {
    en: 'returnUrl: use a path on this site or an address on its own origin',
    id: 'returnUrl: gunakan path di situs ini atau alamat pada origin situs ini',
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
