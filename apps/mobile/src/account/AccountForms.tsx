import { type Locale, t } from '@storefront/ui-shared';
import { useEffect, useState } from 'react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { Form } from 'react-vant/es/form/index.js';
import 'react-vant/es/form/style/index.css';
import { mt } from '../i18n/messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Credentials {
  email: string;
  password: string;
}

interface FormProps<Values> {
  locale: Locale;
  submitting: boolean;
  onSubmit: (values: Values) => void;
}

/**
 * The forms work once the page is interactive: before that the browser would send the form itself
 * (the password in the address), and what was typed would not reach the form's state.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function SubmitButton({
  label,
  submitting,
  hydrated,
}: {
  label: string;
  submitting: boolean;
  hydrated: boolean;
}) {
  return (
    <Button
      nativeType="submit"
      type="primary"
      size="large"
      round
      block
      loading={submitting}
      disabled={!hydrated || submitting}
    >
      {label}
    </Button>
  );
}

function emailField(locale: Locale, hydrated: boolean) {
  const rules = [
    { required: true, message: t(locale, 'account.emailRequired') },
    { pattern: EMAIL_PATTERN, message: t(locale, 'account.emailInvalid') },
  ];
  return (
    <Form.Item name="email" label={t(locale, 'account.email')} rules={rules}>
      <input
        className="account-input"
        readOnly={!hydrated}
        name="email"
        aria-label={t(locale, 'account.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        placeholder={mt(locale, 'emailPlaceholder')}
      />
    </Form.Item>
  );
}

interface PasswordFieldOptions {
  rules: { required?: boolean; min?: number; message: string }[];
  autoComplete: 'current-password' | 'new-password';
  placeholder: string;
}

function passwordField(
  locale: Locale,
  hydrated: boolean,
  { rules, autoComplete, placeholder }: PasswordFieldOptions,
) {
  return (
    <Form.Item name="password" label={t(locale, 'account.password')} rules={rules}>
      <input
        className="account-input"
        readOnly={!hydrated}
        name="password"
        aria-label={t(locale, 'account.password')}
        type="password"
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}

export function LoginForm({ locale, submitting, onSubmit }: FormProps<Credentials>) {
  const [form] = Form.useForm<Credentials>();
  const hydrated = useHydrated();
  return (
    <Form
      className="login-form"
      aria-label={t(locale, 'account.logIn')}
      form={form}
      initialValues={{ email: '', password: '' }}
      onFinish={({ email, password }: Credentials) => onSubmit({ email: email.trim(), password })}
      footer={
        <SubmitButton
          label={t(locale, 'account.logIn')}
          submitting={submitting}
          hydrated={hydrated}
        />
      }
    >
      {emailField(locale, hydrated)}
      {passwordField(locale, hydrated, {
        rules: [{ required: true, message: t(locale, 'account.passwordRequired') }],
        autoComplete: 'current-password',
        placeholder: mt(locale, 'passwordPlaceholder'),
      })}
    </Form>
  );
}
