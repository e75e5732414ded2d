import type { Order } from '@storefront/api-client/contract';
import { formatDateTime, formatMoney, type Locale, t } from '@storefront/ui-shared';
import { orderDetailQuery } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app/services';
import { useCatalogScope } from '../catalog/use-catalog-scope';
import { accountSummary, LineItem } from './LineItem';
import { EmptyState, LinesSkeleton, ReadFailed } from './ScreenStates';
import { useCartOwner } from './use-cart-owner';
import './product.css';

/**
 * `/order?orderNo=...`: the order's items, total, status and payment deadline. Orders are the
 * visitor's own, so it is read in the browser (the server renders the skeleton). Without an order
 * number it points back to the cart.
 */
export function OrderScreen({ orderNo }: { orderNo: string | null }) {
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
  return <OrderDetail orderNo={orderNo} locale={locale} />;
}

function OrderDetail({ orderNo, locale }: { orderNo: string; locale: Locale }) {
  const { api } = useAppServices();
  const owner = useCartOwner();
  const order = useQuery({ ...orderDetailQuery(api, locale, orderNo), enabled: owner !== null });
  return (
    <section className="product" data-testid="order">
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
        {order.data && (
          <span
            className={`order-status order-status--${order.data.status}`}
            data-testid="order-status"
          >
            {t(locale, `product.order.status.${order.data.status}`)}
          </span>
        )}
      </header>
      {order.data ? (
        <OrderContents order={order.data} locale={locale} />
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

function OrderContents({ order, locale }: { order: Order; locale: Locale }) {
  return (
    <>
      {order.status === 'unpaid' && (
        <p className="account-result account-result--warning" data-testid="pay-by">
          {t(locale, 'product.order.payBy', { time: formatDateTime(order.expiresAt, locale) })}
        </p>
      )}
      <ul className="line-list" aria-label={t(locale, 'product.order.items')}>
        {order.items.map((item) => (
          <LineItem
            key={item.id}
            icon={item.kind === 'link' ? null : item.icon}
            gameTitle={item.gameTitle}
            packTitle={item.packTitle}
            details={item.linkUrl ?? accountSummary(item.account)}
            quantity={item.quantity}
            unitPrice={item.unitPrice}
            subtotal={item.subtotal}
            locale={locale}
          />
        ))}
      </ul>
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
        <div className="summary-card__row summary-card__row--total">
          <dt>{t(locale, 'product.order.total')}</dt>
          <dd data-testid="order-total">{formatMoney(order.total, locale)}</dd>
        </div>
      </dl>
    </>
  );
}
