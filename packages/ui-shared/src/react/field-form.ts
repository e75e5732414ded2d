import { isApiError } from '@storefront/api-client';
import { useState } from 'react';
import type { AccountFieldSpec } from '../account/fields';
import type { FieldProblems, FieldValues } from '../account/forms';
import { fieldOfError } from '../product/account';

/** The id of an account form's input in both apps (`account-form-newPassword`): refusals focus it. */
export const accountInputId = (field: string) => `account-form-${field}`;

/** What both apps' account field takes: the form it belongs to, its name, then its spec. */
export interface AccountFieldProps<Field extends string>
  extends Omit<AccountFieldSpec, 'autoComplete'> {
  form: Pick<FieldForm<Field>, 'values' | 'errors' | 'setField'>;
  field: Field;
  autoComplete?: string;
}

/** An API refusal's bad fields: each issue's path and what is wrong (`data.issues`), or `data.field`. */
function refusedFields(error: unknown): { path: string; message: string }[] {
  if (!isApiError(error)) return [];
  const details = (error.data as { data?: unknown } | null)?.data;
  const issues = (details as { issues?: unknown } | null | undefined)?.issues;
  if (Array.isArray(issues)) {
    return issues.flatMap((issue: { path?: unknown; message?: unknown }) =>
      typeof issue?.path === 'string' && typeof issue.message === 'string'
        ? [{ path: issue.path, message: sentence(issue.message) }]
        : [],
    );
  }
  const field = fieldOfError(error);
  return field ? [{ path: field, message: error.message }] : [];
}

/** The API refused `field` (its issues or `data.field` name it). */
export const namesField = (error: unknown, field: string): boolean =>
  refusedFields(error).some(({ path }) => path === field);

/** The API words an issue as the end of `field: what is wrong`; shown alone, it starts a sentence. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function focusInput(field: string) {
  if (typeof document !== 'undefined') document.getElementById(accountInputId(field))?.focus();
}

/**
 * A small form of text fields, kit-free: what was typed, the problem shown under each field, and
 * one message for the whole form (a refusal that names none of its fields). Typing into a field
 * clears its problem and the form's message.
 */
export function useFieldForm<Field extends string>(initial: FieldValues<Field>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldProblems<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const fields = Object.keys(initial) as Field[];

  /** Shows `problems` (all at once) and focuses the first refused field; true when there are none. */
  const check = (problems: FieldProblems<Field>): boolean => {
    setErrors(problems);
    setFormError(null);
    const first = fields.find((field) => problems[field]);
    if (first) focusInput(first);
    return first === undefined;
  };

  return {
    values,
    errors,
    formError,
    /** True while the checks before sending run (the password policy loads its dictionary). */
    checking,
    setField(field: Field, value: string) {
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => {
        const { [field]: _, ...rest } = previous;
        return rest as FieldProblems<Field>;
      });
      setFormError(null);
    },
    check,
    /** `check` once the checks that take a while (the password policy) have answered. */
    async checkAsync(problems: Promise<FieldProblems<Field>>): Promise<boolean> {
      setChecking(true);
      try {
        return check(await problems);
      } finally {
        setChecking(false);
      }
    },
    /**
     * Shows an API refusal under the fields it names (the server's words, e.g. the password
     * policy's), or, naming none of these fields, as the form's message.
     */
    showFailure(error: unknown) {
      const refused = refusedFields(error).filter(({ path }) => fields.includes(path as Field));
      if (refused.length === 0) {
        setFormError(error instanceof Error ? error.message : String(error));
        return;
      }
      setErrors((previous) => ({
        ...previous,
        ...Object.fromEntries(refused.map(({ path, message }) => [path, message])),
      }));
      focusInput(refused[0]?.path ?? '');
    },
    reset() {
      setValues(initial);
      setErrors({});
      setFormError(null);
    },
  };
}

export type FieldForm<Field extends string> = ReturnType<typeof useFieldForm<Field>>;
