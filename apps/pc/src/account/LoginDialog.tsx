import { showLoginDialogAtom } from '@storefront/state';
import { accountFormText } from '@storefront/ui-shared';
import { loginMutation } from '@storefront/ui-shared/react';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Tabs from 'antd/es/tabs';
import { useSetAtom } from 'jotai/react';
import { useState } from 'react';
import { useAppServices } from '../app/services';
import { type Translate, useText } from '../app/text';
import { ForgotPanel } from './ForgotPanel';
import './login-dialog.css';
import { SignupPanel } from './SignupPanel';

type Mode = 'login' | 'register' | 'forgot';

interface Credentials {
  email: string;
  password: string;
}

/**
 * The pc login dialog: opened by the `auth` guard, a 401, or the header's "Log in". Logging in or
 * registering keeps the visitor on the page they were on, which then loads as the user.
 */
export default function LoginDialog() {
  const { locale, tr } = useText();
  const setOpen = useSetAtom(showLoginDialogAtom);
  const [mode, setMode] = useState<Mode>('login');
  const close = () => setOpen(false);
  const title =
    mode === 'forgot'
      ? accountFormText(locale, 'account.forgotTitle')
      : tr(mode === 'login' ? 'account.logIn' : 'account.register');

  return (
    <Modal
      open
      title={title}
      onCancel={close}
      footer={null}
      width={440}
      destroyOnHidden
      className="pc-login-dialog"
    >
      {mode === 'forgot' ? (
        <ForgotPanel onBack={() => setMode('login')} />
      ) : (
        <Tabs
          activeKey={mode}
          onChange={(key) => setMode(key as Mode)}
          destroyOnHidden
          items={[
            {
              key: 'login',
              label: tr('account.logIn'),
              children: <LoginForm onDone={close} onForgot={() => setMode('forgot')} />,
            },
            {
              key: 'register',
              label: tr('account.register'),
              children: <SignupPanel onDone={close} />,
            },
          ]}
        />
      )}
    </Modal>
  );
}

function emailRules(tr: Translate) {
  return [
    { required: true, message: tr('account.emailRequired') },
    { type: 'email' as const, message: tr('account.emailInvalid') },
  ];
}

function LoginForm({ onDone, onForgot }: { onDone: () => void; onForgot: () => void }) {
  const { api, store, queryClient } = useAppServices();
  const { locale, tr } = useText();
  // A failure is toasted by the API client; the dialog stays open for another try.
  const login = useMutation({ ...loginMutation(api, store, queryClient), onSuccess: onDone });
  return (
    <Form<Credentials>
      layout="vertical"
      requiredMark={false}
      name="login"
      disabled={login.isPending}
      onFinish={(values) => login.mutate(values)}
    >
      <p className="pc-login-dialog__intro">{tr('account.loginIntro')}</p>
      <Form.Item label={tr('account.email')} name="email" rules={emailRules(tr)}>
        <Input autoComplete="email" size="large" autoFocus />
      </Form.Item>
      <Form.Item
        label={tr('account.password')}
        name="password"
        rules={[{ required: true, message: tr('account.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <Button type="link" className="pc-login-dialog__forgot" onClick={onForgot}>
        {accountFormText(locale, 'account.forgotLink')}
      </Button>
      {login.error && (
        <p className="pc-form-error" role="alert">
          {login.error.message}
        </p>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        {tr('account.logIn')}
      </Button>
    </Form>
  );
}
