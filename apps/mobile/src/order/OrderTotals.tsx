import type { Order } from '@storefront/api-client/contract';
import { formatMoney, type Locale, t } from '@storefront/ui-shared';

/** Subtotal, discount, the payment channel with its fee, total and, once paid, how it was paid. */
export function OrderTotals({ order, locale }: { order: Order; locale: Locale }) {
  return (
    <dl className="summary-card">
      <div className="summary-card__row">
        <dt>{t(locale, 'product.order.subtotal')}</dt>
        <dd>{formatMoney(order.subtotal, locale)}</dd>
      </div>
      {order.discount.amount > 0 && (
        <div className="summary-card__row">
          <dt>{t(locale, 'product.order.discount')}</dt>
          <dd>−{formatMoney(order.discount, locale)}</dd>
        </div>
      )}
      {order.channel && (
        <div className="summary-card__row">
          <dt>{order.channel.name}</dt>
          <dd data-testid="order-channel" data-channel={order.channel.id}>
            {order.channel.fee.amount > 0
              ? `+${formatMoney(order.channel.fee, locale)}`
              : t(locale, 'channels.noFee')}
          </dd>
        </div>
      )}
      {order.paymentMethod && order.status !== 'unpaid' && (
        <div className="summary-card__row">
          <dt>{t(locale, 'checkout.paymentMethod')}</dt>
          <dd data-testid="payment-method">
            {t(locale, `checkout.method.${order.paymentMethod}`)}
          </dd>
        </div>
      )}
      <div className="summary-card__row summary-card__row--total">
        <dt>{t(locale, 'product.order.total')}</dt>
        <dd data-testid="order-total">{formatMoney(order.total, locale)}</dd>
      </div>
    </dl>
  );
}
