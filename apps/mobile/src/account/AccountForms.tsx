import type { Locale } from '@storefront/ui-shared';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { Form } from 'react-vant/es/form/index.js';
import 'react-vant/es/form/style/index.css';
import { Input } from 'react-vant/es/input/index.js';
import 'react-vant/es/input/style/index.css';
import { mt } from '../i18n/messages';
import { ct } from '../i18n/checkout-messages';

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

function SubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <Button
      nativeType="submit"
      type="primary"
      size="large"
      round
      block
      loading={submitting}
      disabled={submitting}
    >
      {label}
    </Button>
  );
}

function emailRules(locale: Locale) {
  return [
    { required: true, message: mt(locale, 'emailRequired') },
    { pattern: EMAIL_PATTERN, message: ct(locale, 'emailInvalid') },
  ];
}

export function LoginForm({ locale, submitting, onSubmit }: FormProps<Credentials>) {
  const [form] = Form.useForm<Credentials>();
  return (
    <Form
      className="login-form"
      form={form}
      onFinish={({ email, password }: Credentials) => onSubmit({ email: email.trim(), password })}
      footer={<SubmitButton label={mt(locale, 'loginSubmit')} submitting={submitting} />}
    >
      <Form.Item name="email" label={mt(locale, 'email')} rules={emailRules(locale)}>
        <Input
          name="email"
          type="email"
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
  );
}

export function RegisterForm({ locale, submitting, onSubmit }: FormProps<Registration>) {
  const [form] = Form.useForm<Registration>();
  return (
    <Form
      className="login-form"
      form={form}
      onFinish={({ email, password, nickname }: Registration) =>
        onSubmit({ email: email.trim(), password, nickname: nickname.trim() })
      }
      footer={<SubmitButton label={ct(locale, 'registerSubmit')} submitting={submitting} />}
    >
      <Form.Item
        name="nickname"
        label={ct(locale, 'nickname')}
        rules={[
          { required: true, message: ct(locale, 'nicknameRequired') },
          {
            validator: (_rule: unknown, value: string | undefined) => {
              const length = value?.trim().length ?? 0;
              return length >= NICKNAME_MIN_LENGTH && length <= NICKNAME_MAX_LENGTH
                ? Promise.resolve()
                : Promise.reject(new Error(ct(locale, 'nicknameLength')));
            },
          },
        ]}
      >
        <Input
          name="nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX_LENGTH}
          placeholder={ct(locale, 'nicknamePlaceholder')}
        />
      </Form.Item>
      <Form.Item name="email" label={mt(locale, 'email')} rules={emailRules(locale)}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          placeholder={mt(locale, 'emailPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={mt(locale, 'password')}
        rules={[
          { required: true, message: mt(locale, 'passwordRequired') },
          { min: PASSWORD_MIN_LENGTH, message: ct(locale, 'passwordTooShort') },
        ]}
      >
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={ct(locale, 'newPasswordPlaceholder')}
        />
      </Form.Item>
    </Form>
  );
}
