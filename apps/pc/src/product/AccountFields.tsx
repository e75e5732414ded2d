import type { AccountField } from '@storefront/api-client/contract';
import { accountFieldId, type PurchaseAccount } from '@storefront/ui-shared/react';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useText } from '../app/text';
import { EyeIcon } from './icons';

const errorId = (key: string) => `account-${key}-error`;

export interface AccountFieldsProps {
  account: PurchaseAccount;
}

/** The account fields a game needs, each with its label, example and error. */
export function AccountFields({ account }: AccountFieldsProps) {
  const { fields, values, errors, change: onChange, blur: onBlur } = account;
  return (
    <div className="pc-account__fields">
      {fields.map((field) => (
        <div className="pc-field" key={field.key} data-field={field.key}>
          <label className="pc-field__label" htmlFor={accountFieldId(field.key)}>
            {field.label}
            {field.required && (
              <span className="pc-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </label>
          <FieldInput
            field={field}
            value={values[field.key] ?? ''}
            error={errors[field.key]}
            onChange={(value) => onChange(field.key, value)}
            onBlur={() => onBlur(field.key)}
          />
          {errors[field.key] && (
            <p className="pc-field__error" id={errorId(field.key)} role="alert">
              {errors[field.key]}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}

function FieldInput({
  field,
  value,
  error,
  onChange,
  onBlur,
}: {
  field: AccountField;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const { tr } = useText();
  const [revealed, setRevealed] = useState(false);
  const common = {
    id: accountFieldId(field.key),
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(field.key) : undefined,
    'aria-required': field.required || undefined,
    size: 'large' as const,
  };
  if (field.options) {
    return (
      <Select
        {...common}
        value={value || undefined}
        placeholder={field.placeholder ?? tr('product.selectPlaceholder', { field: field.label })}
        options={field.options}
        onChange={(next: string) => onChange(next)}
        onBlur={onBlur}
      />
    );
  }
  const secret = field.secret || field.kind === 'password';
  return (
    <Input
      {...common}
      name={field.key}
      value={value}
      placeholder={field.placeholder ?? undefined}
      type={secret && !revealed ? 'password' : field.kind === 'url' ? 'url' : 'text'}
      inputMode={field.kind === 'number' ? 'numeric' : undefined}
      autoComplete={secret ? 'off' : field.kind === 'email' ? 'email' : 'off'}
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      suffix={
        secret ? (
          <button
            type="button"
            className="pc-field__reveal"
            aria-label={tr(revealed ? 'product.hidePassword' : 'product.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed(!revealed)}
          >
            <EyeIcon crossed={revealed} />
          </button>
        ) : undefined
      }
    />
  );
}
