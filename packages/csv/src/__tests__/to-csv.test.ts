import { describe, expect, it } from 'vitest';
import { type CsvRow, DEFAULT_DATE_COLUMN, toCsv } from '../index';

const NOV_21 = new Date('2026-11-21T08:30:00.000Z');

describe('toCsv header', () => {
  it('uses the keys of the first row, in their order', () => {
    expect(toCsv([{ orderId: 'A1', amount: 100, currency: 'USD' }])).toBe(
      'orderId,amount,currency\r\nA1,100,USD\r\n',
    );
  });

  it('writes an empty cell for a key a later row is missing', () => {
    const rows: CsvRow[] = [
      { orderId: 'A1', amount: 100, note: 'first' },
      { orderId: 'A2', note: 'no amount' },
    ];
    expect(toCsv(rows)).toBe('orderId,amount,note\r\nA1,100,first\r\nA2,,no amount\r\n');
  });

  it('ignores keys that only appear in later rows', () => {
    const rows: CsvRow[] = [
      { orderId: 'A1', amount: 100 },
      { orderId: 'A2', amount: 200, extra: 'dropped' },
    ];
    expect(toCsv(rows)).toBe('orderId,amount\r\nA1,100\r\nA2,200\r\n');
  });

  it('quotes header cells by the string rule', () => {
    expect(toCsv([{ 'amount, USD': 1, 'the "id"': 2, 'two\nlines': 3, plain: 4 }])).toBe(
      '"amount, USD","the ""id""","two\nlines",plain\r\n1,2,3,4\r\n',
    );
  });

  it('does not force quotes on the date column header, only on its values', () => {
    expect(toCsv([{ createdAt: NOV_21, amount: 5 }])).toBe(
      'createdAt,amount\r\n"2026-11-21T08:30:00.000Z",5\r\n',
    );
  });
});

describe('toCsv date column', () => {
  it('defaults to createdAt, exported as DEFAULT_DATE_COLUMN', () => {
    expect(DEFAULT_DATE_COLUMN).toBe('createdAt');
  });

  it('always quotes its values, writing a Date as its ISO string', () => {
    expect(toCsv([{ id: 1, createdAt: NOV_21 }])).toBe(
      'id,createdAt\r\n1,"2026-11-21T08:30:00.000Z"\r\n',
    );
  });

  it('writes null, undefined and a missing value as ""', () => {
    const rows: CsvRow[] = [{ id: 1, createdAt: null }, { id: 2, createdAt: undefined }, { id: 3 }];
    expect(toCsv(rows)).toBe('id,createdAt\r\n1,""\r\n2,""\r\n3,""\r\n');
  });

  it('quotes non-Date values too, doubling inner quotes', () => {
    const rows: CsvRow[] = [
      { createdAt: '2026-11-21' },
      { createdAt: 'say "now"' },
      { createdAt: 7 },
    ];
    expect(toCsv(rows)).toBe('createdAt\r\n"2026-11-21"\r\n"say ""now"""\r\n"7"\r\n');
  });

  it('can be renamed with options.dateColumn, which stops quoting createdAt', () => {
    const rows: CsvRow[] = [{ createdAt: NOV_21, paidAt: NOV_21, settledOn: '2026-11-22' }];
    expect(toCsv(rows, { dateColumn: 'settledOn' })).toBe(
      'createdAt,paidAt,settledOn\r\n2026-11-21T08:30:00.000Z,2026-11-21T08:30:00.000Z,"2026-11-22"\r\n',
    );
  });

  it('quotes nothing extra when the date column is not among the keys', () => {
    expect(toCsv([{ id: 1, name: 'x' }])).toBe('id,name\r\n1,x\r\n');
  });

  it('throws a RangeError naming the column and row for an Invalid Date', () => {
    const rows: CsvRow[] = [{ createdAt: NOV_21 }, { createdAt: new Date('not a date') }];
    expect(() => toCsv(rows)).toThrow(
      new RangeError('Invalid Date in column "createdAt" at row index 1'),
    );
  });
});

describe('toCsv strings', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['  padded  ', '  padded  '],
    ['tab\there', 'tab\there'],
    ['semi;colon', 'semi;colon'],
    ['ünïcödé 中文 😀', 'ünïcödé 中文 😀'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['line\nfeed', '"line\nfeed"'],
    ['crlf\r\nend', '"crlf\r\nend"'],
  ])('writes %j as %j', (value, expected) => {
    expect(toCsv([{ value }])).toBe(`value\r\n${expected}\r\n`);
  });
});

describe('toCsv other values', () => {
  it('writes numbers and bigints plain', () => {
    const row = { int: 42, negative: -1.5, zero: 0, huge: 1e21, big: 12345678901234567890n };
    expect(toCsv([row])).toBe(
      'int,negative,zero,huge,big\r\n42,-1.5,0,1e+21,12345678901234567890\r\n',
    );
  });

  it('writes booleans as true/false', () => {
    expect(toCsv([{ refunded: true, pending: false }])).toBe('refunded,pending\r\ntrue,false\r\n');
  });

  it('writes null and undefined as an empty cell outside the date column', () => {
    expect(toCsv([{ a: null, b: undefined, c: 'x' }])).toBe('a,b,c\r\n,,x\r\n');
  });

  it('writes a Date in another column as its ISO string, unquoted', () => {
    expect(toCsv([{ paidAt: NOV_21 }])).toBe('paidAt\r\n2026-11-21T08:30:00.000Z\r\n');
  });
});

describe('toCsv framing', () => {
  it('ends every record, including the last, with CRLF', () => {
    const csv = toCsv([{ a: 1 }, { a: 2 }]);
    expect(csv).toBe('a\r\n1\r\n2\r\n');
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('adds no BOM by default', () => {
    expect(toCsv([{ a: 1 }]).startsWith('\uFEFF')).toBe(false);
  });

  it('prefixes a UTF-8 BOM with bom: true', () => {
    expect(toCsv([{ a: 1 }], { bom: true })).toBe('\uFEFFa\r\n1\r\n');
  });

  it('returns an empty string for no rows, or only the BOM', () => {
    expect(toCsv([])).toBe('');
    expect(toCsv([], { bom: true })).toBe('\uFEFF');
  });

  it('returns empty output when the first row has no keys', () => {
    expect(toCsv([{}, { a: 1 }])).toBe('');
    expect(toCsv([{}], { bom: true })).toBe('\uFEFF');
  });

  it('accepts any iterable of rows', () => {
    function* rows() {
      yield { a: 1 };
      yield { a: 2 };
    }
    expect(toCsv(rows())).toBe('a\r\n1\r\n2\r\n');
  });

  it('accepts rows typed by an interface', () => {
    interface BalanceEntry {
      createdAt: Date;
      amount: number;
      note?: string;
    }
    const entries: BalanceEntry[] = [{ createdAt: NOV_21, amount: -300, note: 'top-up, refund' }];
    expect(toCsv(entries)).toBe(
      'createdAt,amount,note\r\n"2026-11-21T08:30:00.000Z",-300,"top-up, refund"\r\n',
    );
  });
});

describe('toCsv formula injection (OWASP)', () => {
  it('prefixes a quote to text cells that would start a formula', () => {
    const remarks = ['=HYPERLINK("x")', '+1+cmd', '-2+3', '@SUM(A1)', '\tlead', '\rcr'];
    const csv = toCsv(remarks.map((remark) => ({ remark })));
    expect(csv.split('\r\n').slice(1, -1).join('|')).toBe(
      `"'=HYPERLINK(""x"")"|'+1+cmd|'-2+3|'@SUM(A1)|'\tlead|"'\r` + 'cr"',
    );
  });

  it('leaves numbers, numeric text like -12.50 and other text as they are', () => {
    const csv = toCsv([{ a: '-12.50', b: -120, c: '+3', d: 'a=b', e: '' }]);
    expect(csv).toBe('a,b,c,d,e\r\n-12.50,-120,+3,a=b,\r\n');
  });

  it('defuses header cells too', () => {
    expect(toCsv([{ '=cmd': 1 }])).toBe("'=cmd\r\n1\r\n");
  });
});
