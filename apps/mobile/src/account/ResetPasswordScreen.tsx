import { accountFieldSpecs, accountFormText, MOBILE_LOGIN_PATH } from '@storefront/ui-shared';
import { useLocale, useResetPassword } from '@storefront/ui-shared/react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { AccountField, FormMessage, useHydrated } from './AccountField';
import './account.css';

/**
 * `/resetPassword?token=...`, where the mail's link lands: the new password twice; done, on to
 * `/loginPage` to log in with it, and then the account (not back to this spent link). A wrong,
 * used or expired link leads to a new one.
 */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { api, store } = useAppServices();
  const locale = useLocale();
  const form = useResetPassword({ api, locale, token, store });
  const fields = accountFieldSpecs(locale);
  const hydrated = useHydrated();
  const at = (key: Parameters<typeof accountFormText>[1]) => accountFormText(locale, key);

  return (
    <section className="screen screen--login" data-testid="reset-password">
      <div className="account-form">
        <h2 className="account-form__title">{at('account.resetTitle')}</h2>
        {form.done ? (
          <>
            <FormMessage text={form.done} tone="success" />
            <Button
              type="primary"
              size="large"
              round
              block
              onClick={() => navigate(`${MOBILE_LOGIN_PATH}?redirect=%2Fuser`)}
            >
              {at('account.goToLogin')}
            </Button>
          </>
        ) : form.linkProblem ? (
          <>
            <FormMessage text={form.linkProblem} tone="error" />
            <Button
              type="primary"
              size="large"
              round
              block
              onClick={() => navigate(`${MOBILE_LOGIN_PATH}?tab=forgot`)}
            >
              {at('account.requestNewLink')}
            </Button>
          </>
        ) : (
          <form onSubmit={form.submit} noValidate aria-label={at('account.resetTitle')}>
            <p className="screen__description">{at('account.resetIntro')}</p>
            <AccountField form={form} field="password" {...fields.newPassword} />
            <AccountField form={form} field="confirm" {...fields.confirmPassword} />
            <FormMessage text={form.formError} tone="error" />
            <Button
              nativeType="submit"
              type="primary"
              size="large"
              round
              block
              loading={form.busy}
              disabled={!hydrated || form.busy}
            >
              {at('account.resetSubmit')}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
