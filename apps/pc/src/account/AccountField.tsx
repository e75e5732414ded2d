import type { Locale } from '@storefront/state';
import { type AccountFormMessageKey, accountFormText } from '@storefront/ui-shared';
import {
  accountInputId,
  type AccountFieldProps as SharedFieldProps,
} from '@storefront/ui-shared/react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';

/** Texts of the account forms bound to a locale. */
export const accountTextOf =
  (locale: Locale) => (key: AccountFormMessageKey, params?: Record<string, string | number>) =>
    accountFormText(locale, key, params);

interface AccountFieldProps<Field extends string> extends SharedFieldProps<Field> {
  autoFocus?: boolean;
}

/**
 * One field of the shared account controllers in antd's look: the value and the problem (under
 * the field, red) are the controller's; antd's Form only lays it out.
 */
export function AccountField<Field extends string>({
  form,
  field,
  label,
  kind = 'text',
  autoComplete,
  autoFocus,
  hint,
  maxLength,
}: AccountFieldProps<Field>) {
  const error = form.errors[field];
  const common = {
    id: accountInputId(field),
    name: field,
    size: 'large' as const,
    value: form.values[field],
    autoComplete,
    autoFocus,
    maxLength,
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => form.setField(field, event.target.value),
  };
  return (
    <Form.Item
      label={label}
      htmlFor={common.id}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={error ? undefined : hint}
    >
      {kind === 'password' ? (
        <Input.Password {...common} />
      ) : (
        <Input
          {...common}
          type={kind === 'email' ? 'email' : 'text'}
          inputMode={kind === 'code' ? 'numeric' : undefined}
          className={kind === 'code' ? 'pc-code-input' : undefined}
        />
      )}
    </Form.Item>
  );
}

/** The message of a whole form (a refusal that names no field), or the success notice. */
export function FormMessage({ text, tone }: { text: string | null; tone: 'error' | 'success' }) {
  if (!text) return null;
  return (
    <p
      className={tone === 'error' ? 'pc-form-error' : 'pc-form-success'}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {text}
    </p>
  );
}
