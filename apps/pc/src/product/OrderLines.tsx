import type { AccountValues } from '@storefront/api-client/contract';
import { accountEntries } from '@storefront/ui-shared';

export const ITEM_ICON_SIZE = 56;

/** The account a line is for, as the API gives it back (secrets come masked). */
export function AccountSummary({ account }: { account: AccountValues }) {
  const entries = accountEntries(account);
  if (entries.length === 0) return null;
  return (
    <span className="pc-line__account" data-account>
      {entries.map(({ key, label, value }) => (
        <span key={key}>
          <span className="pc-line__key">{label}</span> {value}
        </span>
      ))}
    </span>
  );
}
