import type { BalanceLogEntry } from '@storefront/api-client/contract';
import {
  formatDateTime,
  formatMoney,
  type Locale,
  orderDetailPath,
  orderOfEntry,
  t,
} from '@storefront/ui-shared';

/** One balance change: its type and time, the order it belongs to, the signed amount and after. */
export function BalanceEntryRow({ entry, locale }: { entry: BalanceLogEntry; locale: Locale }) {
  const money = (amount: number) =>
    formatMoney({ amount, currencyCode: entry.currencyCode, decimals: entry.decimals }, locale);
  const orderNo = orderOfEntry(entry);
  const sign = entry.amount > 0 ? '+' : entry.amount < 0 ? '−' : '';
  return (
    <li className="balance-entry" data-testid="balance-entry">
      <div className="balance-entry__main">
        <span className="balance-entry__type">{t(locale, `wallet.type.${entry.type}`)}</span>
        <span className="balance-entry__time">{formatDateTime(entry.createdAt, locale)}</span>
        {orderNo ? (
          <a
            className="balance-entry__order"
            href={orderDetailPath('mobile', orderNo)}
            data-testid="balance-entry-order"
          >
            {orderNo}
          </a>
        ) : (
          entry.orderNo && <span className="balance-entry__reference">{entry.orderNo}</span>
        )}
        {entry.remark && !(entry.orderNo && entry.remark.includes(entry.orderNo)) && (
          <span className="balance-entry__remark">{entry.remark}</span>
        )}
      </div>
      <div className="balance-entry__money">
        <span
          className={`balance-entry__amount balance-entry__amount--${entry.amount < 0 ? 'out' : 'in'}`}
          data-testid="balance-entry-amount"
        >
          {sign}
          {money(Math.abs(entry.amount))}
        </span>
        <span className="balance-entry__after">
          {t(locale, 'wallet.balanceAfter')} {money(entry.balanceAfter)}
        </span>
      </div>
    </li>
  );
}
