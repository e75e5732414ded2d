import type { AccountValues } from '@storefront/api-client/contract';

export const ITEM_ICON_SIZE = 56;

/** The account a line is for, as the API gives it back (secrets come masked). */
export function AccountSummary({ account }: { account: AccountValues }) {
  const entries = Object.entries(account);
  if (entries.length === 0) return null;
  return (
    <span className="pc-line__account" data-account>
      {entries.map(([key, value]) => (
        <span key={key}>
          <span className="pc-line__key">{key}</span> {value}
        </span>
      ))}
    </span>
  );
}
