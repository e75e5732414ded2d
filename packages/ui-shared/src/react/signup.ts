import type { SignupPending, UserDetail } from '@storefront/api-client/contract';
import type { StateStore } from '@storefront/state';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { normalizeSignupCode, signupCodeProblem, signupProblems } from '../account/forms';
import { preloadPasswordPolicy } from '../account/password';
import { normalizeEmail } from '../checkout/contact';
import type { Locale } from '../locale';
import { accountFormText } from '../messages/account';
import { useCountdown } from './countdown';
import { useFieldForm } from './field-form';
import { type AccountApi, registerMutation, verifySignupMutation } from './queries/account';

export interface SignupOptions {
  api: AccountApi;
  store: StateStore;
  queryClient: QueryClient;
  locale: Locale;
  /** Called once the code was right and the new user is logged in (close the dialog, go back). */
  onLoggedIn?: (user: UserDetail) => void;
}

/**
 * "Create account" in two steps, in both apps: the details (email, nickname, password under the
 * contract's policy, checked before sending), then "We sent a 6-digit code to <email>" with a
 * resend that waits `resendAfterSeconds`; the right code logs in exactly as a login does. The API
 * answers alike whether the email is new or known, so the code step shows for both. The answer's
 * `signupToken` stays with the code step: the code and a resend count only with it.
 */
export function useSignup({ api, store, queryClient, locale, onLoggedIn }: SignupOptions) {
  const details = useFieldForm({ email: '', nickname: '', password: '' });
  const code = useFieldForm({ code: '' });
  const [pending, setPending] = useState<SignupPending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown();
  useEffect(preloadPasswordPolicy, []);

  const waitForCode = (answer: SignupPending) => {
    setPending(answer);
    countdown.start(answer.resendAfterSeconds);
  };
  const register = useMutation({
    ...registerMutation(api),
    onSuccess: waitForCode,
    onError: details.showFailure,
  });
  const verify = useMutation({
    ...verifySignupMutation(api, store, queryClient),
    onSuccess: (user) => onLoggedIn?.(user),
    onError: code.showFailure,
  });
  const resend = useMutation({
    mutationKey: ['account', 'resendSignupCode'],
    mutationFn: ({ email, signupToken }: SignupPending) =>
      api.user.resendSignupCode({ email, signupToken }, { report: false }),
    onSuccess: (answer) => {
      waitForCode(answer);
      setNotice(accountFormText(locale, 'account.resent', { email: answer.email }));
    },
    onError: code.showFailure,
  });

  const submitDetails = async (event?: FormEvent) => {
    event?.preventDefault();
    if (register.isPending || details.checking) return;
    const { email, nickname, password } = details.values;
    if (!(await details.checkAsync(signupProblems(locale, details.values)))) return;
    register.mutate({ email: normalizeEmail(email), nickname: nickname.trim(), password });
  };

  const submitCode = (event?: FormEvent) => {
    event?.preventDefault();
    if (!pending || verify.isPending) return;
    const problem = signupCodeProblem(locale, code.values.code);
    if (!code.check(problem ? { code: problem } : {})) return;
    verify.mutate({
      email: pending.email,
      code: normalizeSignupCode(code.values.code),
      signupToken: pending.signupToken,
    });
  };

  return {
    step: pending ? ('code' as const) : ('details' as const),
    details: { ...details, submit: submitDetails, busy: register.isPending || details.checking },
    code: { ...code, submit: submitCode, busy: verify.isPending || verify.isSuccess },
    /** "We sent a 6-digit code to <email>", on the code step. */
    sentTo: pending ? accountFormText(locale, 'account.codeSent', { email: pending.email }) : null,
    /** Said after a new code went out. */
    notice,
    resend: {
      seconds: countdown.seconds,
      disabled: countdown.seconds > 0 || resend.isPending,
      label:
        countdown.seconds > 0
          ? accountFormText(locale, 'account.resendIn', { seconds: countdown.seconds })
          : accountFormText(locale, 'account.resend'),
      send: () => {
        if (pending && countdown.seconds === 0 && !resend.isPending) resend.mutate(pending);
      },
    },
    /** Back to the details, to correct the email (what was typed stays). */
    back: () => {
      setPending(null);
      setNotice(null);
      code.reset();
    },
  };
}

export type Signup = ReturnType<typeof useSignup>;
