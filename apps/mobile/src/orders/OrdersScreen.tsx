import {
  type Locale,
  ORDER_STATUSES,
  type OrderFilter,
  orderFilterFromSearch,
  orderFilterToSearch,
  productListPath,
  TRACK_PATH,
  t,
} from '@storefront/ui-shared';
import { orderListInfiniteQuery, useCartOwner, useLocale } from '@storefront/ui-shared/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { List } from 'react-vant/es/list/index.js';
import 'react-vant/es/list/style/index.css';
import { PullRefresh } from 'react-vant/es/pull-refresh/index.js';
import 'react-vant/es/pull-refresh/style/index.css';
import { useAppServices } from '../app/services';
import { DateRangeFilter } from '../common/DateRangeFilter';
import { SegmentTabs } from '../common/SegmentTabs';
import { useUrlFilter } from '../common/use-url-filter';
import { EmptyState, LinesSkeleton, ReadFailed } from '../product/ScreenStates';
import { OrderCard } from './OrderCard';
import '../product/product.css';
import './orders.css';

const ALL = 'all';

/**
 * `/orders` (and `/mobile/orderHistory`): the visitor's orders, newest first, as an endless list
 * with pull to refresh; the status tabs and the date range live in the URL. A guest sees the guest
 * id's orders (this browser's), and anyone can track an order by number and email.
 */
export function OrdersScreen() {
  const locale = useLocale();
  const [filter, setFilter] = useUrlFilter(orderFilterFromSearch, orderFilterToSearch);
  return (
    <section className="orders" data-testid="orders">
      <SegmentTabs
        className="orders__tabs"
        label={t(locale, 'orders.status')}
        tabs={[
          { name: ALL, label: t(locale, 'orders.allStatuses') },
          ...ORDER_STATUSES.map((status) => ({
            name: status,
            label: t(locale, `product.order.status.${status}`),
          })),
        ]}
        active={filter.status ?? ALL}
        onChange={(name) => {
          const status = ORDER_STATUSES.find((candidate) => candidate === name);
          setFilter({ ...filter, status });
        }}
      />
      <DateRangeFilter
        value={filter}
        onChange={(range) => setFilter({ status: filter.status, ...range })}
        locale={locale}
      />
      <a className="orders__track" href={TRACK_PATH}>
        {t(locale, 'track.link')}
      </a>
      <OrderList filter={filter} locale={locale} onClear={() => setFilter({})} />
    </section>
  );
}

function OrderList({
  filter,
  locale,
  onClear,
}: {
  filter: OrderFilter;
  locale: Locale;
  onClear: () => void;
}) {
  const { api } = useAppServices();
  const orders = useInfiniteQuery({
    ...orderListInfiniteQuery(api, locale, filter),
    enabled: useCartOwner().known,
  });
  const rows = orders.data?.pages.flatMap((page) => page.list) ?? [];
  const filtered = Boolean(filter.status || filter.from || filter.to);

  if (orders.isPending) return <LinesSkeleton count={3} />;
  if (orders.isError && rows.length === 0) {
    return (
      <ReadFailed
        title={t(locale, 'orders.loadFailed')}
        locale={locale}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  return (
    <PullRefresh
      onRefresh={async () => {
        await orders.refetch();
      }}
      pullingText={t(locale, 'orders.pulling')}
      loosingText={t(locale, 'orders.loosing')}
      loadingText={t(locale, 'orders.refreshing')}
    >
      {rows.length === 0 ? (
        filtered ? (
          <section className="list-state" data-testid="orders-empty">
            <p className="list-state__title">{t(locale, 'orders.emptyFiltered')}</p>
            <button type="button" className="button-link" onClick={onClear}>
              {t(locale, 'orders.clearFilters')}
            </button>
          </section>
        ) : (
          <EmptyState
            title={t(locale, 'orders.empty')}
            action={t(locale, 'product.cart.browse')}
            href={productListPath('Games')}
            testId="orders-empty"
          />
        )
      ) : (
        <List
          finished={!orders.hasNextPage}
          finishedText={t(locale, 'orders.noMore')}
          loadingText={t(locale, 'loading')}
          onLoad={async () => {
            if (orders.hasNextPage && !orders.isFetchingNextPage) await orders.fetchNextPage();
          }}
        >
          <ul className="line-list" data-testid="order-list">
            {rows.map((order) => (
              <OrderCard key={order.orderNo} order={order} locale={locale} />
            ))}
          </ul>
        </List>
      )}
    </PullRefresh>
  );
}
