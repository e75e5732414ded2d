import type { ApiClient } from '@storefront/api-client';
import type { Locale } from '@storefront/state';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BalanceFilter } from '../../checkout/filters';
import { nextListPage } from './content';

/** The SDK resources of the wallet page. */
export type WalletApi = Pick<ApiClient, 'user' | 'legacy'>;

export const BALANCE_PAGE_SIZE = 20;

export const walletKeys = {
  all: ['wallet'] as const,
  log: (locale: Locale, filter: BalanceFilter, page: number) =>
    ['wallet', 'log', locale, filter, page] as const,
  logPages: (locale: Locale, filter: BalanceFilter) =>
    ['wallet', 'log-pages', locale, filter] as const,
};

/** One page of the balance history, newest first (`User/BalanceLog`), for numbered paging. */
export function balanceLogQuery(api: WalletApi, locale: Locale, filter: BalanceFilter, page = 1) {
  return queryOptions({
    queryKey: walletKeys.log(locale, filter, page),
    queryFn: ({ signal }) =>
      api.user.balanceLog({ ...filter, page, pageSize: BALANCE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The balance history page after page, for an endless list. */
export function balanceLogInfiniteQuery(api: WalletApi, locale: Locale, filter: BalanceFilter) {
  return infiniteQueryOptions({
    queryKey: walletKeys.logPages(locale, filter),
    queryFn: ({ pageParam, signal }) =>
      api.user.balanceLog({ ...filter, page: pageParam, pageSize: BALANCE_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
  });
}
