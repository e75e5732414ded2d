import { type AccountLine, accountEntries } from '@storefront/ui-shared';

export const ITEM_ICON_SIZE = 56;

/** The account a line is for, as the API gives it back (secrets come masked). */
export function AccountSummary({ line }: { line: AccountLine }) {
  const entries = accountEntries(line);
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
