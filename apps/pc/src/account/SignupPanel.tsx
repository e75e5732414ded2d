import { accountFieldSpecs } from '@storefront/ui-shared';
import { type Signup, useSignup } from '@storefront/ui-shared/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';
import { AccountField, accountTextOf, FormMessage } from './AccountField';

/**
 * The register tab: the details, then the mailed code (`useSignup`); the right code logs in and
 * `onDone` closes the dialog on the page the visitor was on, which then loads as the user.
 */
export function SignupPanel({ onDone }: { onDone: () => void }) {
  const { api, store, queryClient } = useAppServices();
  const { locale } = useText();
  const signup = useSignup({ api, store, queryClient, locale, onLoggedIn: onDone });
  return signup.step === 'details' ? <DetailsStep signup={signup} /> : <CodeStep signup={signup} />;
}

function DetailsStep({ signup }: { signup: Signup }) {
  const { locale, tr } = useText();
  const fields = accountFieldSpecs(locale);
  const { details } = signup;
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      noValidate
      className="pc-account-form"
      name="register"
      onFinish={() => details.submit()}
      disabled={details.busy}
    >
      <p className="pc-login-dialog__intro">{tr('account.registerIntro')}</p>
      <AccountField form={details} field="email" {...fields.email} />
      <AccountField form={details} field="nickname" {...fields.nickname} />
      <AccountField form={details} field="password" {...fields.password} />
      <FormMessage text={details.formError} tone="error" />
      <Button type="primary" htmlType="submit" size="large" block loading={details.busy}>
        {tr('account.register')}
      </Button>
    </Form>
  );
}

function CodeStep({ signup }: { signup: Signup }) {
  const { locale } = useText();
  const fields = accountFieldSpecs(locale);
  const at = accountTextOf(locale);
  const { code, resend } = signup;
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      noValidate
      className="pc-account-form"
      name="signup-code"
      onFinish={() => code.submit()}
      disabled={code.busy}
    >
      <div className="pc-code-step" data-testid="signup-code-step">
        <h3 className="pc-code-step__title">{at('account.codeTitle')}</h3>
        <p className="pc-code-step__sent">{signup.sentTo}</p>
        <p className="pc-login-dialog__intro">{at('account.codeHint')}</p>
      </div>
      <AccountField form={code} field="code" autoFocus {...fields.code} />
      <FormMessage text={code.formError} tone="error" />
      <FormMessage text={signup.notice} tone="success" />
      <Button type="primary" htmlType="submit" size="large" block loading={code.busy}>
        {at('account.codeSubmit')}
      </Button>
      <div className="pc-code-step__actions">
        <Button type="link" onClick={resend.send} disabled={resend.disabled} aria-live="polite">
          {resend.label}
        </Button>
        <Button type="link" onClick={signup.back}>
          {at('account.changeEmail')}
        </Button>
      </div>
    </Form>
  );
}
