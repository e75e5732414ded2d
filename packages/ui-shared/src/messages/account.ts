import type { Locale } from '../locale';
import type { MessageParams } from './index';
import { section } from './sections/section';

/**
 * The texts of verified sign-up, forgot and reset password and change password. Kept out of the
 * shared catalogue (`t`), like the top-up's: only the login dialog, the login page, the reset page
 * and the account pages' password form need them, so no page's first load carries them.
 */
export const ACCOUNT_FORM_MESSAGES = section({
  en: {
    'account.forgotLink': 'Forgot password?',
    'account.forgotTitle': 'Reset your password',
    'account.forgotIntro':
      'Enter the email of your account and we will send you a link to choose a new password.',
    'account.forgotSubmit': 'Send the link',
    'account.forgotSent':
      'If an account exists for this email, we sent a link to reset the password.',
    'account.forgotSentHint': 'The link works once, for 30 minutes. Check your spam folder too.',
    'account.backToLogin': 'Back to log in',
    'account.codeTitle': 'Check your email',
    'account.codeSent': 'We sent a 6-digit code to {email}',
    'account.codeHint': 'Enter it below to finish creating your account. It works for 30 minutes.',
    'account.code': 'Code',
    'account.codeRequired': 'Enter the 6-digit code from the email',
    'account.codeInvalid': 'The code has 6 digits',
    'account.codeSubmit': 'Confirm and log in',
    'account.resend': 'Send a new code',
    'account.resendIn': 'Send a new code in {seconds} s',
    'account.resent': 'We sent a new code to {email}',
    'account.changeEmail': 'Use another email',
    'account.passwordHint': 'At least {min} characters. Avoid common passwords.',
    'account.passwordTooLong': 'Use at most {max} characters',
    'account.passwordCommon': 'This password is too common: choose another',
    'account.newPassword': 'New password',
    'account.confirmPassword': 'Repeat the new password',
    'account.confirmMismatch': 'The two passwords are not the same',
    'account.resetTitle': 'Choose a new password',
    'account.resetIntro':
      'Choose a new password for your account. You will be logged out everywhere.',
    'account.resetSubmit': 'Save the new password',
    'account.resetDone': 'Your password has been changed. Log in with the new one.',
    'account.resetNoToken': 'This link is incomplete. Ask for a new one.',
    'account.resetBadToken': 'This link is wrong, used or expired. Ask for a new one.',
    'account.requestNewLink': 'Ask for a new link',
    'account.goToLogin': 'Go to log in',
    'account.changeTitle': 'Change password',
    'account.changeIntro': 'You stay logged in here; every other device is logged out.',
    'account.currentPassword': 'Current password',
    'account.currentRequired': 'Enter your current password',
    'account.changeSubmit': 'Change password',
    'account.changeDone': 'Your password has been changed. Other devices are logged out.',
    'account.done': 'Done',
  },
  id: {
    'account.forgotLink': 'Lupa kata sandi?',
    'account.forgotTitle': 'Atur ulang kata sandi',
    'account.forgotIntro':
      'Masukkan email akun Anda dan kami akan mengirim tautan untuk memilih kata sandi baru.',
    'account.forgotSubmit': 'Kirim tautan',
    'account.forgotSent':
      'Jika ada akun dengan email ini, kami telah mengirim tautan untuk mengatur ulang kata sandi.',
    'account.forgotSentHint':
      'Tautan berlaku sekali, selama 30 menit. Periksa juga folder spam Anda.',
    'account.backToLogin': 'Kembali ke masuk',
    'account.codeTitle': 'Periksa email Anda',
    'account.codeSent': 'Kami mengirim kode 6 digit ke {email}',
    'account.codeHint': 'Masukkan kode di bawah untuk menyelesaikan akun Anda. Berlaku 30 menit.',
    'account.code': 'Kode',
    'account.codeRequired': 'Masukkan kode 6 digit dari email',
    'account.codeInvalid': 'Kode terdiri dari 6 digit',
    'account.codeSubmit': 'Konfirmasi dan masuk',
    'account.resend': 'Kirim kode baru',
    'account.resendIn': 'Kirim kode baru dalam {seconds} dtk',
    'account.resent': 'Kami mengirim kode baru ke {email}',
    'account.changeEmail': 'Gunakan email lain',
    'account.passwordHint': 'Minimal {min} karakter. Hindari kata sandi yang umum.',
    'account.passwordTooLong': 'Gunakan paling banyak {max} karakter',
    'account.passwordCommon': 'Kata sandi ini terlalu umum: pilih yang lain',
    'account.newPassword': 'Kata sandi baru',
    'account.confirmPassword': 'Ulangi kata sandi baru',
    'account.confirmMismatch': 'Kedua kata sandi tidak sama',
    'account.resetTitle': 'Pilih kata sandi baru',
    'account.resetIntro':
      'Pilih kata sandi baru untuk akun Anda. Anda akan dikeluarkan dari semua perangkat.',
    'account.resetSubmit': 'Simpan kata sandi baru',
    'account.resetDone': 'Kata sandi Anda telah diubah. Masuk dengan kata sandi baru.',
    'account.resetNoToken': 'Tautan ini tidak lengkap. Minta tautan baru.',
    'account.resetBadToken':
      'Tautan ini salah, sudah dipakai, atau kedaluwarsa. Minta tautan baru.',
    'account.requestNewLink': 'Minta tautan baru',
    'account.goToLogin': 'Ke halaman masuk',
    'account.changeTitle': 'Ubah kata sandi',
    'account.changeIntro': 'Anda tetap masuk di sini; semua perangkat lain dikeluarkan.',
    'account.currentPassword': 'Kata sandi saat ini',
    'account.currentRequired': 'Masukkan kata sandi Anda saat ini',
    'account.changeSubmit': 'Ubah kata sandi',
    'account.changeDone': 'Kata sandi Anda telah diubah. Perangkat lain telah dikeluarkan.',
    'account.done': 'Selesai',
  },
});

export type AccountFormMessageKey = keyof typeof ACCOUNT_FORM_MESSAGES.en;

/** An account text in `locale`, each `{name}` replaced by `params.name` (kept when absent). */
export function accountFormText(
  locale: Locale,
  key: AccountFormMessageKey,
  params?: MessageParams,
): string {
  const text = ACCOUNT_FORM_MESSAGES[locale][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
