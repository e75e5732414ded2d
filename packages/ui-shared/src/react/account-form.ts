import type { AccountField } from '@storefront/api-client/contract';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { Locale } from '../locale';
import {
  type AccountValues,
  fieldOfError,
  validateAccount,
  validateAccountField,
} from '../product/account';

/** The id of an account field's input, in both apps: the form focuses a refused field by it. */
export const accountFieldId = (key: string) => `account-${key}`;

function focusField(key: string) {
  document.getElementById(accountFieldId(key))?.focus();
}

/** What the fields' inputs hold, by key: the non-empty ones. */
function typedInto(fields: readonly AccountField[]): AccountValues {
  const typed: AccountValues = {};
  for (const { key } of fields) {
    const element = document.getElementById(accountFieldId(key));
    const value = element && 'value' in element ? String(element.value) : '';
    if (value !== '') typed[key] = value;
  }
  return typed;
}

/**
 * A customer may type before the page has hydrated: React leaves what the inputs hold but does not
 * know it, and the next render would clear it. Taken in once mounted; what React knows comes first.
 */
function useTypedBeforeHydration(
  fields: readonly AccountField[],
  setValues: Dispatch<SetStateAction<AccountValues>>,
) {
  useEffect(() => {
    const typed = Object.entries(typedInto(fields));
    if (typed.length === 0) return;
    setValues((previous) => {
      const unknown = typed.filter(([key]) => !(key in previous));
      return unknown.length === 0 ? previous : { ...Object.fromEntries(unknown), ...previous };
    });
  }, [fields, setValues]);
}

/**
 * The account step of a product page, in both apps: what was typed, the errors shown beside each
 * field, and the checks before anything is sent (the values sent are always trimmed and checked).
 */
export function useAccountForm(fields: readonly AccountField[], locale: Locale) {
  const [values, setValues] = useState<AccountValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useTypedBeforeHydration(fields, setValues);

  /** Shows `message` beside the field `key`, or clears it. */
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
    setError,
    change(key: string, value: string) {
      setValues((previous) => ({ ...previous, [key]: value }));
      setError(key, undefined);
    },
    /** Fills the fields nothing was typed into yet (a remembered player). */
    prefill(remembered: AccountValues) {
      setValues((previous) => ({ ...remembered, ...previous }));
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

export type AccountForm = ReturnType<typeof useAccountForm>;
