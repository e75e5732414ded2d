import type { AccountValues, Money } from '@storefront/api-client/contract';
import { formatMoney, type Locale, t } from '@storefront/ui-shared';
import type { ReactNode } from 'react';

export interface LineItemProps {
  icon: string;
  gameTitle: string;
  packTitle: string;
  /** As the server returns it: secret values are already masked. */
  account: AccountValues;
  quantity: number;
  unitPrice: Money;
  subtotal: Money;
  locale: Locale;
  /** Shown under the pack in red (e.g. the pack sold out since). */
  warning?: ReactNode;
}

/** One line of the cart or an order: the game, the pack, whose account, quantity and price. */
export function LineItem({
  icon,
  gameTitle,
  packTitle,
  account,
  quantity,
  unitPrice,
  subtotal,
  locale,
  warning,
}: LineItemProps) {
  const accountText = Object.entries(account)
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ');
  return (
    <li className="line-item" data-testid="line-item">
      <img className="line-item__icon" src={icon} alt="" width={56} height={56} loading="lazy" />
      <div className="line-item__body">
        <span className="line-item__game">{gameTitle}</span>
        <span className="line-item__pack">{packTitle}</span>
        {accountText && <p className="line-item__account">{accountText}</p>}
        {warning && <span className="line-item__warning">{warning}</span>}
      </div>
      <div className="line-item__price">
        <span className="line-item__subtotal">{formatMoney(subtotal, locale)}</span>
        <span>
          {t(locale, 'product.cart.quantity')} {quantity} × {formatMoney(unitPrice, locale)}
        </span>
      </div>
    </li>
  );
}
