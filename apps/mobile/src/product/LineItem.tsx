import { ShareO } from '@react-vant/icons';
import type { AccountValues, Money } from '@storefront/api-client/contract';
import { formatMoney, type Locale, t } from '@storefront/ui-shared';
import type { ReactNode } from 'react';

/** Account values as the server returns them (secrets already masked), on one line. */
export function accountSummary(account: AccountValues): string {
  return Object.entries(account)
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ');
}

export interface LineItemProps {
  /** The game's icon; null for a top-up link. */
  icon: string | null;
  gameTitle: string;
  packTitle: string;
  /** Whose account it is for, or the link it pays. */
  details: string;
  /** The player's nickname the ID-check service gave (order lines), shown under the account. */
  nickname?: string | null;
  quantity: number;
  unitPrice: Money;
  subtotal: Money;
  locale: Locale;
  /** Shown under the pack in red (e.g. the pack sold out since). */
  warning?: ReactNode;
  /** Buttons under the line (e.g. remove and pay a saved link). */
  actions?: ReactNode;
  /** Shown under the line, full width (e.g. voucher codes). */
  children?: ReactNode;
}

/** One line of the cart or an order: the game, the pack, whose account, quantity and price. */
export function LineItem({
  icon,
  gameTitle,
  packTitle,
  details,
  nickname,
  quantity,
  unitPrice,
  subtotal,
  locale,
  warning,
  actions,
  children,
}: LineItemProps) {
  return (
    <li className="line-item" data-testid="line-item">
      {icon ? (
        <img className="line-item__icon" src={icon} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="line-item__icon line-item__icon--link" aria-hidden="true">
          <ShareO />
        </span>
      )}
      <div className="line-item__body">
        <span className="line-item__game">{gameTitle}</span>
        <span className="line-item__pack">{packTitle}</span>
        {details && <p className="line-item__account">{details}</p>}
        {nickname && (
          <p className="line-item__nickname" data-nickname>
            {t(locale, 'product.nickname', { nickname })}
          </p>
        )}
        {warning && <span className="line-item__warning">{warning}</span>}
      </div>
      <div className="line-item__price">
        <span className="line-item__subtotal">{formatMoney(subtotal, locale)}</span>
        <span>
          {t(locale, 'product.cart.quantity')} {quantity} × {formatMoney(unitPrice, locale)}
        </span>
      </div>
      {children}
      {actions && <div className="line-item__actions">{actions}</div>}
    </li>
  );
}
