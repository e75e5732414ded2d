import { type Locale, minorToDecimal } from '@storefront/api-client';
import type { BalanceLogType } from '@storefront/api-client/contract';
import { toCsv } from './to-csv';
import { toCsvStream } from './to-csv-stream';

/**
 * The words for a balance change's type, as the balance history page shows them and the export
 * writes them: one map for both (the page's messages take theirs from here).
 */
export const BALANCE_TYPE_WORDS: Readonly<
  Record<Locale, Readonly<Record<BalanceLogType, string>>>
> = {
  en: { deposit: 'Top-up', payment: 'Payment', refund: 'Refund', adjustment: 'Adjustment' },
  id: {
    deposit: 'Isi saldo',
    payment: 'Pembayaran',
    refund: 'Pengembalian dana',
    adjustment: 'Penyesuaian',
  },
};

/** What the account-detail export needs of a balance-history entry (the API's `BalanceLogEntry`). */
export interface AccountDetailEntry {
  createdAt: string;
  type: BalanceLogType;
  currencyCode: string;
  decimals: number;
  /** Signed, in minor units: a payment is negative. */
  amount: number;
  balanceAfter: number;
  orderNo: string | null;
  remark: string;
}

/**
 * One line of the account-detail CSV, for people reading it in a spreadsheet: the currency by code,
 * amounts as decimal strings in major units (`-12.50`, `350000`), no ids.
 */
export interface AccountDetailCsvRow {
  /** The entry's instant, ISO 8601 in UTC; the column the CSV rules always quote. */
  date: string;
  /** The type in the export's language (`Top-up`, `Isi saldo`), as the page says it. */
  type: string;
  currency: string;
  amount: string;
  balance_after: string;
  order_no: string;
  remark: string;
}

/** The server's download and the browser's "rows on screen" export write the same file. */
export const ACCOUNT_DETAIL_CSV = {
  prefix: 'account-detail',
  options: { dateColumn: 'date', bom: true },
} as const;

export function accountDetailRow(entry: AccountDetailEntry, locale: Locale): AccountDetailCsvRow {
  return {
    date: entry.createdAt,
    type: BALANCE_TYPE_WORDS[locale][entry.type],
    currency: entry.currencyCode,
    amount: minorToDecimal(entry.amount, entry.decimals),
    balance_after: minorToDecimal(entry.balanceAfter, entry.decimals),
    order_no: entry.orderNo ?? '',
    remark: entry.remark,
  };
}

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
 * The header record alone, for a ledger with no rows: `toCsv` writes the header from the first row,
 * so a blank row gives it by the package's own rules; only its first record is kept.
 */
export const ACCOUNT_DETAIL_HEADER = `${toCsv([BLANK_ROW]).split('\r\n', 1)[0]}\r\n`;

/** The rule of every account-detail file: the header record even when there are no rows. */
function headerWhenEmpty(rowCount: number): string {
  return rowCount === 0 ? ACCOUNT_DETAIL_HEADER : '';
}

/** The whole account-detail file for entries held in memory (the browser's export). */
export function accountDetailCsv(entries: readonly AccountDetailEntry[], locale: Locale): string {
  const rows = entries.map((entry) => accountDetailRow(entry, locale));
  return toCsv(rows, ACCOUNT_DETAIL_CSV.options) + headerWhenEmpty(rows.length);
}

/** The account-detail file in chunks, written as the entries arrive (the server's download). */
export async function* accountDetailCsvStream(
  entries: AsyncIterable<AccountDetailEntry>,
  locale: Locale,
): AsyncGenerator<string, void, undefined> {
  let rowCount = 0;
  async function* rows() {
    for await (const entry of entries) {
      rowCount += 1;
      yield accountDetailRow(entry, locale);
    }
  }
  yield* toCsvStream(rows(), ACCOUNT_DETAIL_CSV.options);
  const header = headerWhenEmpty(rowCount);
  if (header !== '') yield header;
}
