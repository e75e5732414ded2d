import type { UserBalance } from '@storefront/api-client/contract';
import { formatMoney, heldBalances, type Locale, t } from '@storefront/ui-shared';
import './wallet-balances.css';

/** One card per currency the user holds money in, in that currency's own format. */
export function BalanceCards({
  balances,
  locale,
}: {
  balances: readonly UserBalance[];
  locale: Locale;
}) {
  const held = heldBalances(balances);
  if (held.length === 0) {
    return <p className="balance-cards__none">{t(locale, 'account.noBalances')}</p>;
  }
  return (
    <ul className="balance-cards" data-testid="balances">
      {held.map((entry) => (
        <li
          key={entry.currencyId}
          className="balance-card"
          data-testid={`balance-${entry.currencyCode}`}
        >
          <span className="balance-card__code">{entry.currencyCode}</span>
          <span className="balance-card__amount price">
            {formatMoney(
              { amount: entry.balance, currencyCode: entry.currencyCode, decimals: entry.decimals },
              locale,
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
