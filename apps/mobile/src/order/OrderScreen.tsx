import type { Order } from '@storefront/api-client/contract';
import { formatDateTime, type Locale, t } from '@storefront/ui-shared';
import { orderDetailQuery } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import { useSessionEnded } from '../account/use-session-ended';
import { useAppServices } from '../app/services';
import { useCatalogScope } from '../catalog/use-catalog-scope';
import { EmptyState, LinesSkeleton, ReadFailed } from '../product/ScreenStates';
import { useCartOwner } from '../product/use-cart-owner';
import { OrderItems } from './OrderItems';
import { OrderOutcome } from './OrderOutcome';
import { OrderTotals } from './OrderTotals';
import { PayStep } from './PayStep';
import '../product/product.css';
import './order.css';

export interface OrderScreenProps {
  orderNo: string | null;
  /** `cancelled` when the customer came back from the payment provider without paying. */
  providerOutcome: string | null;
}

/**
 * `/order?orderNo=...` (and the order confirmation page): the order's items and totals; while unpaid
 * the way to pay it (a balance or the payment provider) or cancel it; then its live status until
 * it completes, with the voucher codes. Orders are the visitor's own, so it is read in the browser.
 */
export function OrderScreen({ orderNo, providerOutcome }: OrderScreenProps) {
  const { locale } = useCatalogScope();
  if (!orderNo) {
    return (
      <section className="product" data-testid="order">
        <EmptyState
          title={t(locale, 'product.order.noOrder')}
          action={t(locale, 'product.order.toCart')}
          href="/shopCart"
          testId="order-empty"
        />
      </section>
    );
  }
  return <OrderView orderNo={orderNo} providerOutcome={providerOutcome} locale={locale} />;
}

function OrderView({
  orderNo,
  providerOutcome,
  locale,
}: {
  orderNo: string;
  providerOutcome: string | null;
  locale: Locale;
}) {
  const { api } = useAppServices();
  const owner = useCartOwner();
  const sessionEnded = useSessionEnded();
  const order = useQuery({
    ...orderDetailQuery(api, locale, orderNo),
    enabled: () => owner !== null && !sessionEnded(),
  });
  return (
    <section className="product order" data-testid="order">
      <header className="page-heading">
        <div>
          <h2 className="page-heading__title">{t(locale, 'product.order.title', { orderNo })}</h2>
          {order.data && (
            <p className="page-heading__sub">
              {t(locale, 'product.order.created', {
                time: formatDateTime(order.data.createdAt, locale),
              })}
            </p>
          )}
        </div>
        {order.data && <OrderStatusTag order={order.data} locale={locale} />}
      </header>
      {order.data ? (
        <OrderBody order={order.data} providerOutcome={providerOutcome} locale={locale} />
      ) : order.isError ? (
        <ReadFailed
          title={t(locale, 'product.order.loadFailed')}
          locale={locale}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <LinesSkeleton count={1} />
      )}
    </section>
  );
}

export function OrderStatusTag({ order, locale }: { order: Order; locale: Locale }) {
  return (
    <span className={`order-status order-status--${order.status}`} data-testid="order-status">
      {t(locale, `product.order.status.${order.status}`)}
    </span>
  );
}

function OrderBody({
  order,
  providerOutcome,
  locale,
}: {
  order: Order;
  providerOutcome: string | null;
  locale: Locale;
}) {
  const unpaid = order.status === 'unpaid';
  return (
    <>
      {unpaid && providerOutcome === 'cancelled' && (
        <p
          className="account-result account-result--warning"
          role="status"
          data-testid="provider-cancelled"
        >
          {t(locale, 'checkout.paymentCancelled')}
        </p>
      )}
      {unpaid && (
        <p className="account-result account-result--warning" data-testid="pay-by">
          {t(locale, 'product.order.payBy', { time: formatDateTime(order.expiresAt, locale) })}
        </p>
      )}
      {!unpaid && <OrderOutcome order={order} locale={locale} />}
      <OrderItems order={order} locale={locale} />
      <OrderTotals order={order} locale={locale} />
      {unpaid && <PayStep order={order} locale={locale} />}
    </>
  );
}
