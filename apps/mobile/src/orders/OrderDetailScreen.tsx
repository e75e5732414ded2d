import type { Order } from '@storefront/api-client/contract';
import { formatDateTime, type Locale, ORDERS_PATH, orderPath, t } from '@storefront/ui-shared';
import { orderDetailQuery, useCartOwner, useLocale } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { useAppServices } from '../app/services';
import { OrderFrame } from '../order/OrderFrame';
import { OrderItems } from '../order/OrderItems';
import { OrderTotals } from '../order/OrderTotals';
import { useCancelOrder } from '../order/use-cancel-order';
import { EmptyState } from '../product/ScreenStates';
import { OrderTimeline } from './OrderTimeline';
import '../product/product.css';
import '../order/order.css';
import './orders.css';

/**
 * `/mobile/orderDetail?orderNo=...`: one order with its status history (live while it is being
 * delivered), the lines with their voucher codes, the totals and how it was paid; an unpaid order
 * can be paid or cancelled from here.
 */
export function OrderDetailScreen({ orderNo }: { orderNo: string | null }) {
  const locale = useLocale();
  if (!orderNo) {
    return (
      <section className="product" data-testid="order-detail">
        <EmptyState
          title={t(locale, 'product.order.noOrder')}
          action={t(locale, 'checkout.viewOrders')}
          href={ORDERS_PATH}
          testId="order-empty"
        />
      </section>
    );
  }
  return <OrderDetail orderNo={orderNo} locale={locale} />;
}

function OrderDetail({ orderNo, locale }: { orderNo: string; locale: Locale }) {
  const { api } = useAppServices();
  const { known } = useCartOwner();
  const order = useQuery({ ...orderDetailQuery(api, locale, orderNo), enabled: known });
  return (
    <OrderFrame orderNo={orderNo} order={order} locale={locale} testId="order-detail">
      {(data) => (
        <>
          {data.status === 'unpaid' && <UnpaidActions order={data} locale={locale} />}
          <OrderTimeline order={data} locale={locale} />
          <OrderItems order={data} locale={locale} />
          <OrderTotals order={data} locale={locale} />
        </>
      )}
    </OrderFrame>
  );
}

function UnpaidActions({ order, locale }: { order: Order; locale: Locale }) {
  const { pending: cancelling, confirmCancel } = useCancelOrder(order.orderNo, locale);

  return (
    <div className="order-actions">
      <p className="account-result account-result--warning" data-testid="pay-by">
        {t(locale, 'product.order.payBy', { time: formatDateTime(order.expiresAt, locale) })}
      </p>
      <div className="order-actions__row">
        <Button
          round
          plain
          loading={cancelling}
          disabled={cancelling}
          onClick={confirmCancel}
          data-testid="cancel-order"
        >
          {t(locale, 'checkout.cancelOrder')}
        </Button>
        <a
          className="button-link order-actions__pay"
          href={orderPath(order.orderNo)}
          data-testid="pay-now"
        >
          {t(locale, 'orders.payNow')}
        </a>
      </div>
    </div>
  );
}
