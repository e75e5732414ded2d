import type { Locale } from '../locale';
import type { MessageParams } from './index';
import { section } from './sections/section';

/**
 * The wallet top-up's texts. Kept out of the shared catalogue (`t`) on purpose: that one is part of
 * every page's first load, and only the account pages (and the mobile form's own lazy chunk) need
 * these, so the mobile home's budget does not carry them.
 */
export const TOP_UP_MESSAGES = section({
  en: {
    'topUp.action': 'Top up balance',
    'topUp.title': 'Top up your balance',
    'topUp.intro': 'Add money to your balance, then pay for orders from it in one tap.',
    'topUp.currency': 'Currency',
    'topUp.presets': 'Choose an amount',
    'topUp.amount': 'Or enter an amount',
    'topUp.limits': 'From {min} to {max} at once',
    'topUp.submit': 'Continue to payment',
    'topUp.submitAmount': 'Pay {amount}',
    'topUp.cancel': 'Cancel',
    'topUp.redirecting': 'Opening the payment page…',
    'topUp.required': 'Enter an amount or choose one above',
    'topUp.invalid': 'Enter an amount like {example}',
    'topUp.tooSmall': 'The least you can top up is {min}',
    'topUp.depositLimit': 'The most you can top up at once is {max}',
    'topUp.balanceLimit':
      'A balance can hold at most {max}; you can add up to {room} more in this currency',
    'topUp.failed': 'The top-up could not be started: {reason}',
    'topUp.waiting': 'Payment received. Adding {paymentNo} to your balance…',
    'topUp.landed': 'Your top-up of {amount} has landed. Your {currency} balance is now {balance}.',
    'topUp.cancelled': 'The top-up {paymentNo} was cancelled. No money was taken.',
    'topUp.late':
      'The top-up {paymentNo} is still being confirmed by the payment provider. It will show in your balance history as soon as it lands.',
    'topUp.dismiss': 'Close',
  },
  id: {
    'topUp.action': 'Isi saldo',
    'topUp.title': 'Isi saldo Anda',
    'topUp.intro':
      'Tambahkan uang ke saldo Anda, lalu bayar pesanan dari saldo dengan satu ketukan.',
    'topUp.currency': 'Mata uang',
    'topUp.presets': 'Pilih jumlah',
    'topUp.amount': 'Atau masukkan jumlah',
    'topUp.limits': 'Dari {min} sampai {max} sekali isi',
    'topUp.submit': 'Lanjut ke pembayaran',
    'topUp.submitAmount': 'Bayar {amount}',
    'topUp.cancel': 'Batal',
    'topUp.redirecting': 'Membuka halaman pembayaran…',
    'topUp.required': 'Masukkan jumlah atau pilih salah satu di atas',
    'topUp.invalid': 'Masukkan jumlah seperti {example}',
    'topUp.tooSmall': 'Jumlah terkecil yang dapat Anda isi adalah {min}',
    'topUp.depositLimit': 'Jumlah terbesar yang dapat Anda isi sekali isi adalah {max}',
    'topUp.balanceLimit':
      'Saldo paling banyak {max}; Anda dapat menambah hingga {room} lagi dalam mata uang ini',
    'topUp.failed': 'Pengisian saldo tidak dapat dimulai: {reason}',
    'topUp.waiting': 'Pembayaran diterima. Menambahkan {paymentNo} ke saldo Anda…',
    'topUp.landed': 'Pengisian {amount} sudah masuk. Saldo {currency} Anda sekarang {balance}.',
    'topUp.cancelled': 'Pengisian saldo {paymentNo} dibatalkan. Tidak ada uang yang diambil.',
    'topUp.late':
      'Pengisian saldo {paymentNo} masih dikonfirmasi oleh penyedia pembayaran. Pengisian akan tampil di riwayat saldo Anda segera setelah masuk.',
    'topUp.dismiss': 'Tutup',
  },
});

export type TopUpMessageKey = keyof typeof TOP_UP_MESSAGES.en;

/** A top-up text in `locale`, each `{name}` replaced by `params.name` (kept when absent). */
export function topUpText(locale: Locale, key: TopUpMessageKey, params?: MessageParams): string {
  const text = TOP_UP_MESSAGES[locale][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
