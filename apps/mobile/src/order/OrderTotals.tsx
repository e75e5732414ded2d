import type { Order } from '@storefront/api-client/contract';
import { formatMoney, type Locale, t } from '@storefront/ui-shared';

/** Subtotal, discount, total and, once paid, how it was paid. */
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
      {order.promo && (
        <div className="summary-card__row" data-testid="promo-row">
          <dt>{t(locale, 'promo.row', { code: order.promo.code })}</dt>
          <dd>−{formatMoney(order.promo.discount, locale)}</dd>
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
