import { Checked, Close } from '@react-vant/icons';
import type { Order } from '@storefront/api-client/contract';
import { formatDateTime, type Locale } from '@storefront/ui-shared';
import { Loading } from 'react-vant/es/loading/index.js';
import 'react-vant/es/loading/style/index.css';
import { ct } from '../i18n/checkout-messages';

/**
 * Where a paid order stands, updated live (the order query polls while it is paid or processing):
 * on its way, completed (the codes are on the lines), failed (refunded) or cancelled.
 */
export function OrderOutcome({ order, locale }: { order: Order; locale: Locale }) {
  const detailHref = `/mobile/orderDetail?orderNo=${encodeURIComponent(order.orderNo)}`;
  if (order.status === 'paid' || order.status === 'processing') {
    return (
      <div className="order-outcome order-outcome--busy" role="status" data-testid="order-outcome">
        <Loading size={24} />
        <div>
          <p className="order-outcome__title">{ct(locale, 'delivering')}</p>
          <p className="order-outcome__hint">{ct(locale, 'deliveringHint')}</p>
        </div>
      </div>
    );
  }
  if (order.status === 'completed') {
    return (
      <div className="order-outcome order-outcome--done" role="status" data-testid="order-outcome">
        <Checked className="order-outcome__icon" aria-hidden />
        <div>
          <p className="order-outcome__title">{ct(locale, 'completedTitle')}</p>
          {order.completedAt && (
            <p className="order-outcome__hint">
              {ct(locale, 'completedAt', { time: formatDateTime(order.completedAt, locale) })}
            </p>
          )}
          <p className="order-outcome__links">
            <a href={detailHref}>{ct(locale, 'viewDetail')}</a>
            <a href="/">{ct(locale, 'keepShopping')}</a>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="order-outcome order-outcome--stopped" role="status" data-testid="order-outcome">
      <Close className="order-outcome__icon" aria-hidden />
      <div>
        <p className="order-outcome__title">
          {ct(locale, order.status === 'failed' ? 'failedTitle' : 'cancelledTitle')}
        </p>
        {order.status === 'failed' && (
          <p className="order-outcome__hint">{order.failureReason ?? ct(locale, 'failedHint')}</p>
        )}
        <p className="order-outcome__links">
          <a href="/">{ct(locale, 'keepShopping')}</a>
        </p>
      </div>
    </div>
  );
}
