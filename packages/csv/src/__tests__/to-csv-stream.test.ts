import { describe, expect, it } from 'vitest';
import { type CsvOptions, type CsvRow, toCsv, toCsvStream } from '../index';

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const collected: string[] = [];
  for await (const chunk of chunks) collected.push(chunk);
  return collected;
}

async function* fromAsync(rows: readonly CsvRow[]): AsyncGenerator<CsvRow> {
  for (const row of rows) {
    await Promise.resolve();
    yield row;
  }
}

const ROWS: CsvRow[] = [
  { createdAt: new Date('2026-11-21T08:30:00.000Z'), amount: 100, note: 'top-up' },
  { createdAt: null, amount: -25, note: 'refund, "partial"\r\nline two', extra: 'ignored' },
  { note: 'no date, no amount' },
];

describe('toCsvStream', () => {
  it('yields the BOM and header with the first record, then one chunk per record', async () => {
    expect(await collect(toCsvStream(ROWS, { bom: true }))).toEqual([
      '\uFEFFcreatedAt,amount,note\r\n"2026-11-21T08:30:00.000Z",100,top-up\r\n',
      '"",-25,"refund, ""partial""\r\nline two"\r\n',
      '"",,"no date, no amount"\r\n',
    ]);
  });

  it.each<[string, readonly CsvRow[], CsvOptions | undefined]>([
    ['rows', ROWS, undefined],
    ['rows with a BOM', ROWS, { bom: true }],
    ['rows with a custom date column', ROWS, { dateColumn: 'note' }],
    ['no rows', [], undefined],
    ['no rows with a BOM', [], { bom: true }],
    ['a first row without keys', [{}, { a: 1 }], { bom: true }],
  ])('matches toCsv for %s from a sync or async iterable', async (_name, rows, options) => {
    const expected = toCsv(rows, options);
    expect((await collect(toCsvStream(rows, options))).join('')).toBe(expected);
    expect((await collect(toCsvStream(fromAsync(rows), options))).join('')).toBe(expected);
  });

  it('yields nothing for no rows without a BOM', async () => {
    expect(await collect(toCsvStream([]))).toEqual([]);
  });

  it('rejects on an Invalid Date after yielding the records before it', async () => {
    const chunks: string[] = [];
    const rows: CsvRow[] = [{ createdAt: null }, { createdAt: new Date(Number.NaN) }];
    await expect(async () => {
      for await (const chunk of toCsvStream(rows)) chunks.push(chunk);
    }).rejects.toThrow('Invalid Date in column "createdAt" at row index 1');
    expect(chunks).toEqual(['createdAt\r\n""\r\n']);
  });
});
