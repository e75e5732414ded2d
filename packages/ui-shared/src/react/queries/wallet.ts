import type { ApiClient } from '@storefront/api-client';
import type { BalanceLogEntry } from '@storefront/api-client/contract';
import {
  ACCOUNT_DETAIL_CSV,
  accountDetailCsv,
  csvFilename,
  downloadBlob,
  downloadCsv,
} from '@storefront/csv';
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

/**
 * "Export CSV": every entry of the filter as the server writes it (`accountDetailFile`), saved as a
 * real download under the server's file name.
 */
export async function downloadBalanceFile(api: WalletApi, filter: BalanceFilter): Promise<void> {
  const file = await api.legacy.user.accountDetailFile(filter);
  const blob = file.data instanceof Blob ? file.data : new Blob([file.data], { type: 'text/csv' });
  downloadBlob(file.filename ?? csvFilename(ACCOUNT_DETAIL_CSV.prefix), blob);
}

/**
 * "Export rows on screen": the entries shown, written in the browser with the server's columns and
 * the page's words.
 */
export function exportBalanceRows(entries: readonly BalanceLogEntry[], locale: Locale): void {
  downloadCsv(csvFilename(ACCOUNT_DETAIL_CSV.prefix), accountDetailCsv(entries, locale));
}
