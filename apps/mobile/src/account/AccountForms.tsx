import { type Locale, t } from '@storefront/ui-shared';
import { useEffect, useState } from 'react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { Form } from 'react-vant/es/form/index.js';
import 'react-vant/es/form/style/index.css';
import { mt } from '../i18n/messages';

/** What the API accepts (`RegisterRequest`): the form says it before the server has to. */
const PASSWORD_MIN_LENGTH = 8;
const NICKNAME_MIN_LENGTH = 2;
const NICKNAME_MAX_LENGTH = 40;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  nickname: string;
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

function emailRules(locale: Locale) {
  return [
    { required: true, message: t(locale, 'account.emailRequired') },
    { pattern: EMAIL_PATTERN, message: t(locale, 'account.emailInvalid') },
  ];
}

export function LoginForm({ locale, submitting, onSubmit }: FormProps<Credentials>) {
  const [form] = Form.useForm<Credentials>();
  const hydrated = useHydrated();
  return (
    <Form
      className="login-form"
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
      <Form.Item name="email" label={t(locale, 'account.email')} rules={emailRules(locale)}>
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
      <Form.Item
        name="password"
        label={t(locale, 'account.password')}
        rules={[{ required: true, message: t(locale, 'account.passwordRequired') }]}
      >
        <input
          className="account-input"
          readOnly={!hydrated}
          name="password"
          aria-label={t(locale, 'account.password')}
          type="password"
          autoComplete="current-password"
          placeholder={mt(locale, 'passwordPlaceholder')}
        />
      </Form.Item>
    </Form>
  );
}

export function RegisterForm({ locale, submitting, onSubmit }: FormProps<Registration>) {
  const [form] = Form.useForm<Registration>();
  const hydrated = useHydrated();
  const passwordRule = t(locale, 'account.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  const nicknameRule = t(locale, 'account.nicknameRequired', {
    min: NICKNAME_MIN_LENGTH,
    max: NICKNAME_MAX_LENGTH,
  });
  return (
    <Form
      className="login-form"
      form={form}
      initialValues={{ nickname: '', email: '', password: '' }}
      onFinish={({ email, password, nickname }: Registration) =>
        onSubmit({ email: email.trim(), password, nickname: nickname.trim() })
      }
      footer={
        <SubmitButton
          label={t(locale, 'account.register')}
          submitting={submitting}
          hydrated={hydrated}
        />
      }
    >
      <Form.Item
        name="nickname"
        label={t(locale, 'account.nickname')}
        rules={[
          { required: true, whitespace: true, message: nicknameRule },
          {
            validator: (_rule: unknown, value: string | undefined) => {
              // Empty is the `required` rule's to say.
              const length = value?.trim().length ?? 0;
              return length === 0 ||
                (length >= NICKNAME_MIN_LENGTH && length <= NICKNAME_MAX_LENGTH)
                ? Promise.resolve()
                : Promise.reject(new Error(nicknameRule));
            },
          },
        ]}
      >
        <input
          className="account-input"
          readOnly={!hydrated}
          name="nickname"
          aria-label={t(locale, 'account.nickname')}
          autoComplete="nickname"
          maxLength={NICKNAME_MAX_LENGTH}
        />
      </Form.Item>
      <Form.Item name="email" label={t(locale, 'account.email')} rules={emailRules(locale)}>
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
      <Form.Item
        name="password"
        label={t(locale, 'account.password')}
        rules={[
          { required: true, message: t(locale, 'account.passwordRequired') },
          { min: PASSWORD_MIN_LENGTH, message: passwordRule },
        ]}
      >
        <input
          className="account-input"
          readOnly={!hydrated}
          name="password"
          aria-label={t(locale, 'account.password')}
          type="password"
          autoComplete="new-password"
          placeholder={passwordRule}
        />
      </Form.Item>
    </Form>
  );
}
