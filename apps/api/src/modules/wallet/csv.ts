import { Readable } from 'node:stream';
import type { BalanceLogEntry } from '@storefront/api-client/contract';
import { csvFilename, toCsv, toCsvStream } from '@storefront/csv';

/**
 * One line of the account-detail CSV, for people reading it in a spreadsheet: the currency by code,
 * amounts as decimal strings in major units (`-12.50`, `350000`), no ids.
 */
export interface AccountDetailCsvRow {
  /** The entry's instant, ISO 8601 in UTC; the column the CSV rules always quote. */
  date: string;
  type: BalanceLogEntry['type'];
  currency: string;
  amount: string;
  balance_after: string;
  order_no: string;
  remark: string;
}

export const DATE_COLUMN = 'date';
export const CSV_PREFIX = 'account-detail';

/** `-1250` with 2 decimals -> `-12.50`; computed on digits, never through a float. */
export function minorToDecimal(amount: number, decimals: number): string {
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  const sign = amount < 0 ? '-' : '';
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export function toCsvRow(entry: BalanceLogEntry): AccountDetailCsvRow {
  return {
    date: entry.createdAt,
    type: entry.type,
    currency: entry.currencyCode,
    amount: minorToDecimal(entry.amount, entry.decimals),
    balance_after: minorToDecimal(entry.balanceAfter, entry.decimals),
    order_no: entry.orderNo ?? '',
    remark: entry.remark,
  };
}

const OPTIONS = { dateColumn: DATE_COLUMN, bom: true } as const;

const BLANK_ROW: Record<keyof AccountDetailCsvRow, null> = {
  date: null,
  type: null,
  currency: null,
  amount: null,
  balance_after: null,
  order_no: null,
  remark: null,
};

/**
 * The header record alone: `@storefront/csv` writes the header from the first row, so an empty
 * ledger would download as an empty file. A blank row gives the header by the package's own rules;
 * only its first record is kept.
 */
const HEADER_RECORD = `${toCsv([BLANK_ROW]).split('\r\n', 1)[0]}\r\n`;

async function* withHeaderWhenEmpty(
  entries: AsyncIterable<BalanceLogEntry>,
): AsyncGenerator<string> {
  let rows = 0;
  async function* counted() {
    for await (const entry of entries) {
      rows += 1;
      yield toCsvRow(entry);
    }
  }
  for await (const chunk of toCsvStream(counted(), OPTIONS)) yield chunk;
  // With no rows the package has written only the byte order mark.
  if (rows === 0) yield HEADER_RECORD;
}

/** The download: a dated file name and a stream of UTF-8 CSV (with a BOM, for spreadsheets). */
export function accountDetailCsv(entries: AsyncIterable<BalanceLogEntry>, now: Date) {
  return {
    filename: csvFilename(CSV_PREFIX, now),
    body: Readable.from(withHeaderWhenEmpty(entries)),
  };
}
