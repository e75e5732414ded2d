import { Readable } from 'node:stream';
import type { Locale } from '@storefront/api-client';
import type { BalanceLogEntry } from '@storefront/api-client/contract';
import {
  ACCOUNT_DETAIL_CSV,
  ACCOUNT_DETAIL_HEADER,
  accountDetailRow,
  csvFilename,
  toCsvStream,
} from '@storefront/csv';

async function* withHeaderWhenEmpty(
  entries: AsyncIterable<BalanceLogEntry>,
  locale: Locale,
): AsyncGenerator<string> {
  let rows = 0;
  async function* counted() {
    for await (const entry of entries) {
      rows += 1;
      yield accountDetailRow(entry, locale);
    }
  }
  for await (const chunk of toCsvStream(counted(), ACCOUNT_DETAIL_CSV.options)) yield chunk;
  // With no rows the package has written only the byte order mark.
  if (rows === 0) yield ACCOUNT_DETAIL_HEADER;
}

/**
 * The download: a dated file name and a stream of UTF-8 CSV (with a BOM, for spreadsheets), its
 * type column in the request's language.
 */
export function accountDetailCsv(
  entries: AsyncIterable<BalanceLogEntry>,
  { now, locale }: { now: Date; locale: Locale },
) {
  return {
    filename: csvFilename(ACCOUNT_DETAIL_CSV.prefix, now),
    body: Readable.from(withHeaderWhenEmpty(entries, locale)),
  };
}
