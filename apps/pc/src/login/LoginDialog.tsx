import { login, showLoginDialogAtom } from '@storefront/state';
import { t } from '@storefront/ui-shared';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useSetAtom } from 'jotai/react';
import { useState } from 'react';
import { useRuntime } from '../app/runtime-context';
import { useLocale } from '../app/session';

interface Credentials {
  email: string;
  password: string;
}

/** The pc login dialog: opened by the `auth` guard, a 401, or the header's "Log in". */
export default function LoginDialog() {
  const { api, store, queryClient } = useRuntime();
  const locale = useLocale();
  const setOpen = useSetAtom(showLoginDialogAtom);
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ email, password }: Credentials) => {
    setSubmitting(true);
    try {
      const { userDetail } = await api.user.login({ email, password });
      login(store, userDetail);
      setOpen(false);
      void queryClient.invalidateQueries();
    } catch {
      // The API client's error toast has said what went wrong; the dialog stays open.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={t(locale, 'nav.logIn')}
      onCancel={() => setOpen(false)}
      footer={null}
      width={420}
      destroyOnHidden
      className="pc-login-dialog"
    >
      <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false} name="login">
        <Form.Item
          label="Email"
          name="email"
          rules={[{ required: true, type: 'email', message: 'Enter your email address' }]}
        >
          <Input autoComplete="email" size="large" autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Enter your password' }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t(locale, 'nav.logIn')}
        </Button>
      </Form>
    </Modal>
  );
}
