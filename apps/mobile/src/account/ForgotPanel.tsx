import type { Locale } from '@storefront/state';
import { accountFieldSpecs, accountFormText } from '@storefront/ui-shared';
import { useForgotPassword } from '@storefront/ui-shared/react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { useAppServices } from '../app/services';
import { mt } from '../i18n/messages';
import { AccountField, FormMessage, useHydrated } from './AccountField';

/** "Forgot password?" on `/loginPage`: the email, then the same answer for any email. */
export function ForgotPanel({ locale, onBack }: { locale: Locale; onBack: () => void }) {
  const { api } = useAppServices();
  const forgot = useForgotPassword({ api, locale });
  const fields = accountFieldSpecs(locale);
  const hydrated = useHydrated();
  const at = (key: Parameters<typeof accountFormText>[1]) => accountFormText(locale, key);
  return (
    <div className="account-form" data-testid="forgot-panel">
      <h2 className="account-form__title">{at('account.forgotTitle')}</h2>
      {forgot.sent ? (
        <>
          <FormMessage text={forgot.sent} tone="success" />
          <p className="screen__description">{at('account.forgotSentHint')}</p>
        </>
      ) : (
        <form aria-label={at('account.forgotTitle')} onSubmit={forgot.submit} noValidate>
          <p className="screen__description">{at('account.forgotIntro')}</p>
          <AccountField
            form={forgot}
            field="email"
            placeholder={mt(locale, 'emailPlaceholder')}
            {...fields.email}
          />
          <FormMessage text={forgot.formError} tone="error" />
          <Button
            nativeType="submit"
            type="primary"
            size="large"
            round
            block
            loading={forgot.busy}
            disabled={!hydrated || forgot.busy}
          >
            {at('account.forgotSubmit')}
          </Button>
        </form>
      )}
      <div className="account-form__actions">
        <button type="button" className="account-form__link" onClick={onBack}>
          {at('account.backToLogin')}
        </button>
      </div>
    </div>
  );
}
