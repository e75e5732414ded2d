import type { OrderStatus, OrderSummary } from '@storefront/api-client/contract';
import { formatDateTime, formatMoney, type MessageKey } from '@storefront/ui-shared';
import {
  ORDER_PAGE_SIZE,
  type OrderFilter,
  orderFilterFromSearch,
  orderFilterToSearch,
  orderListQuery,
} from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Segmented from 'antd/es/segmented';
import Table, { type TableColumnsType } from 'antd/es/table';
import { navigate } from 'vike/client/router';
import { useRuntime } from '../app/runtime-context';
import { useMounted } from '../app/session';
import { LoadFailed } from '../catalog/LoadProblem';
import { DateRangeFilter } from '../lists/DateRangeFilter';
import { TableSkeleton } from '../lists/TableSkeleton';
import { useUrlQuery } from '../lists/url-query';
import { OrderStatusTag } from '../order/OrderStatus';
import { orderDetailPath } from '../order/paths';
import { ITEM_ICON_SIZE } from '../product/OrderLines';
import { type Translate, useText } from '../product/text';
import '../lists/lists.css';

const ALL = 'all';
const STATUSES = [
  'unpaid',
  'paid',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** `/orders` (and `/pc/orderHistory`): the customer's orders, newest first, filtered and paged. */
export function OrdersScreen() {
  const { api } = useRuntime();
  const { locale, tr } = useText();
  const { search, page, go } = useUrlQuery();
  const filter = orderFilterFromSearch(search);
  const query = useQuery({
    ...orderListQuery(api, locale, filter, page),
    enabled: useMounted(),
    placeholderData: keepPreviousData,
  });
  const show = (next: OrderFilter, nextPage = 1) =>
    go({ ...orderFilterToSearch(next), page: nextPage });

  return (
    <section className="pc-page pc-list-page" data-page="orders">
      <h1 className="pc-page__title">{tr('route.orders')}</h1>
      <div className="pc-filters" role="search" aria-label={tr('checkout.filters.label')}>
        <Segmented
          value={filter.status ?? ALL}
          aria-label={tr('checkout.orders.status')}
          options={[
            { value: ALL, label: tr('checkout.orders.all') },
            ...STATUSES.map((status) => ({
              value: status,
              label: tr(`product.order.status.${status}` as MessageKey),
            })),
          ]}
          onChange={(value) =>
            show({ ...filter, status: value === ALL ? undefined : (value as OrderStatus) })
          }
        />
        <DateRangeFilter
          from={filter.from}
          to={filter.to}
          onChange={(range) => show({ ...filter, ...range })}
        />
      </div>
      {query.data ? (
        <Table<OrderSummary>
          className="pc-list-table"
          rowKey="orderNo"
          columns={columns(tr, locale)}
          dataSource={query.data.list}
          loading={query.isPlaceholderData}
          locale={{ emptyText: <NoOrders filtered={Object.keys(orderFilterToSearch(filter)).length > 0} /> }}
          onRow={(order) => ({
            onClick: () => void navigate(orderDetailPath(order.orderNo)),
            className: 'pc-list-table__row',
          })}
          pagination={{
            current: query.data.page,
            pageSize: ORDER_PAGE_SIZE,
            total: query.data.total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (nextPage) => show(filter, nextPage),
          }}
        />
      ) : query.isError ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <TableSkeleton />
      )}
    </section>
  );
}

function columns(tr: Translate, locale: Parameters<typeof formatMoney>[1]): TableColumnsType<OrderSummary> {
  return [
    {
      key: 'orderNo',
      title: tr('checkout.orders.orderNo'),
      render: (_, order) => (
        <a href={orderDetailPath(order.orderNo)} onClick={(event) => event.stopPropagation()}>
          {order.orderNo}
        </a>
      ),
    },
    {
      key: 'item',
      title: tr('checkout.orders.items'),
      render: (_, order) => (
        <span className="pc-list-table__item">
          <img src={order.icon} alt="" width={ITEM_ICON_SIZE / 1.4} height={ITEM_ICON_SIZE / 1.4} />
          <span>
            <strong>{order.gameTitle}</strong>
            <span className="pc-list-table__sub">
              {order.packTitle}
              {order.itemCount > 1 && ` ${tr('checkout.orders.more', { count: order.itemCount - 1 })}`}
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'createdAt',
      title: tr('checkout.orders.date'),
      render: (_, order) => formatDateTime(order.createdAt, locale),
    },
    {
      key: 'status',
      title: tr('checkout.orders.status'),
      render: (_, order) => <OrderStatusTag status={order.status} />,
    },
    {
      key: 'total',
      title: tr('product.order.total'),
      align: 'right',
      render: (_, order) => <strong className="pc-money">{formatMoney(order.total, locale)}</strong>,
    },
  ];
}

function NoOrders({ filtered }: { filtered: boolean }) {
  const { tr } = useText();
  return (
    <div className="pc-catalog-state" data-empty>
      <p>{tr(filtered ? 'checkout.orders.noneFiltered' : 'checkout.orders.none')}</p>
      <a className="pc-catalog-state__link" href={filtered ? '/orders' : '/games'}>
        {tr(filtered ? 'checkout.filters.clear' : 'product.cart.browse')}
      </a>
    </div>
  );
}
