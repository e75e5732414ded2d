import type { Order } from '@storefront/api-client/contract';
import { formatDateTime, formatMoney, ORDERS_PATH, orderPath } from '@storefront/ui-shared';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useText } from '../app/text';
import { CancelOrderButton } from '../order/CancelOrderButton';
import { OrderItems, OrderSums } from '../order/OrderItems';
import { NoOrder, OrderPageFrame, useOrderNoParam } from '../order/OrderScreen';
import { OrderStatusTag, OrderTimeline } from '../order/OrderStatus';
import '../product/product.css';
import '../order/order.css';

/** `/pc/orderDetail?orderNo=`: one order's items, codes, payment and status timeline. */
export function OrderDetailScreen() {
  const orderNo = useOrderNoParam();
  const { tr } = useText();
  if (!orderNo) return <NoOrder title={tr('product.order.noOrder')} />;
  return (
    <OrderPageFrame
      orderNo={orderNo}
      page="orderDetail"
      before={
        <a className="pc-back" href={ORDERS_PATH}>
          ← {tr('checkout.viewOrders')}
        </a>
      }
    >
      {(order) => <DetailBody order={order} />}
    </OrderPageFrame>
  );
}

function DetailBody({ order }: { order: Order }) {
  const { locale, tr } = useText();
  const method = order.paymentMethod;
  return (
    <div className="pc-order-detail">
      <div className="pc-order-detail__main">
        <div className="pc-order__status" data-testid="order-status">
          <OrderStatusTag status={order.status} />
          <span>
            {tr('product.order.created', { time: formatDateTime(order.createdAt, locale) })}
          </span>
        </div>
        <h2 className="pc-lines__heading">{tr('product.order.items')}</h2>
        <OrderItems order={order} />
        <OrderSums order={order} />
        {order.status === 'unpaid' && (
          <div className="pc-order__actions">
            <Button type="primary" size="large" href={orderPath(order.orderNo)}>
              {tr('orders.payNow')}
            </Button>
            <CancelOrderButton orderNo={order.orderNo} />
          </div>
        )}
      </div>
      <aside className="pc-order-detail__side">
        <h2 className="pc-lines__heading">{tr('orders.timeline')}</h2>
        <OrderTimeline order={order} />
        <dl className="pc-facts">
          <dt>{tr('checkout.paymentMethod')}</dt>
          <dd data-payment-method={method ?? undefined}>
            {method ? tr(`checkout.method.${method}`) : '—'}
          </dd>
          <dt>{tr('orders.total')}</dt>
          <dd className="pc-money">{formatMoney(order.total, locale)}</dd>
        </dl>
        {order.failureReason && (
          <Alert
            type="error"
            showIcon
            message={tr('checkout.failed')}
            description={order.failureReason}
          />
        )}
      </aside>
    </div>
  );
}
