import type { OrderStatus, OrderSummary } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import {
  formatDateTime,
  formatMoney,
  type MessageKey,
  ORDER_STATUSES,
  type OrderFilter,
  orderDetailPath,
  orderFilterFromSearch,
  orderFilterToSearch,
  orderSummaryText,
} from '@storefront/ui-shared';
import { ORDER_PAGE_SIZE, orderListQuery, useCartOwner } from '@storefront/ui-shared/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Segmented from 'antd/es/segmented';
import type { ColumnsType } from 'antd/es/table';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { type Translate, useText } from '../app/text';
import { DateRangeFilter } from '../common/DateRangeFilter';
import { PagedTable } from '../common/PagedTable';
import { useUrlQuery } from '../common/url-query';
import { OrderStatusTag } from '../order/OrderStatus';
import '../common/lists.css';

const ALL = 'all';
const ROW_ICON_SIZE = 40;

/** `/orders` (and `/pc/orderHistory`): the customer's orders, newest first, filtered and paged. */
export function OrdersScreen() {
  const { api } = useAppServices();
  const { locale, tr } = useText();
  const { search, page, show, pathname } = useUrlQuery();
  const filter = orderFilterFromSearch(search);
  const query = useQuery({
    ...orderListQuery(api, locale, filter, page),
    // A guest's orders need the guest id, known once the browser has it.
    enabled: useCartOwner().known,
    placeholderData: keepPreviousData,
  });
  const showFilter = (next: OrderFilter, nextPage = 1) => show(orderFilterToSearch(next), nextPage);
  const filtered = orderFilterToSearch(filter) !== '';

  return (
    <section className="pc-page pc-list-page" data-page="orders">
      <h1 className="pc-page__title">{tr('orders.title')}</h1>
      <div className="pc-filters">
        <Segmented
          value={filter.status ?? ALL}
          aria-label={tr('orders.status')}
          options={[
            { value: ALL, label: tr('orders.allStatuses') },
            ...ORDER_STATUSES.map((status) => ({
              value: status,
              label: tr(`product.order.status.${status}` as MessageKey),
            })),
          ]}
          onChange={(value) =>
            showFilter({ ...filter, status: value === ALL ? undefined : (value as OrderStatus) })
          }
        />
        <DateRangeFilter
          from={filter.from}
          to={filter.to}
          onChange={(range) => showFilter({ ...filter, ...range })}
        />
      </div>
      <PagedTable<OrderSummary>
        query={query}
        columns={orderColumns(tr, locale)}
        rowKey="orderNo"
        clickable
        onRow={(order) => ({
          onClick: () => void navigate(orderDetailPath('pc', order.orderNo)),
          'data-order-row': order.orderNo,
        })}
        pageSize={ORDER_PAGE_SIZE}
        onPage={(nextPage) => showFilter(filter, nextPage)}
        filtered={filtered}
        pathname={pathname}
        words={{
          empty: tr('orders.empty'),
          emptyFiltered: tr('orders.emptyFiltered'),
          loadFailed: tr('orders.loadFailed'),
        }}
      />
    </section>
  );
}

function orderColumns(tr: Translate, locale: Locale): ColumnsType<OrderSummary> {
  return [
    {
      key: 'orderNo',
      title: tr('orders.orderNo'),
      render: (_, order) => (
        <a href={orderDetailPath('pc', order.orderNo)} onClick={(event) => event.stopPropagation()}>
          {order.orderNo}
        </a>
      ),
    },
    {
      key: 'item',
      title: tr('orders.item'),
      render: (_, order) => (
        <span className="pc-list-table__item">
          <img src={order.icon} alt="" width={ROW_ICON_SIZE} height={ROW_ICON_SIZE} />
          <span>
            <strong>{order.gameTitle}</strong>
            <span className="pc-list-table__sub">{orderSummaryText(order, locale)}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'createdAt',
      title: tr('orders.placed'),
      render: (_, order) => (
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
      ),
    },
    {
      key: 'status',
      title: tr('orders.status'),
      render: (_, order) => <OrderStatusTag status={order.status} />,
    },
    {
      key: 'total',
      title: tr('orders.total'),
      align: 'right',
      render: (_, order) => (
        <strong className="pc-money">{formatMoney(order.total, locale)}</strong>
      ),
    },
  ];
}
