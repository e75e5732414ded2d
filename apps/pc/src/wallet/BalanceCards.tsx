import type { UserBalance } from '@storefront/api-client/contract';
import { formatMoney, heldBalances } from '@storefront/ui-shared';
import { useText } from '../app/text';
import './wallet.css';

/** The user's balance in each currency holding money, one card each. */
export function BalanceCards({ balances }: { balances: readonly UserBalance[] }) {
  const { locale, tr } = useText();
  const held = heldBalances(balances);
  if (held.length === 0) return <p className="pc-balances__none">{tr('account.noBalances')}</p>;
  return (
    <ul className="pc-balances" aria-label={tr('wallet.balances')}>
      {held.map((balance) => (
        <li key={balance.currencyId} className="pc-balance" data-balance={balance.currencyCode}>
          <span className="pc-balance__code">{balance.currencyCode}</span>
          <strong className="pc-balance__amount">
            {formatMoney({ ...balance, amount: balance.balance }, locale)}
          </strong>
        </li>
      ))}
    </ul>
  );
}

export function BalanceCardsSkeleton() {
  return (
    <ul className="pc-balances" aria-hidden="true" data-skeleton>
      {[0, 1, 2].map((index) => (
        <li key={index} className="pc-balance pc-skeleton" />
      ))}
    </ul>
  );
}
