import type { StoredAccountField } from '../../db/schema';
import { AppError } from '../../http/errors';

/** A pattern from the game's data must match the whole value, whatever anchors it has. */
function matchesWhole(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'u').test(value);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The account values a game needs, checked against its fields: required, pattern, options. Returns
 * the trimmed values of the game's own fields (anything else is dropped); a bad value is a 422 that
 * names the field in the request's language.
 */
export function validateAccount(
  fields: StoredAccountField[],
  values: Record<string, string>,
): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const field of fields) {
    const value = (Object.hasOwn(values, field.key) ? values[field.key] : undefined)?.trim() ?? '';
    const data = { field: field.key };
    if (value === '') {
      if (field.required)
        throw new AppError(422, 'idCheck.required', { field: field.label }, { data });
      continue;
    }
    if (field.options && !field.options.some((option) => option.value === value)) {
      throw new AppError(422, 'idCheck.option', { field: field.label }, { data });
    }
    const valid =
      (field.pattern === null || matchesWhole(field.pattern, value)) &&
      (field.kind !== 'email' || EMAIL.test(value)) &&
      (field.kind !== 'number' || /^\d+$/.test(value));
    if (!valid) throw new AppError(422, 'idCheck.invalid', { field: field.label }, { data });
    clean[field.key] = value;
  }
  return clean;
}
