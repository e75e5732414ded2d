import type { Order } from '@storefront/api-client/contract';
import { formatDateTime, type Locale, orderLoadProblem, t, trackPath } from '@storefront/ui-shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LinesSkeleton, ReadFailed } from '../product/ScreenStates';

function OrderStatusTag({ order, locale }: { order: Order; locale: Locale }) {
  return (
    <span className={`order-status order-status--${order.status}`} data-testid="order-status">
      {t(locale, `product.order.status.${order.status}`)}
    </span>
  );
}

/**
 * An order's page around its body: the number, when it was placed and its status; a skeleton while
 * it loads; the way to track it when it is refused to this visitor (another browser's or account's
 * order), and a retry when it could not be read.
 */
export function OrderFrame({
  orderNo,
  order,
  locale,
  testId,
  children,
}: {
  orderNo: string;
  order: UseQueryResult<Order>;
  locale: Locale;
  testId: string;
  children: (order: Order) => ReactNode;
}) {
  return (
    <section className="product order" data-testid={testId}>
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
        children(order.data)
      ) : order.isError && orderLoadProblem(order.error) === 'foreign' ? (
        <EmptyState
          title={t(locale, 'product.order.foreign')}
          hint={t(locale, 'product.order.foreignHint')}
          action={t(locale, 'product.order.trackIt')}
          href={trackPath(orderNo)}
          testId="order-foreign"
        />
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
