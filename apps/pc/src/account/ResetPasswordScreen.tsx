import { accountFieldSpecs, HELP_PATH, PERSONAL_PATH } from '@storefront/ui-shared';
import { useResetPassword } from '@storefront/ui-shared/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { navigate } from 'vike/client/router';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { useMounted } from '../app/session';
import { useText } from '../app/text';
import { AccountField, accountTextOf, FormMessage } from './AccountField';
import './account.css';
import './login-dialog.css';

/**
 * `/resetPassword?token=...`, where the mail's link lands: the new password twice. The form works
 * once the page is interactive (before that the browser would send it itself, the password in
 * the address). Done, the customer goes to log in with the new password (on the account page).
 */
export function ResetPasswordScreen() {
  const { api, store } = useAppServices();
  const { locale, tr } = useText();
  const at = accountTextOf(locale);
  const token = usePageContext().urlParsed.search.token ?? '';
  const form = useResetPassword({ api, locale, token, store });
  const fields = accountFieldSpecs(locale);
  const mounted = useMounted();
  // The account page asks a logged-out visitor to log in (its guard opens the dialog), and is
  // where they land once logged in.
  const goToLogin = () => navigate(PERSONAL_PATH);

  return (
    <section className="pc-page pc-reset-password" data-page="resetPassword">
      <div className="pc-card pc-reset-password__card">
        <h1 className="pc-page__title">{at('account.resetTitle')}</h1>
        {form.done ? (
          <>
            <FormMessage text={form.done} tone="success" />
            <Button type="primary" size="large" block onClick={goToLogin}>
              {at('account.goToLogin')}
            </Button>
          </>
        ) : form.linkProblem ? (
          <>
            <Alert type="warning" showIcon message={form.linkProblem} role="alert" />
            <Button type="primary" size="large" block onClick={goToLogin}>
              {at('account.requestNewLink')}
            </Button>
          </>
        ) : (
          <Form
            layout="vertical"
            requiredMark={false}
            noValidate
            className="pc-account-form"
            name="reset-password"
            onFinish={() => form.submit()}
            disabled={!mounted || form.busy}
          >
            <p className="pc-login-dialog__intro">{at('account.resetIntro')}</p>
            <AccountField form={form} field="password" {...fields.newPassword} />
            <AccountField form={form} field="confirm" {...fields.confirmPassword} />
            <FormMessage text={form.formError} tone="error" />
            <Button type="primary" htmlType="submit" size="large" block loading={form.busy}>
              {at('account.resetSubmit')}
            </Button>
          </Form>
        )}
        <a href={HELP_PATH} className="pc-reset-password__help">
          {tr('account.links.help')} →
        </a>
      </div>
    </section>
  );
}
