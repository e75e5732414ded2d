import type { StoredAccountField } from '../../db/schema';
import { validateAccount } from '../id-check/account-fields';
import type { SecretBox } from './secrets';

/** What stands in for a secret value in every answer and in the plain `account` column. */
export const MASK = '******';

export interface StoredAccount {
  /** Every value, secret ones replaced by the mask: safe to answer and to log. */
  account: Record<string, string>;
  /** The secret values as sealed JSON, or null when there are none. */
  accountSecret: string | null;
  /** Keyed hash of all the values: equal for the same account. */
  accountHash: string;
}

/**
 * The account values a customer typed for a game, checked against the game's fields (a 422 names a
 * bad one) and split: secrets are sealed, the rest is kept as typed.
 */
export function storeAccount(
  fields: StoredAccountField[],
  values: Record<string, string>,
  box: SecretBox,
): StoredAccount {
  const clean = validateAccount(fields, values);
  const account: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(clean)) {
    const secret = fields.some((field) => field.key === key && field.secret);
    if (secret) secrets[key] = value;
    account[key] = secret ? MASK : value;
  }
  const canonical = JSON.stringify(Object.entries(clean).sort(([a], [b]) => a.localeCompare(b)));
  return {
    account,
    accountSecret: Object.keys(secrets).length > 0 ? box.seal(JSON.stringify(secrets)) : null,
    accountHash: box.hash(canonical),
  };
}

/** The full values again (for the supplier only): the stored ones with the secrets unsealed. */
export function openAccount(
  account: Record<string, string>,
  accountSecret: string | null,
  box: SecretBox,
): Record<string, string> {
  if (!accountSecret) return { ...account };
  return { ...account, ...(JSON.parse(box.open(accountSecret)) as Record<string, string>) };
}
