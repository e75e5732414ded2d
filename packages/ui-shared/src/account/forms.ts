import { EMAIL_MAX_LENGTH, NICKNAME_LENGTH } from '@storefront/api-client';
import { contactEmailProblem, normalizeEmail } from '../checkout/contact';
import type { Locale } from '../locale';
import { accountFormText } from '../messages/account';
import { t } from '../messages/index';
import { type PasswordContext, passwordProblemText } from './password';

/** What a form's fields hold, and the problem found in each (a message), by field. */
export type FieldValues<Field extends string> = Record<Field, string>;
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** The number of digits of the sign-up code the store mails. */
export const SIGNUP_CODE_DIGITS = 6;

/** The email field of the account forms: required, and shaped like an address. */
export function emailProblem(locale: Locale, text: string): string | undefined {
  const email = normalizeEmail(text);
  if (email === '') return t(locale, 'account.emailRequired');
  return contactEmailProblem(email) || email.length > EMAIL_MAX_LENGTH
    ? t(locale, 'account.emailInvalid')
    : undefined;
}

/** Problems of the sign-up details, each under its field; empty when they can be sent. */
export async function signupProblems(
  locale: Locale,
  values: FieldValues<'email' | 'nickname' | 'password'>,
): Promise<FieldProblems<'email' | 'nickname' | 'password'>> {
  const nickname = values.nickname.trim().length;
  const nicknameOk = nickname >= NICKNAME_LENGTH.min && nickname <= NICKNAME_LENGTH.max;
  const context: PasswordContext = { email: values.email.trim(), nickname: values.nickname.trim() };
  return withoutEmpty({
    email: emailProblem(locale, values.email),
    nickname: nicknameOk ? undefined : t(locale, 'account.nicknameRequired', NICKNAME_LENGTH),
    password: await passwordProblemText(locale, values.password, context),
  });
}

/** The code field: the digits typed (spaces and dashes people copy with it are dropped). */
export const normalizeSignupCode = (text: string): string => text.replace(/[\s-]/g, '');

export function signupCodeProblem(locale: Locale, text: string): string | undefined {
  const code = normalizeSignupCode(text);
  if (code === '') return accountFormText(locale, 'account.codeRequired');
  return new RegExp(`^\\d{${SIGNUP_CODE_DIGITS}}$`).test(code)
    ? undefined
    : accountFormText(locale, 'account.codeInvalid');
}

/** A new password typed twice (reset): the policy, then the two must be the same. */
export async function newPasswordProblems(
  locale: Locale,
  values: FieldValues<'password' | 'confirm'>,
): Promise<FieldProblems<'password' | 'confirm'>> {
  const password = await passwordProblemText(locale, values.password);
  return withoutEmpty({
    password,
    confirm:
      !password && values.confirm !== values.password
        ? accountFormText(locale, 'account.confirmMismatch')
        : undefined,
  });
}

/** Problems of the change-password form (the current password is the server's to judge). */
export async function changePasswordProblems(
  locale: Locale,
  values: FieldValues<'currentPassword' | 'newPassword'>,
  context: PasswordContext,
): Promise<FieldProblems<'currentPassword' | 'newPassword'>> {
  return withoutEmpty({
    currentPassword:
      values.currentPassword === ''
        ? accountFormText(locale, 'account.currentRequired')
        : undefined,
    newPassword: await passwordProblemText(locale, values.newPassword, context),
  });
}

function withoutEmpty<Field extends string>(
  problems: Record<Field, string | undefined>,
): FieldProblems<Field> {
  return Object.fromEntries(
    Object.entries(problems).filter(([, message]) => message !== undefined),
  ) as FieldProblems<Field>;
}
