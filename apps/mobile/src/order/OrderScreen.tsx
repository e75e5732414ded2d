import type { Order } from '@storefront/api-client/contract';
import { CART_PATH, formatDateTime, type Locale, t } from '@storefront/ui-shared';
import { orderDetailQuery, useCartOwner } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import { useSessionEnded } from '../account/use-session-ended';
import { useAppServices } from '../app/services';
import { useCatalogScope } from '../catalog/use-catalog-scope';
import { EmptyState } from '../product/ScreenStates';
import { OrderFrame } from './OrderFrame';
import { OrderItems } from './OrderItems';
import { OrderOutcome } from './OrderOutcome';
import { OrderTotals } from './OrderTotals';
import { PaymentStep } from './PaymentStep';
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
          href={CART_PATH}
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
  const { known } = useCartOwner();
  const sessionEnded = useSessionEnded();
  const order = useQuery({
    ...orderDetailQuery(api, locale, orderNo),
    enabled: () => known && !sessionEnded(),
  });
  return (
    <OrderFrame orderNo={orderNo} order={order} locale={locale} testId="order">
      {(data) => <OrderBody order={data} providerOutcome={providerOutcome} locale={locale} />}
    </OrderFrame>
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
      {unpaid && <PaymentStep order={order} locale={locale} />}
    </>
  );
}
