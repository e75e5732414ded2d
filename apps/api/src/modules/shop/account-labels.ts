import type { AccountLabel } from '@storefront/api-client/contract';
import type { StoredAccountField, StoredAccountLabel } from '../../db/schema';
import type { Locale } from '../../i18n/messages';

/**
 * The labels of the fields `account` fills, as the catalogue has them now: an order line stores
 * them so that a later change of the game's fields does not rewrite what the customer bought.
 */
export function snapshotLabels(
  fields: readonly StoredAccountField[],
  account: Readonly<Record<string, string>>,
): StoredAccountLabel[] {
  return fields
    .filter((field) => Object.hasOwn(account, field.key))
    .map(({ key, label, options }) => ({ key, label, options }));
}

/** Each account value's field label and, for a choice, the chosen option's label in `locale`. */
export function accountLabels(
  labels: readonly StoredAccountLabel[],
  account: Readonly<Record<string, string>>,
  locale: Locale,
): AccountLabel[] {
  return labels
    .filter((field) => Object.hasOwn(account, field.key))
    .map((field) => ({
      key: field.key,
      label: field.label[locale],
      value:
        field.options?.find((option) => option.value === account[field.key])?.label[locale] ?? null,
    }));
}
