import type { ApiClient } from '@storefront/api-client';
import type { ChannelsRequest, Order } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import {
  infiniteQueryOptions,
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import type { OrderFilter } from '../../checkout/filters';
import { nextListPage } from './content';
import { orderKeys } from './product';

/** The SDK resources of the orders pages and the order page's payment step. */
export type OrdersApi = Pick<ApiClient, 'orderDeal' | 'legacy'>;

export const ORDER_PAGE_SIZE = 10;

/** One page of the visitor's orders, newest first (`OrderDeal/PageList`), for numbered paging. */
export function orderListQuery(api: OrdersApi, locale: Locale, filter: OrderFilter, page = 1) {
  return queryOptions({
    queryKey: orderKeys.list(locale, filter, page),
    queryFn: ({ signal }) =>
      api.orderDeal.pageList({ ...filter, page, pageSize: ORDER_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The orders page after page, for an endless list (pull to refresh refetches every page). */
export function orderListInfiniteQuery(api: OrdersApi, locale: Locale, filter: OrderFilter) {
  return infiniteQueryOptions({
    queryKey: orderKeys.pages(locale, filter),
    queryFn: ({ pageParam, signal }) =>
      api.orderDeal.pageList({ ...filter, page: pageParam, pageSize: ORDER_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
  });
}

/**
 * The tracking page's order (`OrderDeal/Track`): found by number and email, no login. Not retried:
 * every miss counts against the visitor's address.
 */
export function orderTrackQuery(api: OrdersApi, locale: Locale, orderNo: string, email: string) {
  return queryOptions({
    queryKey: ['order', 'track', orderNo, email, locale] as const,
    // The tracking screen shows every failure next to its form: no error toast on top.
    queryFn: ({ signal }) =>
      api.orderDeal.track({ orderNo, contactEmail: email }, { signal, report: false }),
    retry: false,
  });
}

/**
 * The order's total in every currency after discounts, with the user's balance in each and whether
 * it covers the total (`user/orderCurrencysDiscountPrice`): the payment step's choices.
 */
export function orderCurrencyPricesQuery(api: OrdersApi, orderNo: string) {
  return queryOptions({
    queryKey: orderKeys.prices(orderNo),
    queryFn: ({ signal }) => api.legacy.user.orderCurrencysDiscountPrice({ orderNo }, { signal }),
  });
}

/**
 * The payment channels with their final prices for a pack or an order (`OrderDeal/Channels`), per
 * visitor kind; the last answer stays while the next pack, quantity or currency is asked for.
 */
export function channelsQuery(
  api: Pick<ApiClient, 'orderDeal'>,
  request: ChannelsRequest,
  locale: Locale,
  /** Logged in: the balance is one of the channels (a guest's list has none). */
  isLogin = false,
) {
  return queryOptions({
    queryKey: ['order', 'channels', locale, isLogin, request] as const,
    // Quiet: the picker shows what it has; a failed list is no reason for a toast over the page.
    queryFn: ({ signal }) => api.orderDeal.channels(request, { signal, report: false }),
    placeholderData: keepPreviousData,
  });
}

/** Writes an order the API answered into the caches, so every page shows its new status at once. */
export function rememberOrder(queryClient: QueryClient, order: Order) {
  queryClient.setQueriesData<Order>({ queryKey: orderKeys.details(order.orderNo) }, order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
}

/** "Cancel order": an unpaid order ends and its stock goes back (`OrderDeal/Cancel`). */
export function cancelOrderMutation(api: OrdersApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['order', 'cancel'],
    mutationFn: (orderNo: string) => api.orderDeal.cancel({ orderNo }),
    onSuccess: (order) => rememberOrder(queryClient, order),
  });
}
