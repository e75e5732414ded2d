import type { AccountField } from '@storefront/api-client/contract';
import type { Locale } from '../locale';
import { t } from '../messages';

/** What the customer typed, by account field key. */
export type AccountValues = Record<string, string>;

/** Why a value was refused; the message says it in the customer's language. */
export type AccountProblem = 'required' | 'option' | 'pattern' | 'email' | 'number' | 'url';

export interface AccountFieldError {
  problem: AccountProblem;
  message: string;
}

export interface AccountCheck {
  /** True when every field passed. */
  valid: boolean;
  /** One error per refused field, by field key. */
  errors: Record<string, AccountFieldError>;
  /** The trimmed values of the game's own fields (blank optional fields left out): what to send. */
  values: AccountValues;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;
const HTTPS_URL = /^https:\/\/\S+$/;

/**
 * Whether `value` matches the field's pattern as a whole, the way the API checks it (`^(?:p)$`, `u`).
 * A pattern this browser cannot compile is left to the server.
 */
function matchesPattern(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

function problemOf(field: AccountField, value: string): AccountProblem | null {
  if (value === '') return field.required ? 'required' : null;
  if (field.options && !field.options.some((option) => option.value === value)) return 'option';
  if (field.kind === 'email' && !EMAIL.test(value)) return 'email';
  if (field.kind === 'number' && !DIGITS.test(value)) return 'number';
  if (field.pattern !== null && !matchesPattern(field.pattern, value)) {
    return field.kind === 'url' && !HTTPS_URL.test(value) ? 'url' : 'pattern';
  }
  return null;
}

function messageOf(field: AccountField, problem: AccountProblem, locale: Locale): string {
  const params = { field: field.label };
  if (problem === 'pattern') {
    return field.placeholder
      ? t(locale, 'product.validation.pattern', { ...params, example: field.placeholder })
      : t(locale, 'product.validation.format', params);
  }
  return t(locale, `product.validation.${problem}` as const, params);
}

/** The error of one field's value (for checking as the customer leaves the field), or null. */
export function validateAccountField(
  field: AccountField,
  value: string | undefined,
  locale: Locale,
): AccountFieldError | null {
  const problem = problemOf(field, (value ?? '').trim());
  return problem ? { problem, message: messageOf(field, problem, locale) } : null;
}

/**
 * Checks the values against the game's account fields as the API will (required, select options,
 * email and digits kinds, whole-value pattern), so the customer sees every problem before sending.
 */
export function validateAccount(
  fields: readonly AccountField[],
  values: Readonly<AccountValues>,
  locale: Locale,
): AccountCheck {
  const errors: Record<string, AccountFieldError> = {};
  const clean: AccountValues = {};
  for (const field of fields) {
    const value = (Object.hasOwn(values, field.key) ? values[field.key] : undefined)?.trim() ?? '';
    const error = validateAccountField(field, value, locale);
    if (error) errors[field.key] = error;
    else if (value !== '') clean[field.key] = value;
  }
  return { valid: Object.keys(errors).length === 0, errors, values: clean };
}

/** The field a Links game's top-up link goes in (kind `url`), if the game has one. */
export function linkField(fields: readonly AccountField[]): AccountField | undefined {
  return fields.find((field) => field.kind === 'url');
}

/**
 * The account field an API error is about (a 422 from the check, the cart or the order names it in
 * the envelope's `data.field`), so its message can show beside that field; undefined otherwise.
 */
export function fieldOfError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const body = (error as { data?: unknown }).data;
  if (typeof body !== 'object' || body === null) return undefined;
  const details = (body as { data?: unknown }).data;
  if (typeof details !== 'object' || details === null) return undefined;
  const { field } = details as { field?: unknown };
  return typeof field === 'string' ? field : undefined;
}
