import type { Order, OrderStatus } from '@storefront/api-client/contract';
import { formatDateTime, formatMoney, gamePath, type MessageKey } from '@storefront/ui-shared';
import { orderDetailQuery } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import Tag from 'antd/es/tag';
import { usePageContext } from '../app/page-context';
import { useRuntime } from '../app/runtime-context';
import { useMounted } from '../app/session';
import { LoadFailed } from '../catalog/LoadProblem';
import { LinesSkeleton } from './CartScreen';
import { AccountSummary, ITEM_ICON_SIZE } from './OrderLines';
import { useText } from './text';
import './product.css';

const STATUS_COLORS: Record<OrderStatus, string> = {
  unpaid: 'orange',
  paid: 'blue',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'default',
};

/** `/order?orderNo=`: the order's items, total, status and payment deadline. */
export function OrderScreen() {
  const { urlParsed } = usePageContext();
  const orderNo = urlParsed.search.orderNo?.trim() ?? '';
  const { tr } = useText();
  if (!orderNo) {
    return (
      <section className="pc-page pc-order" data-page="order">
        <h1 className="pc-page__title">{tr('product.order.noOrder')}</h1>
        <div className="pc-catalog-state" data-empty>
          <a className="pc-catalog-state__link" href="/shopCart">
            {tr('product.order.toCart')}
          </a>
        </div>
      </section>
    );
  }
  return <OrderDetail orderNo={orderNo} />;
}

function OrderDetail({ orderNo }: { orderNo: string }) {
  const { api } = useRuntime();
  const { locale, tr } = useText();
  // The order belongs to the visitor the browser knows (guest id or login): asked once mounted.
  const query = useQuery({ ...orderDetailQuery(api, locale, orderNo), enabled: useMounted() });
  return (
    <section className="pc-page pc-order" data-page="order" data-order={orderNo}>
      <h1 className="pc-page__title">{tr('product.order.title', { orderNo })}</h1>
      {query.data ? (
        <OrderBody order={query.data} />
      ) : query.isError ? (
        <LoadFailed
          message={query.error.message || tr('product.order.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LinesSkeleton />
      )}
    </section>
  );
}

function OrderBody({ order }: { order: Order }) {
  const { locale, tr } = useText();
  return (
    <>
      <div className="pc-order__status">
        <Tag color={STATUS_COLORS[order.status]} data-status={order.status}>
          {tr(`product.order.status.${order.status}` as MessageKey)}
        </Tag>
        <span>
          {tr('product.order.created', { time: formatDateTime(order.createdAt, locale) })}
        </span>
        {order.status === 'unpaid' && (
          <strong className="pc-order__deadline">
            {tr('product.order.payBy', { time: formatDateTime(order.expiresAt, locale) })}
          </strong>
        )}
      </div>
      <h2 className="pc-lines__heading">{tr('product.order.items')}</h2>
      <ul className="pc-lines" data-order-items>
        {order.items.map((item) => (
          <li key={item.id} className="pc-line" data-order-item={item.id}>
            <img
              className="pc-line__icon"
              src={item.icon}
              alt=""
              width={ITEM_ICON_SIZE}
              height={ITEM_ICON_SIZE}
            />
            <div className="pc-line__what">
              <a
                className="pc-line__game"
                href={gamePath({ type: item.gameType, name: item.gameName })}
              >
                {item.gameTitle}
              </a>
              <span className="pc-line__pack">{item.packTitle}</span>
              {item.linkUrl ? (
                <span className="pc-line__account pc-line__url">{item.linkUrl}</span>
              ) : (
                <AccountSummary account={item.account} />
              )}
            </div>
            <span className="pc-line__qty">
              {item.quantity} × {formatMoney(item.unitPrice, locale)}
            </span>
            <strong className="pc-line__subtotal" data-price>
              {formatMoney(item.subtotal, locale)}
            </strong>
          </li>
        ))}
      </ul>
      <dl className="pc-order__sums">
        <div>
          <dt>{tr('product.order.subtotal')}</dt>
          <dd>{formatMoney(order.subtotal, locale)}</dd>
        </div>
        {order.discount.amount > 0 && (
          <div>
            <dt>{tr('product.order.discount')}</dt>
            <dd>−{formatMoney(order.discount, locale)}</dd>
          </div>
        )}
        <div className="pc-order__total">
          <dt>{tr('product.order.total')}</dt>
          <dd data-total>{formatMoney(order.total, locale)}</dd>
        </div>
      </dl>
    </>
  );
}
