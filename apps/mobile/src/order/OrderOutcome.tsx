import { Checked, Close } from '@react-vant/icons';
import type { Order } from '@storefront/api-client/contract';
import { formatDateTime, type Locale, orderDetailPath, t, trackPath } from '@storefront/ui-shared';
import { Loading } from 'react-vant/es/loading/index.js';
import 'react-vant/es/loading/style/index.css';

/**
 * Where a paid order stands, updated live (the order query polls while it is paid or processing):
 * on its way, completed (the codes are on the lines), failed (refunded) or cancelled.
 */
export function OrderOutcome({ order, locale }: { order: Order; locale: Locale }) {
  const detailHref = orderDetailPath('mobile', order.orderNo);
  if (order.status === 'paid' || order.status === 'processing') {
    return (
      <div className="order-outcome order-outcome--busy" role="status" data-testid="order-outcome">
        <Loading size={24} />
        <div>
          <p className="order-outcome__title">{t(locale, 'checkout.paid')}</p>
          <p className="order-outcome__hint">{t(locale, 'checkout.liveStatus')}</p>
        </div>
      </div>
    );
  }
  if (order.status === 'completed') {
    return (
      <div className="order-outcome order-outcome--done" role="status" data-testid="order-outcome">
        <Checked className="order-outcome__icon" aria-hidden />
        <div>
          <p className="order-outcome__title">{t(locale, 'checkout.completed')}</p>
          {order.completedAt && (
            <p className="order-outcome__hint">{formatDateTime(order.completedAt, locale)}</p>
          )}
          <p className="order-outcome__links">
            <a href={detailHref}>{t(locale, 'checkout.viewOrder')}</a>
            <a href={trackPath(order.orderNo)}>{t(locale, 'track.link')}</a>
            <a href="/">{t(locale, 'checkout.keepShopping')}</a>
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
          {t(locale, order.status === 'failed' ? 'checkout.failed' : 'checkout.cancelled')}
        </p>
        {order.status === 'failed' && <p className="order-outcome__hint">{order.failureReason}</p>}
        <p className="order-outcome__links">
          <a href="/">{t(locale, 'checkout.keepShopping')}</a>
        </p>
      </div>
    </div>
  );
}
