import type { BalanceLogEntry } from '@storefront/api-client/contract';
import {
  ACCOUNT_DETAIL_CSV,
  accountDetailCsv,
  csvFilename,
  downloadBlob,
  downloadCsv,
} from '@storefront/csv';
import type { Locale } from '@storefront/state';
import type { BalanceFilter } from '../../checkout/filters';
import type { WalletApi } from './wallet';

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
