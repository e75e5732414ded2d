import { NICKNAME_LENGTH } from '@storefront/api-client';
import type { Locale } from '../locale';
import { accountFormText } from '../messages/account';
import { t } from '../messages/index';
import { passwordHint } from './password';

export type AccountInputKind = 'text' | 'email' | 'password' | 'code';

/** How one input of the account forms is labelled, typed and filled in, whatever the UI kit. */
export interface AccountFieldSpec {
  label: string;
  kind?: AccountInputKind;
  autoComplete: string;
  maxLength?: number;
  /** Shown under the input until a problem takes its place. */
  hint?: string;
}

/** The inputs of sign-up, forgot, reset and change password, for both apps' account fields. */
export function accountFieldSpecs(locale: Locale) {
  const at = (key: Parameters<typeof accountFormText>[1]) => accountFormText(locale, key);
  const newPassword = { kind: 'password', autoComplete: 'new-password' } as const;
  return {
    email: { label: t(locale, 'account.email'), kind: 'email', autoComplete: 'email' },
    nickname: {
      label: t(locale, 'account.nickname'),
      autoComplete: 'nickname',
      maxLength: NICKNAME_LENGTH.max,
    },
    /** Sign-up's password, under the policy. */
    password: { label: t(locale, 'account.password'), ...newPassword, hint: passwordHint(locale) },
    currentPassword: {
      label: at('account.currentPassword'),
      kind: 'password',
      autoComplete: 'current-password',
    },
    newPassword: { label: at('account.newPassword'), ...newPassword, hint: passwordHint(locale) },
    confirmPassword: { label: at('account.confirmPassword'), ...newPassword },
    code: { label: at('account.code'), kind: 'code', autoComplete: 'one-time-code', maxLength: 9 },
  } satisfies Record<string, AccountFieldSpec>;
}
