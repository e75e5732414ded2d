import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { type Locale, type Localized, type MessageParams, translate } from '../../i18n/messages';

/** The mails about an account itself, each a subject, paragraphs and at most one link. */
export const ACCOUNT_MAILS = {
  signupCode: {
    subject: { en: 'Your sign-up code: {code}', id: 'Kode pendaftaran Anda: {code}' },
    body: {
      en: 'Your code to finish signing up is {code}. It is valid for 30 minutes.\nIf you did not sign up, ignore this mail: no account is created without the code.',
      id: 'Kode untuk menyelesaikan pendaftaran Anda adalah {code}. Kode ini berlaku selama 30 menit.\nJika Anda tidak mendaftar, abaikan email ini: tidak ada akun yang dibuat tanpa kode ini.',
    },
    link: null,
  },
  signupExisting: {
    subject: {
      en: 'Someone tried to sign up with your email',
      id: 'Seseorang mencoba mendaftar dengan email Anda',
    },
    body: {
      en: 'Someone tried to create an account with this email address, which already has one.\nIf it was you, log in with your password, or choose a new one with the link below (valid for 30 minutes). If it was not you, ignore this mail: nothing has changed.',
      id: 'Seseorang mencoba membuat akun dengan alamat email ini, yang sudah memiliki akun.\nJika itu Anda, masuklah dengan kata sandi Anda, atau pilih kata sandi baru melalui tautan di bawah (berlaku 30 menit). Jika bukan Anda, abaikan email ini: tidak ada yang berubah.',
    },
    link: { en: 'Reset your password', id: 'Atur ulang kata sandi' },
  },
  passwordReset: {
    subject: { en: 'Reset your password', id: 'Atur ulang kata sandi Anda' },
    body: {
      en: 'To choose a new password, open the link below within 30 minutes; it works once.\nIf you did not ask for it, ignore this mail: your password stays as it is.',
      id: 'Untuk memilih kata sandi baru, buka tautan di bawah dalam 30 menit; tautan hanya berlaku sekali.\nJika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.',
    },
    link: { en: 'Choose a new password', id: 'Pilih kata sandi baru' },
  },
  passwordChanged: {
    subject: { en: 'Your password was changed', id: 'Kata sandi Anda telah diubah' },
    body: {
      en: 'The password of your account was just changed, and your other sessions were logged out.\nIf it was not you, choose a new password at once with "Forgot password?" on the login page.',
      id: 'Kata sandi akun Anda baru saja diubah, dan sesi Anda yang lain telah dikeluarkan.\nJika bukan Anda, segera pilih kata sandi baru melalui "Lupa kata sandi?" di halaman masuk.',
    },
    link: { en: 'Go to the store', id: 'Buka toko' },
  },
} satisfies Record<string, { subject: Localized; body: Localized; link: Localized | null }>;

export type AccountMailKind = keyof typeof ACCOUNT_MAILS;

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  locale: Locale;
  params?: MessageParams;
  /** The address the mail's link opens (only for kinds with a link). */
  url?: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Subject, plain text and HTML of an account mail, in its locale. */
export function renderAccountMail(mail: AccountMail) {
  const template = ACCOUNT_MAILS[mail.kind];
  const paragraphs = translate(mail.locale, template.body, mail.params).split('\n');
  const link =
    template.link && mail.url ? { label: template.link[mail.locale], url: mail.url } : null;
  const text = `${[...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n\n')}\n`;
  const html = [
    `<!doctype html><html lang="${mail.locale}"><body style="font-family:sans-serif">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    '</body></html>',
  ].join('');
  return { subject: translate(mail.locale, template.subject, mail.params), text, html };
}

/** Queues an account mail in the transaction that makes the change it tells of. */
export async function queueAccountMail(
  trx: Transaction<DB>,
  mail: AccountMail,
  now: Date,
): Promise<void> {
  const { subject, text, html } = renderAccountMail(mail);
  await trx
    .insertInto('mail_outbox')
    .values({
      key: `account:${mail.kind}:${randomUUID()}`,
      recipient: mail.to,
      subject,
      text_body: text,
      html_body: html,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}
