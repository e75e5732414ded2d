import { logout, type StateStore } from '@storefront/state';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { changePasswordProblems, emailProblem, newPasswordProblems } from '../account/forms';
import { type PasswordContext, preloadPasswordPolicy } from '../account/password';
import { normalizeEmail } from '../checkout/contact';
import type { Locale } from '../locale';
import { accountFormText } from '../messages/account';
import { namesField, useFieldForm } from './field-form';
import type { AccountApi } from './queries/account';

interface PasswordFormOptions {
  api: AccountApi;
  locale: Locale;
}

/**
 * "Forgot password?": the email, then the same neutral confirmation whatever the email (the API
 * answers alike for any address, so the screen cannot tell either).
 */
export function useForgotPassword({ api, locale }: PasswordFormOptions) {
  const form = useFieldForm({ email: '' });
  const send = useMutation({
    mutationKey: ['account', 'forgotPassword'],
    mutationFn: (email: string) => api.user.forgotPassword({ email }, { report: false }),
    onError: form.showFailure,
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = emailProblem(locale, form.values.email);
    if (send.isPending || !form.check(problem ? { email: problem } : {})) return;
    send.mutate(normalizeEmail(form.values.email));
  };
  return {
    ...form,
    submit,
    busy: send.isPending,
    /** The neutral confirmation once sent, else null. */
    sent: send.isSuccess ? accountFormText(locale, 'account.forgotSent') : null,
    /** Another email (the form again, empty). */
    again: () => {
      send.reset();
      form.reset();
    },
  };
}

export interface ResetPasswordOptions extends PasswordFormOptions {
  /** The `token` of the mailed link (`/resetPassword?token=...`); empty when the link lost it. */
  token: string;
  /** This browser's state: a session it holds is revoked with every other, so it is logged out. */
  store: StateStore;
}

/**
 * `/resetPassword?token=...`: the new password twice, under the policy; then the account's every
 * session is revoked (this browser's too) and the customer goes to log in. A wrong, used or
 * expired link says so and offers a new one.
 */
export function useResetPassword({ api, locale, token, store }: ResetPasswordOptions) {
  const form = useFieldForm({ password: '', confirm: '' });
  const [linkProblem, setLinkProblem] = useState(
    token === '' ? accountFormText(locale, 'account.resetNoToken') : null,
  );
  const save = useMutation({
    mutationKey: ['account', 'resetPassword'],
    mutationFn: (password: string) =>
      api.user.resetPassword({ token, password }, { report: false }),
    onSuccess: () => logout(store),
    onError: (error) => {
      if (namesField(error, 'token')) {
        setLinkProblem(accountFormText(locale, 'account.resetBadToken'));
      } else {
        form.showFailure(error);
      }
    },
  });
  useEffect(preloadPasswordPolicy, []);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (save.isPending || form.checking || linkProblem) return;
    const { password } = form.values;
    if (!(await form.checkAsync(newPasswordProblems(locale, form.values)))) return;
    save.mutate(password);
  };
  return {
    ...form,
    submit,
    busy: save.isPending || form.checking,
    linkProblem,
    done: save.isSuccess ? accountFormText(locale, 'account.resetDone') : null,
  };
}

export interface ChangePasswordOptions extends PasswordFormOptions {
  /** The user's email and nickname: the new password may not be either. */
  user: PasswordContext;
}

/**
 * "Change password" on the account pages: the current password and a new one under the policy.
 * The API revokes every other session; this one stays, so nothing else changes here.
 */
export function useChangePassword({ api, locale, user }: ChangePasswordOptions) {
  const form = useFieldForm({ currentPassword: '', newPassword: '' });
  const change = useMutation({
    mutationKey: ['account', 'changePassword'],
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.user.changePassword(body, { report: false }),
    onSuccess: () => form.reset(),
    onError: form.showFailure,
  });
  useEffect(preloadPasswordPolicy, []);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (change.isPending || form.checking) return;
    const values = form.values;
    if (!(await form.checkAsync(changePasswordProblems(locale, values, user)))) return;
    change.mutate(values);
  };
  return {
    ...form,
    submit,
    busy: change.isPending || form.checking,
    done: change.isSuccess ? accountFormText(locale, 'account.changeDone') : null,
    /** Clears the form and its message (the dialog closed). */
    close: () => {
      change.reset();
      form.reset();
    },
  };
}
