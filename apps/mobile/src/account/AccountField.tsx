import {
  accountInputId,
  type AccountFieldProps as SharedFieldProps,
} from '@storefront/ui-shared/react';
import { useEffect, useState } from 'react';

interface AccountFieldProps<Field extends string> extends SharedFieldProps<Field> {
  placeholder?: string;
}

/**
 * A field of the shared account controllers: its label above, the value and the problem (red,
 * under it) the controller's. Read-only until the page is interactive: before that the browser
 * would send the form itself (the password in the address).
 */
export function AccountField<Field extends string>({
  form,
  field,
  label,
  kind = 'text',
  autoComplete,
  placeholder,
  hint,
  maxLength,
}: AccountFieldProps<Field>) {
  const hydrated = useHydrated();
  const error = form.errors[field];
  const id = accountInputId(field);
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={field}
        className={
          kind === 'code'
            ? 'account-field__input account-field__input--code'
            : 'account-field__input'
        }
        type={kind === 'code' ? 'text' : kind}
        inputMode={kind === 'code' ? 'numeric' : undefined}
        autoCapitalize={kind === 'text' ? undefined : 'none'}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        readOnly={!hydrated}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        value={form.values[field]}
        onChange={(event) => form.setField(field, event.target.value)}
      />
      {(error || hint) && (
        <span
          id={`${id}-note`}
          className={
            error ? 'account-field__note account-field__note--error' : 'account-field__note'
          }
        >
          {error ?? hint}
        </span>
      )}
    </div>
  );
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The message of a whole form (a refusal that names no field), or a success notice. */
export function FormMessage({ text, tone }: { text: string | null; tone: 'error' | 'success' }) {
  if (!text) return null;
  return (
    <p
      className={`account-message account-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {text}
    </p>
  );
}
