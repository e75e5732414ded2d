import { localeAtom, login } from '@storefront/state';
import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { Form } from 'react-vant/es/form/index.js';
import 'react-vant/es/form/style/index.css';
import { Input } from 'react-vant/es/input/index.js';
import 'react-vant/es/input/style/index.css';
import { navigate } from 'vike/client/router';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { mt } from '../i18n/messages';
import { rememberReturnPath, takeReturnPath } from './login-return';

interface LoginValues {
  email: string;
  password: string;
}

/** `/loginPage`: email and password; on success, back to where the visitor came from. */
export function LoginScreen() {
  const { store, api } = useAppServices();
  const locale = useAtomValue(localeAtom);
  const { urlParsed } = usePageContext();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const redirect = urlParsed.search.redirect;

  useEffect(() => rememberReturnPath(redirect), [redirect]);

  async function submit({ email, password }: LoginValues) {
    setSubmitting(true);
    try {
      const { userDetail } = await api.user.login({ email: email.trim(), password });
      login(store, userDetail);
      await navigate(takeReturnPath());
    } catch {
      // The API client has shown the error (red notification); the form stays for another try.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className="screen screen--login">
      <p className="screen__description">{mt(locale, 'loginIntro')}</p>
      <Form
        className="login-form"
        form={form}
        onFinish={submit}
        footer={
          <Button nativeType="submit" type="primary" size="large" round block loading={submitting}>
            {mt(locale, 'loginSubmit')}
          </Button>
        }
      >
        <Form.Item
          name="email"
          label={mt(locale, 'email')}
          rules={[{ required: true, message: mt(locale, 'emailRequired') }]}
        >
          <Input
            name="email"
            autoComplete="email"
            autoCapitalize="none"
            placeholder={mt(locale, 'emailPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={mt(locale, 'password')}
          rules={[{ required: true, message: mt(locale, 'passwordRequired') }]}
        >
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={mt(locale, 'passwordPlaceholder')}
          />
        </Form.Item>
      </Form>
    </section>
  );
}
