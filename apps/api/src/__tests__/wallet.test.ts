import type { BalanceLogEntry, BalanceLogType } from '@storefront/api-client/contract';
import { csvFilename } from '@storefront/csv';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../seed/seed';
import { DATABASES, failureOf, raw, startServer, type TestServer } from './harness';
import { currencyIds, type LedgerLine, loginAs, newCustomer, writeLedger } from './wallet-support';

const HEADER = 'date,type,currency,amount,balance_after,order_no,remark';
const TYPES: BalanceLogType[] = ['deposit', 'payment', 'refund', 'adjustment'];
const AMOUNTS: Record<string, Record<BalanceLogType, number>> = {
  USD: { deposit: 5000, payment: -700, refund: 300, adjustment: -5 },
  IDR: { deposit: 100000, payment: -15000, refund: 5000, adjustment: -100 },
};
/** The type column's words, as the balance history page says them (written here independently). */
const TYPE_WORDS: Record<'en' | 'id', Record<BalanceLogType, string>> = {
  en: { deposit: 'Top-up', payment: 'Payment', refund: 'Refund', adjustment: 'Adjustment' },
  id: {
    deposit: 'Isi saldo',
    payment: 'Pembayaran',
    refund: 'Pengembalian dana',
    adjustment: 'Penyesuaian',
  },
};
const REMARKS: Record<number, string> = {
  5: 'Refund, partial "gift"',
  7: 'two\nlines',
  8: '  padded  ',
};

/** 30 entries on 15 days of October 2026: one at 00:00:00.000 and one at 23:59:59.999 UTC each day. */
function ledgerLines(ids: Map<string, number>): LedgerLine[] {
  return Array.from({ length: 30 }, (_, i) => {
    const code = i % 3 === 0 ? 'IDR' : 'USD';
    const type = i < 2 ? 'deposit' : (TYPES[i % 4] as BalanceLogType);
    const day = 1 + Math.floor(i / 2);
    const createdAt = new Date(
      i % 2 === 0 ? Date.UTC(2026, 9, day) : Date.UTC(2026, 9, day, 23, 59, 59, 999),
    );
    const ordered = type === 'payment' || type === 'refund';
    return {
      currencyId: ids.get(code) as number,
      amount: AMOUNTS[code]?.[type] as number,
      type,
      createdAt,
      orderNo: ordered
        ? `SF202610${String(day).padStart(2, '0')}-A${String(i).padStart(5, '0')}`
        : null,
      remark: REMARKS[i] ?? (i % 5 === 0 ? null : `Entry ${i}`),
    };
  });
}

/** Major units as the CSV writes them, worked out independently of the server's code. */
function decimal(amount: number, decimals: number): string {
  return (amount / 10 ** decimals).toFixed(decimals);
}

function csvRowOf(entry: BalanceLogEntry, locale: 'en' | 'id' = 'en') {
  return {
    date: entry.createdAt,
    type: TYPE_WORDS[locale][entry.type],
    currency: entry.currencyCode,
    amount: decimal(entry.amount, entry.decimals),
    balance_after: decimal(entry.balanceAfter, entry.decimals),
    order_no: entry.orderNo ?? '',
    remark: entry.remark,
  };
}

function parseCsv(text: string): Array<Record<string, string>> {
  return parse(text, { bom: true, columns: true, skip_empty_lines: false });
}

async function allEntries(client: ReturnType<TestServer['client']>, filter = {}) {
  const entries: BalanceLogEntry[] = [];
  for (let page = 1; ; page++) {
    const result = await client.user.balanceLog({ ...filter, page, pageSize: 100 });
    entries.push(...result.list);
    if (entries.length >= result.total || result.list.length === 0) return entries;
  }
}

describe.each(DATABASES)('wallet and export on %s', (kind) => {
  let server: TestServer;
  let customer: Awaited<ReturnType<typeof newCustomer>>;
  let ids: Map<string, number>;
  let expected: BalanceLogEntry[];

  beforeAll(async () => {
    server = await startServer(kind);
    ids = await currencyIds(server);
    customer = await newCustomer(server, 'ledger@example.com');
    const rows = await writeLedger(server, customer.id, ledgerLines(ids));
    const codes = new Map([...ids].map(([code, id]) => [id, code]));
    expected = rows
      .map((row) => ({
        id: row.id,
        currencyId: row.currency_id,
        currencyCode: codes.get(row.currency_id) as string,
        decimals: codes.get(row.currency_id) === 'IDR' ? 0 : 2,
        amount: row.amount,
        balanceAfter: row.balance_after,
        type: row.type,
        orderNo: row.order_no,
        remark: row.remark ?? '',
        createdAt: row.created_at.toISOString(),
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  });
  afterAll(() => server?.close());

  it('BalanceLog answers the newest 20 entries first with the total', async () => {
    const page = await customer.client.user.balanceLog();
    expect(page).toEqual({ list: expected.slice(0, 20), total: 30, page: 1, pageSize: 20 });
    // Entries of the same customer's other currency never mix into a running balance.
    const usd = expected.filter((e) => e.currencyCode === 'USD').reverse();
    let balance = 0;
    for (const entry of usd) {
      balance += entry.amount;
      expect(entry.balanceAfter).toBe(balance);
    }
  });

  it('pages through every entry exactly once', async () => {
    const seen: BalanceLogEntry[] = [];
    for (let page = 1; page <= 5; page++) {
      const result = await customer.client.user.balanceLog({ page, pageSize: 7 });
      expect(result).toMatchObject({ total: 30, page, pageSize: 7 });
      seen.push(...result.list);
    }
    expect(seen).toEqual(expected);
    const beyond = await customer.client.user.balanceLog({ page: 6, pageSize: 7 });
    expect(beyond).toEqual({ list: [], total: 30, page: 6, pageSize: 7 });
  });

  const day = (entry: BalanceLogEntry) => entry.createdAt.slice(0, 10);
  const filters: Array<[string, () => object, (entry: BalanceLogEntry) => boolean]> = [
    ['currency', () => ({ currencyId: ids.get('USD') }), (e) => e.currencyCode === 'USD'],
    ['type', () => ({ type: 'payment' }), (e) => e.type === 'payment'],
    [
      'from (inclusive, from 00:00 UTC)',
      () => ({ from: '2026-10-12' }),
      (e) => day(e) >= '2026-10-12',
    ],
    [
      'to (inclusive, up to 23:59:59.999 UTC)',
      () => ({ to: '2026-10-03' }),
      (e) => day(e) <= '2026-10-03',
    ],
    ['one day', () => ({ from: '2026-10-05', to: '2026-10-05' }), (e) => day(e) === '2026-10-05'],
    [
      'everything at once',
      () => ({ currencyId: ids.get('IDR'), type: 'deposit', from: '2026-10-02', to: '2026-10-13' }),
      (e) =>
        e.currencyCode === 'IDR' &&
        e.type === 'deposit' &&
        day(e) >= '2026-10-02' &&
        day(e) <= '2026-10-13',
    ],
    ['a range with nothing in it', () => ({ from: '2027-01-01' }), () => false],
  ];

  it.each(filters)(
    'filters by %s, and accountDetailList answers the same rows',
    async (_name, filter, keep) => {
      const want = expected.filter(keep);
      const page = await customer.client.user.balanceLog({ ...filter(), pageSize: 100 });
      expect(page.list).toEqual(want);
      expect(page.total).toBe(want.length);
      const legacy = await customer.client.legacy.user.accountDetailList({
        ...filter(),
        pageSize: 100,
      });
      expect(legacy).toEqual(page);
    },
  );

  it('the one-day filter keeps both ends of the day', async () => {
    const { list } = await customer.client.user.balanceLog({
      from: '2026-10-05',
      to: '2026-10-05',
    });
    expect(list.map((e) => e.createdAt)).toEqual([
      '2026-10-05T23:59:59.999Z',
      '2026-10-05T00:00:00.000Z',
    ]);
  });

  it("shows only the caller's own entries: the demo user sees the seeded deposits", async () => {
    const demo = demoData.users[0] as (typeof demoData.users)[number];
    const { client } = await loginAs(server, demo.email, demo.password);
    const { list, total } = await client.user.balanceLog();
    expect(total).toBe(Object.keys(demo.balances).length);
    expect(list.every((e) => e.type === 'deposit')).toBe(true);
    for (const [code, amount] of Object.entries(demo.balances)) {
      expect(list.find((e) => e.currencyCode === code)).toMatchObject({
        amount,
        balanceAfter: amount,
      });
    }
    expect(list.some((e) => expected.some((mine) => mine.id === e.id))).toBe(false);
  });

  it('answers 401 without a valid token on every wallet endpoint', async () => {
    for (const token of [null, 'y'.repeat(43)]) {
      const client = server.client({ token });
      // One call at a time: a call started early could fail before anything awaits it.
      for (const call of [
        () => client.user.balanceLog(),
        () => client.legacy.user.accountDetailList(),
        () => client.legacy.user.accountDetailFile(),
      ]) {
        expect(await failureOf(call())).toMatchObject({
          status: 401,
          message: 'Login status expired, please log in again',
        });
      }
    }
    const file = await raw(server, '/api/user/accountDetailFile');
    expect(file.status).toBe(401);
    expect(file.headers.get('content-disposition')).toBeNull();
    expect(file.body).toMatchObject({ code: 401 });
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const client = customer.client;
    const cases: Array<[object, RegExp]> = [
      [{ type: 'bonus' }, /^type: must be one of: deposit, payment, refund, adjustment$/],
      [{ from: '2026-13-01' }, /^from: is not a valid date \(YYYY-MM-DD\)$/],
      [{ to: 'yesterday' }, /^to: is not a valid date/],
      [{ currencyId: 0 }, /^currencyId: must be greater than 0$/],
      [{ currencyId: 999 }, /^currencyId: no currency has the id 999$/],
      [{ from: '2026-10-09', to: '2026-10-08' }, /^from: must not be after "to"$/],
      [{ pageSize: 101 }, /^pageSize: must be at most 100$/],
      [{ page: 0 }, /^page: must be at least 1$/],
    ];
    for (const [filter, message] of cases) {
      const error = await failureOf(client.user.balanceLog(filter as never));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(message);
      const legacy = await failureOf(client.legacy.user.accountDetailList(filter as never));
      expect(legacy.message).toBe(error.message);
    }
    const auth = { authorization: `Bearer ${customer.token}` };
    for (const [query, message] of [
      ['currencyId=abc', /^currencyId: /],
      ['currencyId=999', /^currencyId: no currency has the id 999$/],
      ['type=bonus', /^type: /],
      ['from=2026-10-09&to=2026-10-08', /^from: must not be after "to"$/],
    ] as const) {
      const res = await raw(server, `/api/user/accountDetailFile?${query}`, { headers: auth });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(res.body.message).toMatch(message);
    }
  });

  it('downloads the CSV through the SDK: the same rows as BalanceLog, row by row', async () => {
    const file = await customer.client.legacy.user.accountDetailFile();
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const name = csvFilename('account-detail', server.clock.now());
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(file.filename).toBe(name);
    expect(file.data).toBeInstanceOf(ArrayBuffer);
    const bytes = new Uint8Array(file.data as ArrayBuffer);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(bytes));
    expect(rows).toEqual(expected.map((entry) => csvRowOf(entry)));
    expect(rows.find((row) => row.remark?.includes('"'))?.remark).toBe('Refund, partial "gift"');
  });

  it('downloads the CSV with plain fetch and the filters in the query string', async () => {
    const usd = ids.get('USD') as number;
    const query = `currencyId=${usd}&type=payment&from=2026-10-04&to=2026-10-14`;
    const res = await raw(server, `/api/user/accountDetailFile?${query}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="account-detail-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const want = await customer.client.user.balanceLog({
      currencyId: usd,
      type: 'payment',
      from: '2026-10-04',
      to: '2026-10-14',
      pageSize: 100,
    });
    expect(want.total).toBeGreaterThan(1);
    expect(parseCsv(res.text)).toEqual(want.list.map((entry) => csvRowOf(entry)));

    // The raw text: header from the row's keys, the date column always quoted, CRLF line ends.
    const records = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(records[0]).toBe(HEADER);
    expect(records.at(-1)).toBe('');
    const lines = records.slice(1, -1);
    expect(lines).toHaveLength(want.total);
    lines.forEach((line, index) => {
      const entry = want.list[index] as BalanceLogEntry;
      expect(line).toBe(
        `"${entry.createdAt}",Payment,USD,${decimal(entry.amount, 2)},${decimal(entry.balanceAfter, 2)},${entry.orderNo},${entry.remark}`,
      );
    });
  });

  it('quotes other strings only when they need it', async () => {
    const res = await raw(server, '/api/user/accountDetailFile', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const text = res.text.replace(/^\uFEFF/, '');
    expect(text).toContain(',"Refund, partial ""gift"""\r\n');
    expect(text).toContain(',"two\nlines"\r\n');
    expect(text).toContain(',  padded  \r\n');
    expect(text).toContain('"2026-10-01T00:00:00.000Z",Top-up,IDR,100000,100000,,\r\n');
    expect(text).not.toMatch(/"(Top-up|Payment|Refund|Adjustment|USD|IDR)"/);
  });

  it("writes the type column in the request's language, under the same header", async () => {
    const res = await raw(server, '/api/user/accountDetailFile', {
      headers: { authorization: `Bearer ${customer.token}`, 'accept-language': 'id' },
    });
    expect(res.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(HEADER);
    expect(parseCsv(res.text)).toEqual(expected.map((entry) => csvRowOf(entry, 'id')));
    expect(res.text).toContain('"2026-10-01T00:00:00.000Z",Isi saldo,IDR,100000,100000,,\r\n');
  });

  it('an empty result downloads the header alone', async () => {
    const file = await customer.client.legacy.user.accountDetailFile({ from: '2027-01-01' });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.data as ArrayBuffer);
    expect(text).toBe(`\uFEFF${HEADER}\r\n`);
    expect(parseCsv(text)).toEqual([]);
    const fresh = await newCustomer(server, 'empty-ledger@example.com');
    const none = await raw(server, '/api/user/accountDetailFile', {
      headers: { authorization: `Bearer ${fresh.token}` },
    });
    // fetch's text() drops the byte order mark.
    expect(none.text).toBe(`${HEADER}\r\n`);
  });

  it('ends the download broken, not short, when reading the ledger fails mid-stream', async () => {
    const broken = await newCustomer(server, 'broken-ledger@example.com');
    const usd = ids.get('USD') as number;
    const start = Date.UTC(2026, 8, 1);
    const lines: LedgerLine[] = Array.from({ length: 1100 }, (_, i) => ({
      currencyId: usd,
      amount: 100,
      type: 'deposit',
      createdAt: new Date(start + (i + 1) * 60_000),
    }));
    await writeLedger(server, broken.id, lines);
    // The oldest line, so read in the second batch, with an instant the API cannot turn into a date.
    await sql`insert into balance_logs (user_id, currency_id, amount, balance_after, type, created_at)
      values (${broken.id}, ${usd}, 1, 70001, 'adjustment', '-infinity')`.execute(
      server.database.db,
    );
    const res = await fetch(`${server.url}/api/user/accountDetailFile`, {
      headers: { authorization: `Bearer ${broken.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    await expect(res.text()).rejects.toThrow();
  });

  it('streams a big ledger in order, ties broken by id, without losing or repeating a row', async () => {
    const big = await newCustomer(server, 'big-ledger@example.com');
    const usd = ids.get('USD') as number;
    const start = Date.UTC(2026, 8, 1);
    // Three entries share each instant, so batches end in the middle of ties.
    const lines: LedgerLine[] = Array.from({ length: 1234 }, (_, i) => ({
      currencyId: usd,
      amount: i === 0 ? 1_000_000 : i % 2 === 0 ? 17 : -13,
      type: i === 0 ? 'deposit' : i % 2 === 0 ? 'refund' : 'payment',
      createdAt: new Date(start + Math.floor(i / 3) * 60_000),
      remark: `Line ${i}`,
    }));
    await writeLedger(server, big.id, lines);
    const want = await allEntries(big.client);
    expect(want).toHaveLength(1234);
    const file = await big.client.legacy.user.accountDetailFile();
    const rows = parseCsv(new TextDecoder().decode(file.data as ArrayBuffer));
    expect(rows).toHaveLength(1234);
    expect(rows).toEqual(want.map((entry) => csvRowOf(entry)));
    expect(new Set(rows.map((row) => row.remark)).size).toBe(1234);
  });
});
