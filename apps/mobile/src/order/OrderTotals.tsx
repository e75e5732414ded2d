import type { Order } from '@storefront/api-client/contract';
import { formatMoney, type Locale, orderSumRows, sumRowAmount, t } from '@storefront/ui-shared';

/**
 * Subtotal, discounts, the channel's fee (`orderSumRows`: the receipt's rows too), how it was paid
 * once paid, total.
 */
export function OrderTotals({ order, locale }: { order: Order; locale: Locale }) {
  const rows = orderSumRows(order);
  const total = rows.filter((row) => row.kind === 'total');
  return (
    <dl className="summary-card">
      {rows
        .filter((row) => row.kind !== 'total')
        .map((row) => (
          <div key={row.kind} className="summary-card__row" data-sum={row.kind}>
            <dt>{t(locale, row.label, row.params)}</dt>
            <dd {...(row.kind === 'channel' && { 'data-testid': 'order-channel' })}>
              {sumRowAmount(row, locale)}
            </dd>
          </div>
        ))}
      {order.paymentMethod && order.status !== 'unpaid' && (
        <div className="summary-card__row">
          <dt>{t(locale, 'checkout.paymentMethod')}</dt>
          <dd data-testid="payment-method">
            {t(locale, `checkout.method.${order.paymentMethod}`)}
          </dd>
        </div>
      )}
      {total.map((row) => (
        <div key={row.kind} className="summary-card__row summary-card__row--total" data-sum="total">
          <dt>{t(locale, row.label, row.params)}</dt>
          <dd data-testid="order-total">{formatMoney(row.amount, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
