import { Readable } from 'node:stream';
import type { Locale } from '@storefront/api-client';
import type { BalanceLogEntry } from '@storefront/api-client/contract';
import { ACCOUNT_DETAIL_CSV, accountDetailCsvStream, csvFilename } from '@storefront/csv';

/**
 * The download: a dated file name and a stream of UTF-8 CSV (with a BOM, for spreadsheets), its
 * type column in the request's language.
 */
export function accountDetailDownload(
  entries: AsyncIterable<BalanceLogEntry>,
  { now, locale }: { now: Date; locale: Locale },
) {
  return {
    filename: csvFilename(ACCOUNT_DETAIL_CSV.prefix, now),
    body: Readable.from(accountDetailCsvStream(entries, locale)),
  };
}
