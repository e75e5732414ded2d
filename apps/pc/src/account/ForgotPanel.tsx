import { accountFieldSpecs } from '@storefront/ui-shared';
import { useForgotPassword } from '@storefront/ui-shared/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';
import { AccountField, accountTextOf, FormMessage } from './AccountField';

/** "Forgot password?" in the login dialog: the email, then the same answer for any email. */
export function ForgotPanel({ onBack }: { onBack: () => void }) {
  const { api } = useAppServices();
  const { locale } = useText();
  const at = accountTextOf(locale);
  const forgot = useForgotPassword({ api, locale });
  const fields = accountFieldSpecs(locale);
  if (forgot.sent) {
    return (
      <div className="pc-forgot-sent" data-testid="forgot-sent">
        <p className="pc-form-success" role="status">
          {forgot.sent}
        </p>
        <p className="pc-login-dialog__intro">{at('account.forgotSentHint')}</p>
        <Button type="primary" size="large" block onClick={onBack}>
          {at('account.backToLogin')}
        </Button>
      </div>
    );
  }
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      noValidate
      className="pc-account-form"
      name="forgot"
      onFinish={() => forgot.submit()}
      disabled={forgot.busy}
    >
      <p className="pc-login-dialog__intro">{at('account.forgotIntro')}</p>
      <AccountField form={forgot} field="email" autoFocus {...fields.email} />
      <FormMessage text={forgot.formError} tone="error" />
      <Button type="primary" htmlType="submit" size="large" block loading={forgot.busy}>
        {at('account.forgotSubmit')}
      </Button>
      <Button type="link" block onClick={onBack} className="pc-login-dialog__back">
        {at('account.backToLogin')}
      </Button>
    </Form>
  );
}
