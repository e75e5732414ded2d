import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
} from '@storefront/api-client';
import type { Locale } from '../locale';
import { accountFormText } from '../messages/account';
import { t } from '../messages/index';

export type { PasswordContext };

/**
 * The contract's password policy (`checkPassword` of `@storefront/api-client`: the function the
 * server's schema runs, with its common-password dictionary loaded on first use) in the customer's
 * words; undefined when the password may be sent.
 */
export async function passwordProblemText(
  locale: Locale,
  password: string,
  context: PasswordContext = {},
): Promise<string | undefined> {
  if (password === '') return t(locale, 'account.passwordRequired');
  switch (await checkPassword(password, context)) {
    case null:
      return undefined;
    case 'tooShort':
      return t(locale, 'account.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    case 'tooLong':
      return accountFormText(locale, 'account.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
    case 'tooCommon':
      return accountFormText(locale, 'account.passwordCommon');
  }
}

/** Loads the policy's dictionary ahead (a form that will ask opened), so the check is instant. */
export function preloadPasswordPolicy(): void {
  void checkPassword('').catch(() => undefined);
}

/** The hint under a new password's field. */
export const passwordHint = (locale: Locale): string =>
  accountFormText(locale, 'account.passwordHint', { min: PASSWORD_MIN_LENGTH });
