import type { AccountField } from '@storefront/api-client/contract';
import {
  type AccountValues,
  fieldOfError,
  validateAccount,
  validateAccountField,
} from '@storefront/ui-shared';
import { useState } from 'react';
import { fieldId } from './AccountFields';
import { useText } from './text';

function focusField(key: string) {
  document.getElementById(fieldId(key))?.focus();
}

/** The account step's state: what was typed, the errors shown, and the checks before sending. */
export function useAccountForm(fields: readonly AccountField[]) {
  const { locale } = useText();
  const [values, setValues] = useState<AccountValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setError = (key: string, message: string | undefined) =>
    setErrors((previous) => {
      const { [key]: _, ...rest } = previous;
      return message ? { ...rest, [key]: message } : rest;
    });

  /** Shows the check's errors (all fields at once) and focuses the first refused field. */
  const showErrors = (found: Record<string, { message: string }>) => {
    setErrors(
      Object.fromEntries(Object.entries(found).map(([key, { message }]) => [key, message])),
    );
    const first = fields.find((field) => found[field.key]);
    if (first) focusField(first.key);
  };

  return {
    values,
    errors,
    change(key: string, value: string) {
      setValues((previous) => ({ ...previous, [key]: value }));
      setError(key, undefined);
    },
    /** Checks a field as the customer leaves it; an empty field is only refused on sending. */
    blur(key: string) {
      const field = fields.find((candidate) => candidate.key === key);
      const value = values[key] ?? '';
      if (!field || value.trim() === '') return;
      setError(key, validateAccountField(field, value, locale)?.message);
    },
    /** Every check passed: the values to send; else null, with the errors shown. */
    validate(): AccountValues | null {
      const check = validateAccount(fields, values, locale);
      showErrors(check.errors);
      return check.valid ? check.values : null;
    },
    /**
     * For "Check": the required fields are filled; the rest is the ID-check service's to judge,
     * so its own message shows. The trimmed non-empty values, or null with the missing ones shown.
     */
    filled(): AccountValues | null {
      const check = validateAccount(fields, values, locale);
      const missing = Object.fromEntries(
        Object.entries(check.errors).filter(([, error]) => error.problem === 'required'),
      );
      showErrors(missing);
      if (Object.keys(missing).length > 0) return null;
      return Object.fromEntries(
        Object.entries(values)
          .map(([key, value]) => [key, value.trim()] as const)
          .filter(([key, value]) => value !== '' && fields.some((field) => field.key === key)),
      );
    },
    /** Shows an API error under the field it names; false when it names none of these fields. */
    showServerError(error: unknown): boolean {
      const key = fieldOfError(error);
      if (!key || !fields.some((field) => field.key === key) || !(error instanceof Error)) {
        return false;
      }
      setError(key, error.message);
      focusField(key);
      return true;
    },
  };
}
