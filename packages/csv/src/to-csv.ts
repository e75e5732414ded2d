import type { CsvOptions, CsvRow, CsvRowLike } from './csv-row';
import { createCsvEncoder } from './encoder';

/**
 * Writes rows as RFC 4180 CSV text: a header record from the first row's keys,
 * then one record per row, every record (including the last) ended by CRLF.
 *
 * Keys that appear only in later rows are ignored; rows missing a header key get an empty cell.
 * No rows (or a first row without keys) gives an empty string, or just the BOM with `bom: true`.
 */
export function toCsv<Row extends CsvRowLike<Row>>(
  rows: Iterable<Row>,
  options?: CsvOptions,
): string {
  const encoder = createCsvEncoder(options);
  let csv = '';
  // CsvRowLike<Row> already guarantees CsvValue cells; the cast only adds the index signature.
  for (const row of rows as Iterable<CsvRow>) {
    csv += encoder.encode(row);
  }
  return csv + encoder.finish();
}
