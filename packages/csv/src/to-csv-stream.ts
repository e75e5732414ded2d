import type { CsvOptions, CsvRow, CsvRowLike } from './csv-row';
import { createCsvEncoder } from './encoder';

/**
 * Same output as {@link toCsv}, produced lazily: yields one chunk per record (the
 * first chunk also carries the BOM and header), so large exports can be sent as
 * rows arrive. In Node, `Readable.from(toCsvStream(rows))` pipes into an HTTP response.
 */
export async function* toCsvStream<Row extends CsvRowLike<Row>>(
  rows: Iterable<Row> | AsyncIterable<Row>,
  options?: CsvOptions,
): AsyncGenerator<string, void, undefined> {
  const encoder = createCsvEncoder(options);
  // CsvRowLike<Row> already guarantees CsvValue cells; the cast only adds the index signature.
  for await (const row of rows as Iterable<CsvRow> | AsyncIterable<CsvRow>) {
    const chunk = encoder.encode(row);
    if (chunk !== '') yield chunk;
  }
  const rest = encoder.finish();
  if (rest !== '') yield rest;
}
