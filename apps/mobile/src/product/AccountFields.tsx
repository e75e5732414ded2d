import type { AccountField } from '@storefront/api-client/contract';
import { type Locale, t } from '@storefront/ui-shared';
import { accountFieldId, type PurchaseAccount } from '@storefront/ui-shared/react';

export interface AccountFieldsProps {
  account: PurchaseAccount;
  locale: Locale;
}

const INPUT_TYPES: Record<AccountField['kind'], string> = {
  text: 'text',
  number: 'text',
  select: 'text',
  url: 'url',
  email: 'email',
  password: 'password',
};

/** The account fields a game needs: a native select for choices (the phone's picker), else inputs. */
export function AccountFields({ account, locale }: AccountFieldsProps) {
  const { fields, values, errors, change: onChange, blur: onBlur } = account;
  return (
    <>
      {fields.map((field) => {
        const id = accountFieldId(field.key);
        const error = errors[field.key];
        const common = {
          id,
          name: field.key,
          className: 'account-field__control',
          value: values[field.key] ?? '',
          required: field.required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          'data-testid': `account-${field.key}`,
          onBlur: () => onBlur(field.key),
        } as const;
        return (
          <div className="account-field" key={field.key}>
            <label className="account-field__label" htmlFor={id}>
              {field.label}
              {field.required && (
                <span className="account-field__required" aria-hidden="true">
                  *
                </span>
              )}
            </label>
            {field.options ? (
              <select {...common} onChange={(event) => onChange(field.key, event.target.value)}>
                <option value="">
                  {t(locale, 'product.selectPlaceholder', { field: field.label })}
                </option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.secret ? 'password' : INPUT_TYPES[field.kind]}
                inputMode={field.kind === 'number' ? 'numeric' : undefined}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder={field.placeholder ?? undefined}
                onChange={(event) => onChange(field.key, event.target.value)}
              />
            )}
            {error && (
              <p className="account-field__error" id={`${id}-error`} role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
