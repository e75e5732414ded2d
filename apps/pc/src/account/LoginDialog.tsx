import { NICKNAME_LENGTH, PASSWORD_MIN_LENGTH } from '@storefront/api-client';
import { showLoginDialogAtom } from '@storefront/state';
import { loginMutation, registerMutation } from '@storefront/ui-shared/react';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Tabs from 'antd/es/tabs';
import { useSetAtom } from 'jotai/react';
import { useState } from 'react';
import { useAppServices } from '../app/services';
import { type Translate, useText } from '../product/text';

type Mode = 'login' | 'register';

interface Credentials {
  email: string;
  password: string;
}

interface Registration extends Credentials {
  nickname: string;
}

/**
 * The pc login dialog: opened by the `auth` guard, a 401, or the header's "Log in". Logging in or
 * registering keeps the visitor on the page they were on, which then loads as the user.
 */
export default function LoginDialog() {
  const { tr } = useText();
  const setOpen = useSetAtom(showLoginDialogAtom);
  const [mode, setMode] = useState<Mode>('login');
  const close = () => setOpen(false);

  return (
    <Modal
      open
      title={tr(mode === 'login' ? 'account.logIn' : 'account.register')}
      onCancel={close}
      footer={null}
      width={440}
      destroyOnHidden
      className="pc-login-dialog"
    >
      <Tabs
        activeKey={mode}
        onChange={(key) => setMode(key as Mode)}
        destroyOnHidden
        items={[
          { key: 'login', label: tr('account.logIn'), children: <LoginForm onDone={close} /> },
          {
            key: 'register',
            label: tr('account.register'),
            children: <RegisterForm onDone={close} />,
          },
        ]}
      />
    </Modal>
  );
}

function emailRules(tr: Translate) {
  return [
    { required: true, message: tr('account.emailRequired') },
    { type: 'email' as const, message: tr('account.emailInvalid') },
  ];
}

function LoginForm({ onDone }: { onDone: () => void }) {
  const { api, store, queryClient } = useAppServices();
  const { tr } = useText();
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

function RegisterForm({ onDone }: { onDone: () => void }) {
  const { api, store, queryClient } = useAppServices();
  const { tr } = useText();
  const register = useMutation({ ...registerMutation(api, store, queryClient), onSuccess: onDone });
  return (
    <Form<Registration>
      layout="vertical"
      requiredMark={false}
      name="register"
      disabled={register.isPending}
      onFinish={(values) => register.mutate(values)}
    >
      <p className="pc-login-dialog__intro">{tr('account.registerIntro')}</p>
      <Form.Item label={tr('account.email')} name="email" rules={emailRules(tr)}>
        <Input autoComplete="email" size="large" />
      </Form.Item>
      <Form.Item
        label={tr('account.nickname')}
        name="nickname"
        rules={[
          {
            required: true,
            whitespace: true,
            ...NICKNAME_LENGTH,
            message: tr('account.nicknameRequired', NICKNAME_LENGTH),
          },
        ]}
      >
        <Input autoComplete="nickname" size="large" maxLength={NICKNAME_LENGTH.max} />
      </Form.Item>
      <Form.Item
        label={tr('account.password')}
        name="password"
        rules={[
          { required: true, message: tr('account.passwordRequired') },
          {
            min: PASSWORD_MIN_LENGTH,
            message: tr('account.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      {register.error && (
        <p className="pc-form-error" role="alert">
          {register.error.message}
        </p>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
        {tr('account.register')}
      </Button>
    </Form>
  );
}
