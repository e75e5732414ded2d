import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { type CsvRow, type CsvValue, toCsv, toCsvStream } from '../index';

/** mulberry32: a tiny seeded PRNG, so a failing row can be reproduced. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TRICKY_PIECES = [
  ',',
  '"',
  '""',
  '\r',
  '\n',
  '\r\n',
  ' ',
  '\t',
  ';',
  "'",
  '=SUM(A1)',
  'top-up',
  'Gems x100',
  '007',
  '-1.5',
  'é',
  'ß',
  '中文',
  'Ελληνικά',
  'עברית',
  '😀',
  '👨‍👩‍👧',
  '🇯🇵',
  '\u00a0',
];

function generateRows(count: number, random: () => number): CsvRow[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  const trickyString = (): string => {
    const pieces = Array.from({ length: Math.floor(random() * 6) }, () => pick(TRICKY_PIECES));
    const padding = pick(['', ' ', '  ']);
    return `${padding}${pieces.join('')}${pick(['', ' ', padding])}`;
  };

  const amount = (): number | null => {
    if (random() < 0.15) return null;
    const cents = Math.floor(random() * 2_000_000) - 1_000_000;
    return random() < 0.5 ? cents : cents / 100;
  };

  const createdAt = (): Date | null =>
    random() < 0.1 ? null : new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 3e10));

  return Array.from({ length: count }, (_, index) => ({
    id: index,
    createdAt: createdAt(),
    note: random() < 0.1 ? null : trickyString(),
    amount: amount(),
    memo: random() < 0.2 ? '' : trickyString(),
  }));
}

/** Text that a spreadsheet would take for a formula reads back with the `'` the writer adds. */
function expectedCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (
    typeof value === 'string' &&
    /^[=+\-@\t\r]/.test(value) &&
    !/^[+-]?\d+(\.\d+)?$/.test(value)
  ) {
    return `'${value}`;
  }
  return value instanceof Date ? value.toISOString() : String(value);
}

describe('round trip through csv-parse', () => {
  const rows = generateRows(500, createRandom(20261121));
  const columns = ['id', 'createdAt', 'note', 'amount', 'memo'];
  const expected = [
    columns,
    ...rows.map((row) => columns.map((column) => expectedCell(row[column]))),
  ];

  it('generates genuinely tricky input', () => {
    const text = rows.map((row) => `${row.note ?? ''}${row.memo}`).join('');
    for (const piece of [',', '"', '\r\n', '\n', '😀', '👨‍👩‍👧']) expect(text).toContain(piece);
    expect(rows.some((row) => row.memo === '')).toBe(true);
    expect(rows.some((row) => row.note === null)).toBe(true);
  });

  it('parses back to the input values (null -> empty string)', () => {
    const parsed: string[][] = parse(toCsv(rows), { record_delimiter: '\r\n' });
    expect(parsed).toHaveLength(501);
    expect(parsed).toEqual(expected);
  });

  it('parses back the same with a BOM', () => {
    const csv = toCsv(rows, { bom: true });
    expect(csv.startsWith('\uFEFFid,')).toBe(true);
    expect(parse(csv, { bom: true, record_delimiter: '\r\n' })).toEqual(expected);
  });

  it('streams exactly the same text', async () => {
    let streamed = '';
    for await (const chunk of toCsvStream(rows, { bom: true })) streamed += chunk;
    expect(streamed).toBe(toCsv(rows, { bom: true }));
  });
});
