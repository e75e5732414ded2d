import type { Locale } from '@storefront/state';
import { accountFieldSpecs, accountFormText, t } from '@storefront/ui-shared';
import { type Signup, useSignup } from '@storefront/ui-shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { useAppServices } from '../app/services';
import { mt } from '../i18n/messages';
import { AccountField, FormMessage, useHydrated } from './AccountField';

/** Register on `/loginPage`: the details, then the mailed code; the right code logs in. */
export function SignupPanel({ locale, onDone }: { locale: Locale; onDone: () => void }) {
  const { api, store } = useAppServices();
  const queryClient = useQueryClient();
  const signup = useSignup({ api, store, queryClient, locale, onLoggedIn: onDone });
  return signup.step === 'details' ? (
    <DetailsStep signup={signup} locale={locale} />
  ) : (
    <CodeStep signup={signup} locale={locale} />
  );
}

function DetailsStep({ signup, locale }: { signup: Signup; locale: Locale }) {
  const fields = accountFieldSpecs(locale);
  const { details } = signup;
  const hydrated = useHydrated();
  return (
    <form
      className="account-form"
      aria-label={t(locale, 'account.register')}
      onSubmit={details.submit}
      noValidate
    >
      <p className="screen__description">{t(locale, 'account.registerIntro')}</p>
      <AccountField form={details} field="nickname" {...fields.nickname} />
      <AccountField
        form={details}
        field="email"
        placeholder={mt(locale, 'emailPlaceholder')}
        {...fields.email}
      />
      <AccountField form={details} field="password" {...fields.password} />
      <FormMessage text={details.formError} tone="error" />
      <Button
        nativeType="submit"
        type="primary"
        size="large"
        round
        block
        loading={details.busy}
        disabled={!hydrated || details.busy}
      >
        {t(locale, 'account.register')}
      </Button>
    </form>
  );
}

function CodeStep({ signup, locale }: { signup: Signup; locale: Locale }) {
  const fields = accountFieldSpecs(locale);
  const { code, resend } = signup;
  const at = (key: Parameters<typeof accountFormText>[1]) => accountFormText(locale, key);
  return (
    <form
      className="account-form"
      aria-label={at('account.codeTitle')}
      onSubmit={code.submit}
      noValidate
      data-testid="signup-code-step"
    >
      <h2 className="account-form__title">{at('account.codeTitle')}</h2>
      <p className="account-form__sent">{signup.sentTo}</p>
      <p className="screen__description">{at('account.codeHint')}</p>
      <AccountField form={code} field="code" {...fields.code} />
      <FormMessage text={code.formError} tone="error" />
      <FormMessage text={signup.notice} tone="success" />
      <Button
        nativeType="submit"
        type="primary"
        size="large"
        round
        block
        loading={code.busy}
        disabled={code.busy}
      >
        {at('account.codeSubmit')}
      </Button>
      <div className="account-form__actions">
        <button
          type="button"
          className="account-form__link"
          onClick={resend.send}
          disabled={resend.disabled}
          aria-live="polite"
        >
          {resend.label}
        </button>
        <button type="button" className="account-form__link" onClick={signup.back}>
          {at('account.changeEmail')}
        </button>
      </div>
    </form>
  );
}
