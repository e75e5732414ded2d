import {
  ERROR_MESSAGES,
  type Locale,
  REQUEST_BODY_TOO_LARGE_MESSAGE,
} from '@storefront/api-client';

export { isLocale, LOCALES, type Locale } from '@storefront/api-client';

/**
 * Every message the server sends, in every locale it speaks. English is the default; the catalogue
 * messages (401, 403, 404, 500, 502) are the spec's own words, read from the SDK's catalogue.
 */
export type Localized = Record<Locale, string>;

const en = {
  'error.badRequest': 'Bad request',
  'error.invalidJson': 'The request body is not valid JSON',
  'error.emptyJson': 'The request body is empty: send a JSON object',
  'error.unsupportedMediaType': 'Unsupported content type: send application/json',
  'error.bodyTooLarge': REQUEST_BODY_TOO_LARGE_MESSAGE,
  'error.unauthorized': ERROR_MESSAGES[401],
  'error.forbidden': ERROR_MESSAGES[403],
  'error.notFound': ERROR_MESSAGES[404],
  'error.methodNotAllowed': 'Method {method} is not allowed here; use {allowed}',
  'error.tooManyRequests': 'Too many requests, please try again later',
  'error.internal': ERROR_MESSAGES[500],
  'error.unavailable': ERROR_MESSAGES[502],
  'currency.unknown': 'currencyId: no currency has the id {id}',
  'category.notFound': 'Category not found: {name}',
  'category.reserved': 'The category name "{name}" is reserved for a route of the store',
  'game.notFound': 'Game not found: {name}',
  'promotion.notFound': 'Promotion not found: {slug}',
  'content.notFound': 'Page not found: {slug}',
  'auth.invalidCredentials': 'Incorrect email or password',
  'auth.tooManyAttempts': 'Too many login attempts. Please try again in {minutes} min.',
  'order.tooManyLookups': 'Too many order lookups. Please try again in {minutes} min.',
  'idCheck.notSupported': 'This game does not use an account id check',
  'idCheck.required': '{field} is required',
  'idCheck.invalid': '{field} is not valid',
  'idCheck.option': '{field}: choose one of the listed options',
  'validation.required': 'is required',
  'validation.type': 'must be {expected}',
  'validation.atLeast': 'must be at least {min}',
  'validation.above': 'must be greater than {min}',
  'validation.atMost': 'must be at most {max}',
  'validation.below': 'must be less than {max}',
  'validation.minLength': 'must be at least {min} characters',
  'validation.maxLength': 'must be at most {max} characters',
  'validation.minItems': 'must have at least {min} items',
  'validation.maxItems': 'must have at most {max} items',
  'validation.format': 'is not a valid {format}',
  'validation.oneOf': 'must be one of: {values}',
  'validation.unknownKeys': 'unknown keys: {keys}',
  'validation.invalid': 'is not valid',
  'type.string': 'text',
  'type.number': 'a number',
  'type.int': 'a whole number',
  'type.boolean': 'true or false',
  'type.object': 'an object',
  'type.array': 'a list',
  'format.email': 'email address',
  'format.date': 'date (YYYY-MM-DD)',
  'format.datetime': 'date and time (ISO 8601)',
  'format.url': 'URL',
  'mail.paid.subject': 'Payment received for order {orderNo}',
  'mail.paid.intro': 'We received your payment. Your order is being delivered.',
  'mail.completed.subject': 'Your order {orderNo} is complete',
  'mail.completed.intro': 'Your order has been delivered.',
  'mail.failed.subject': 'Your order {orderNo} could not be delivered',
  'mail.failed.intro': 'We could not deliver your order. Your payment has been refunded.',
  'mail.deposit.subject': 'Balance topped up: {amount}',
  'mail.deposit.intro': 'Your balance top-up {depositNo} has been credited.',
  'mail.deposit.line': 'Balance top-up',
  'mail.orderNo': 'Order number',
  'mail.depositNo': 'Top-up number',
  'mail.items': 'Items',
  'mail.date': 'Date',
  'mail.subtotal': 'Subtotal',
  'mail.discount': 'Discount',
  'mail.promo': 'Promo code {code}',
  'mail.total': 'Total',
  'mail.channel': 'Payment channel',
  'mail.codes': 'Voucher codes',
  'mail.redeem': 'How to redeem',
  'mail.nickname': 'Player',
  'mail.track': 'Track your order',
  'mail.footer': 'Thank you for shopping with us.',
  'format.regex': 'value',
} as const;

export type MessageKey = keyof typeof en;

const id: Record<MessageKey, string> = {
  'error.badRequest': 'Permintaan tidak valid',
  'error.invalidJson': 'Isi permintaan bukan JSON yang valid',
  'error.emptyJson': 'Isi permintaan kosong: kirim sebuah objek JSON',
  'error.unsupportedMediaType': 'Jenis konten tidak didukung: kirim application/json',
  'error.bodyTooLarge': 'Isi permintaan terlalu besar',
  'error.unauthorized': 'Status login telah berakhir, silakan login kembali',
  'error.forbidden': 'Tidak ada izin untuk mengakses sumber daya ini',
  'error.notFound': 'Sumber daya server tidak ditemukan',
  'error.methodNotAllowed': 'Metode {method} tidak diizinkan di sini; gunakan {allowed}',
  'error.tooManyRequests': 'Terlalu banyak permintaan, silakan coba lagi nanti',
  'error.internal': 'Terjadi kesalahan internal server',
  'error.unavailable': 'Layanan sementara tidak tersedia. Silakan coba lagi nanti.',
  'currency.unknown': 'currencyId: tidak ada mata uang dengan id {id}',
  'category.notFound': 'Kategori tidak ditemukan: {name}',
  'category.reserved': 'Nama kategori "{name}" sudah dipakai untuk rute toko',
  'game.notFound': 'Game tidak ditemukan: {name}',
  'promotion.notFound': 'Promo tidak ditemukan: {slug}',
  'content.notFound': 'Halaman tidak ditemukan: {slug}',
  'auth.invalidCredentials': 'Email atau kata sandi salah',
  'auth.tooManyAttempts':
    'Terlalu banyak percobaan login. Silakan coba lagi dalam {minutes} menit.',
  'order.tooManyLookups':
    'Terlalu banyak pencarian pesanan. Silakan coba lagi dalam {minutes} menit.',
  'idCheck.notSupported': 'Game ini tidak menggunakan pengecekan ID akun',
  'idCheck.required': '{field} wajib diisi',
  'idCheck.invalid': '{field} tidak valid',
  'idCheck.option': '{field}: pilih salah satu opsi yang tersedia',
  'validation.required': 'wajib diisi',
  'validation.type': 'harus berupa {expected}',
  'validation.atLeast': 'minimal {min}',
  'validation.above': 'harus lebih dari {min}',
  'validation.atMost': 'maksimal {max}',
  'validation.below': 'harus kurang dari {max}',
  'validation.minLength': 'minimal {min} karakter',
  'validation.maxLength': 'maksimal {max} karakter',
  'validation.minItems': 'minimal {min} item',
  'validation.maxItems': 'maksimal {max} item',
  'validation.format': 'bukan {format} yang valid',
  'validation.oneOf': 'harus salah satu dari: {values}',
  'validation.unknownKeys': 'kunci tidak dikenal: {keys}',
  'validation.invalid': 'tidak valid',
  'type.string': 'teks',
  'type.number': 'angka',
  'type.int': 'bilangan bulat',
  'type.boolean': 'true atau false',
  'type.object': 'objek',
  'type.array': 'daftar',
  'format.email': 'alamat email',
  'format.date': 'tanggal (YYYY-MM-DD)',
  'format.datetime': 'tanggal dan waktu (ISO 8601)',
  'format.url': 'URL',
  'mail.paid.subject': 'Pembayaran diterima untuk pesanan {orderNo}',
  'mail.paid.intro': 'Kami telah menerima pembayaran Anda. Pesanan Anda sedang dikirim.',
  'mail.completed.subject': 'Pesanan {orderNo} Anda telah selesai',
  'mail.completed.intro': 'Pesanan Anda telah dikirim.',
  'mail.failed.subject': 'Pesanan {orderNo} Anda tidak dapat dikirim',
  'mail.failed.intro':
    'Kami tidak dapat mengirim pesanan Anda. Pembayaran Anda telah dikembalikan.',
  'mail.deposit.subject': 'Saldo ditambahkan: {amount}',
  'mail.deposit.intro': 'Isi ulang saldo {depositNo} Anda telah dikreditkan.',
  'mail.deposit.line': 'Isi ulang saldo',
  'mail.orderNo': 'Nomor pesanan',
  'mail.depositNo': 'Nomor isi ulang',
  'mail.items': 'Item',
  'mail.date': 'Tanggal',
  'mail.subtotal': 'Subtotal',
  'mail.discount': 'Diskon',
  'mail.promo': 'Kode promo {code}',
  'mail.total': 'Total',
  'mail.channel': 'Metode pembayaran',
  'mail.codes': 'Kode voucher',
  'mail.redeem': 'Cara menukarkan',
  'mail.nickname': 'Pemain',
  'mail.track': 'Lacak pesanan Anda',
  'mail.footer': 'Terima kasih telah berbelanja di toko kami.',
  'format.regex': 'nilai',
};

/**
 * Messages written into the contract's schemas (`@storefront/api-client`), which zod reports as they
 * are; their translations live here with the rest.
 */
const contractMessages: Record<string, Localized> = {
  'Use lower-case letters, digits and single hyphens': {
    en: 'use lower-case letters, digits and single hyphens',
    id: 'gunakan huruf kecil, angka, dan satu tanda hubung',
  },
  'Use at least 8 characters': {
    en: 'use at least 8 characters',
    id: 'gunakan minimal 8 karakter',
  },
  'Use at most 200 characters': {
    en: 'use at most 200 characters',
    id: 'gunakan maksimal 200 karakter',
  },
  'This password is too common: choose another': {
    en: 'this password is too common: choose another',
    id: 'kata sandi ini terlalu umum: pilih yang lain',
  },
  'The code is wrong or has expired': {
    en: 'the code is wrong or has expired',
    id: 'kode salah atau sudah kedaluwarsa',
  },
  'The link is wrong or has expired': {
    en: 'the link is wrong or has expired',
    id: 'tautan salah atau sudah kedaluwarsa',
  },
  'The current password is wrong': {
    en: 'the current password is wrong',
    id: 'kata sandi saat ini salah',
  },
  'This name is reserved for a route of the store': {
    en: 'this name is reserved for a route of the store',
    id: 'nama ini sudah dipakai untuk rute toko',
  },
  'Give either cartItemIds or items': {
    en: 'give either cartItemIds or items',
    id: 'isi cartItemIds atau items, salah satu saja',
  },
  'Not an order number': { en: 'not an order number', id: 'bukan nomor pesanan' },
  'Must not contain a NUL character': {
    en: 'must not contain a NUL character',
    id: 'tidak boleh berisi karakter NUL',
  },
  'Must not be after to': {
    en: 'must not be after "to"',
    id: 'tidak boleh setelah tanggal "to"',
  },
  'Must be a day from 2000-01-01 to 2100-12-31': {
    en: 'must be a day from 2000-01-01 to 2100-12-31',
    id: 'harus tanggal antara 2000-01-01 dan 2100-12-31',
  },
};

/** Every catalogue message by locale (tests check the Indonesian register). */
export const catalogue: Record<Locale, Record<MessageKey, string>> = { en, id };

export type MessageParams = Record<string, string | number | Localized>;

/**
 * The message in `locale`, with `{name}` placeholders filled from `params`: a catalogue key, or the
 * messages a module keeps beside its own code (`Localized`).
 */
export function translate(
  locale: Locale,
  message: MessageKey | Localized,
  params: MessageParams = {},
): string {
  const template = typeof message === 'string' ? catalogue[locale][message] : message[locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[locale] : String(value);
  });
}

/** A message from a contract schema, in `locale` when it is known, else as written. */
export function translateContractMessage(locale: Locale, message: string): string {
  return contractMessages[message]?.[locale] ?? message;
}
