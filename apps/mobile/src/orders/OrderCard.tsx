import type { OrderSummary } from '@storefront/api-client/contract';
import {
  formatDateTime,
  formatMoney,
  type Locale,
  orderDetailPath,
  orderSummaryText,
  t,
} from '@storefront/ui-shared';

/** One order of the list: what it bought, when, its status and total; the whole card opens it. */
export function OrderCard({ order, locale }: { order: OrderSummary; locale: Locale }) {
  return (
    <li className="order-card" data-testid="order-card">
      <a className="order-card__link" href={orderDetailPath('mobile', order.orderNo)}>
        <img
          className="line-item__icon"
          src={order.icon}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
        <span className="order-card__body">
          <span className="order-card__top">
            <span className="line-item__game">{order.gameTitle}</span>
            <span
              className={`order-status order-status--${order.status}`}
              data-testid="order-card-status"
            >
              {t(locale, `product.order.status.${order.status}`)}
            </span>
          </span>
          <span className="line-item__pack" data-testid="order-card-summary">
            {orderSummaryText(order, locale)}
          </span>
          <span className="order-card__meta">
            <span data-testid="order-card-no">{order.orderNo}</span>
            <span>{formatDateTime(order.createdAt, locale)}</span>
          </span>
          <span className="order-card__total" data-testid="order-card-total">
            {formatMoney(order.total, locale)}
          </span>
        </span>
      </a>
    </li>
  );
}
