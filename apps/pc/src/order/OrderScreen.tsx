import type { Order } from '@storefront/api-client/contract';
import {
  CART_PATH,
  formatDateTime,
  ORDERS_PATH,
  orderDetailPath,
  orderLoadProblem,
  productListPath,
  trackPath,
} from '@storefront/ui-shared';
import { orderDetailQuery, useCartOwner } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { useText } from '../app/text';
import { LinesSkeleton } from '../cart/LinesSkeleton';
import { LoadFailed } from '../catalog/LoadProblem';
import { ForeignOrder } from './ForeignOrder';
import { OrderItems, OrderSums } from './OrderItems';
import { OrderProgress, OrderStatusTag } from './OrderStatus';
import { PaymentStep } from './PaymentStep';
import '../product/product.css';
import './order.css';

/** The order number of the page's query (`?orderNo=`), or '' without one. */
export function useOrderNoParam(): string {
  const { urlParsed } = usePageContext();
  return urlParsed.search.orderNo?.trim() ?? '';
}

/**
 * `/order?orderNo=` (and `/pc/detailOrderConfirmation`): review the order and pay it; once paid,
 * its status follows live until it completes, with the codes it issued.
 */
export function OrderScreen() {
  const orderNo = useOrderNoParam();
  const { tr } = useText();
  if (!orderNo) return <NoOrder title={tr('product.order.noOrder')} />;
  return (
    <OrderPageFrame orderNo={orderNo} page="order">
      {(order) => <OrderBody order={order} />}
    </OrderPageFrame>
  );
}

export function NoOrder({ title }: { title: string }) {
  const { tr } = useText();
  return (
    <section className="pc-page pc-order" data-page="order">
      <h1 className="pc-page__title">{title}</h1>
      <div className="pc-catalog-state" data-empty>
        <a className="pc-catalog-state__link" href={CART_PATH}>
          {tr('product.order.toCart')}
        </a>
      </div>
    </section>
  );
}

/**
 * An order's page: its number as the title, then the order (asked once the browser's guest or login
 * is known: it belongs to that visitor), a skeleton while it loads; an order refused to this visitor
 * points to tracking, any other failure offers a retry.
 */
export function OrderPageFrame({
  orderNo,
  page,
  before,
  children,
}: {
  orderNo: string;
  page: string;
  /** Above the title, e.g. the way back to the list. */
  before?: ReactNode;
  children: (order: Order) => ReactNode;
}) {
  const { api } = useAppServices();
  const { locale, tr } = useText();
  const query = useQuery({
    ...orderDetailQuery(api, locale, orderNo),
    enabled: useCartOwner().known,
  });
  return (
    <section className="pc-page pc-order" data-page={page} data-order={orderNo}>
      {before}
      <h1 className="pc-page__title">{tr('product.order.title', { orderNo })}</h1>
      {query.data ? (
        children(query.data)
      ) : query.isError && orderLoadProblem(query.error) === 'foreign' ? (
        <ForeignOrder orderNo={orderNo} />
      ) : query.isError ? (
        <LoadFailed message={tr('product.order.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <LinesSkeleton />
      )}
    </section>
  );
}

function OrderBody({ order }: { order: Order }) {
  const { locale, tr } = useText();
  const { urlParsed } = usePageContext();
  const providerCancelled = urlParsed.search.status === 'cancelled' && order.status === 'unpaid';
  return (
    <>
      <div className="pc-order__status" data-testid="order-status">
        <OrderStatusTag status={order.status} />
        <span>
          {tr('product.order.created', { time: formatDateTime(order.createdAt, locale) })}
        </span>
        {order.status === 'unpaid' && (
          <strong className="pc-order__deadline">
            {tr('product.order.payBy', { time: formatDateTime(order.expiresAt, locale) })}
          </strong>
        )}
      </div>
      {order.status !== 'unpaid' && order.status !== 'cancelled' && <OrderProgress order={order} />}
      <OrderOutcome order={order} />
      {providerCancelled && (
        <Alert type="warning" showIcon message={tr('checkout.paymentCancelled')} />
      )}
      <h2 className="pc-lines__heading">{tr('product.order.items')}</h2>
      <OrderItems order={order} />
      <OrderSums order={order} />
      {order.status === 'unpaid' && <PaymentStep order={order} />}
      <nav className="pc-order__links">
        {/* A guest's orders are the guest id's: this browser lists them too. */}
        <Button href={orderDetailPath('pc', order.orderNo)}>{tr('checkout.viewOrder')}</Button>
        <Button href={ORDERS_PATH}>{tr('checkout.viewOrders')}</Button>
        <Button href={trackPath(order.orderNo)}>{tr('track.link')}</Button>
        <Button href={productListPath('Games')} data-testid="keep-shopping">
          {tr('checkout.keepShopping')}
        </Button>
      </nav>
    </>
  );
}

/** What the customer should know about a paid order now: in progress, done, failed, cancelled. */
function OrderOutcome({ order }: { order: Order }) {
  const { tr } = useText();
  switch (order.status) {
    case 'paid':
    case 'processing':
      return (
        <Alert
          type="info"
          showIcon
          role="status"
          message={tr('checkout.paid')}
          description={tr('checkout.liveStatus')}
        />
      );
    case 'completed':
      return <Alert type="success" showIcon role="status" message={tr('checkout.completed')} />;
    case 'failed':
      return (
        <Alert
          type="error"
          showIcon
          message={tr('checkout.failed')}
          description={order.failureReason ?? undefined}
        />
      );
    case 'cancelled':
      return <Alert type="warning" showIcon message={tr('checkout.cancelled')} />;
    default:
      return null;
  }
}
