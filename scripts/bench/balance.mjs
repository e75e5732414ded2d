// Balance: one customer with 100,000 ledger lines on PostgreSQL. The CSV export must stream (time to
// its first byte, the API process's memory growth while it runs, the file complete and parsed back
// against the database's own count and sum), and the history's first and 1,000th page answer fast
// (p50, one request at a time).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import {
  call,
  percentile,
  psql,
  round,
  runAlone,
  scratchDatabase,
  startApi,
} from './api-support.mjs';
import { signUp, startMailCatcher } from './lib/signup.mjs';

export const name = 'balance';

const LINES = 100_000;
const PAGE_SIZE = 20;
const DEEP_PAGE = 1000;

/**
 * `lines` USD ledger lines for the customer, one a minute up to now: deposits of 5.00 and payments
 * of 3.00 in turn, each line's balance the running sum, the stored balance the last line's.
 */
async function fillLedger(database, email, lines) {
  await psql(
    database,
    `with who as (select users.id as user_id, currencies.id as currency_id
       from users, currencies where users.email = '${email}' and currencies.code = 'USD'),
     moves as (
       select n, case when n % 2 = 1 then 500 else -300 end as amount from generate_series(1, ${lines}) n),
     lines as (
       insert into balance_logs (user_id, currency_id, amount, balance_after, type, order_no, remark, created_at)
       select who.user_id, who.currency_id, amount, sum(amount) over (order by n),
         case when amount > 0 then 'deposit' else 'payment' end,
         case when amount > 0 then null else 'BN' || lpad(n::text, 8, '0') || '-' || upper(lpad(to_hex(n), 6, '0')) end,
         case when n % 10 = 0 then 'bench, "line" ' || n else null end,
         now() - make_interval(mins => ${lines} - n)
       from moves, who
       returning user_id, currency_id, balance_after, created_at)
     insert into balances (user_id, currency_id, balance)
     select user_id, currency_id, balance_after from lines order by created_at desc limit 1
     on conflict (user_id, currency_id) do update set balance = excluded.balance`,
  );
  // What autovacuum does soon after a bulk load: statistics and the visibility map.
  await psql(database, 'vacuum analyze balance_logs');
  const [[count, sum]] = await psql(
    database,
    `select count(*), sum(amount) from balance_logs join users on users.id = balance_logs.user_id
     where users.email = '${email}'`,
  );
  return { count: Number(count), sum: Number(sum) };
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/** Amounts are decimal strings of 2 places: the sum in minor units, without float drift. */
function minorOf(text) {
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -minor : minor;
}

/** The rows of a CSV file (RFC 4180 quoting), BOM dropped. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Downloads the export, sampling the API's RSS every 20 ms; answers timings, memory and the text. */
function exportCsv(base, token, pid) {
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 20);
  const begun = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/user/accountDetailFile`,
      { headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let firstByte = null;
        const chunks = [];
        response.on('data', (chunk) => {
          firstByte ??= performance.now() - begun;
          chunks.push(chunk);
        });
        response.on('end', () => {
          clearInterval(sampler);
          peak = Math.max(peak, rssKb(pid));
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode,
            headers: response.headers,
            firstByte,
            total: performance.now() - begun,
            growthMb: (peak - baseline) / 1024,
            bytes,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
  });
}

/** p50 of `count` history pages asked one after another. */
async function pageP50(base, token, page, count) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const begun = performance.now();
    const answer = await call(
      base,
      '/api/User/BalanceLog',
      { page, pageSize: PAGE_SIZE },
      { authorization: `Bearer ${token}` },
    );
    times.push(performance.now() - begun);
    if (answer.list.length !== PAGE_SIZE)
      throw new Error(`page ${page}: ${answer.list.length} rows`);
  }
  return round(percentile(times, 50), 2);
}

function fileFigures(download, ledger) {
  if (download.status !== 200) throw new Error(`export: HTTP ${download.status}`);
  const rows = parseCsv(download.bytes.toString('utf8'));
  const [header, ...lines] = rows;
  const amount = header?.indexOf('amount') ?? -1;
  const sum = lines.reduce((total, line) => total + minorOf(line[amount] ?? ''), 0);
  const complete =
    lines.length === ledger.count &&
    sum === ledger.sum &&
    download.headers['content-length'] === undefined &&
    /^attachment; filename=/.test(download.headers['content-disposition'] ?? '');
  const lineCount = `${round(ledger.count / 1000)}k lines`;
  return [
    {
      name: `CSV export first byte, ${lineCount}`,
      value: round(download.firstByte, 1),
      unit: 'ms',
      reference: { name: 'whole file', value: round(download.total, 1), unit: 'ms' },
      target: { op: '<=', value: 500 },
    },
    {
      name: `API memory growth during the CSV export, ${lineCount}`,
      value: round(download.growthMb, 1),
      unit: 'MB',
      reference: {
        name: 'file size',
        value: round(download.bytes.length / 2 ** 20, 1),
        unit: 'MB',
      },
      target: { op: '<=', value: 50 },
    },
    {
      name: 'CSV complete: row count and amount sum equal the ledger, streamed (no content-length)',
      value: complete ? 1 : 0,
      unit: 'yes',
      reference: { name: 'rows parsed', value: lines.length, unit: 'rows' },
      target: { op: '>=', value: 1 },
    },
  ];
}

export async function measure(ctx) {
  const lines = ctx.smoke ? 5_000 : LINES;
  const count = ctx.smoke ? 10 : 200;
  const deepPage = Math.min(DEEP_PAGE, Math.floor(lines / PAGE_SIZE));
  const scratch = await scratchDatabase('balance');
  const mail = await startMailCatcher();
  let server = null;
  try {
    server = await startApi(ctx.root, {
      port: await ctx.freePort(),
      databaseUrl: scratch.url,
      env: mail.env,
      log: ctx.log,
    });
    const email = 'ledger@bench.test';
    const { token } = await signUp(server.base, mail, {
      email,
      password: 'bench-password',
      nickname: 'Ledger',
    });
    const started = performance.now();
    const ledger = await fillLedger(scratch.name, email, lines);
    ctx.log(`${ledger.count} lines in ${round((performance.now() - started) / 1000)} s`);
    await exportCsv(server.base, token, server.pid); // warm-up: code paths and the buffer cache
    const download = await exportCsv(server.base, token, server.pid);
    for (const page of [1, deepPage]) await pageP50(server.base, token, page, count / 10);
    const first = await pageP50(server.base, token, 1, count);
    const deep = await pageP50(server.base, token, deepPage, count);
    const target = { op: '<=', value: 20 };
    return [
      ...fileFigures(download, ledger),
      {
        name: `balance history page 1 p50 (${PAGE_SIZE} a page)`,
        value: first,
        unit: 'ms',
        reference: { name: `page ${deepPage}`, value: deep, unit: 'ms' },
        target,
      },
      {
        name: `balance history page ${deepPage} p50 (${PAGE_SIZE} a page)`,
        value: deep,
        unit: 'ms',
        reference: { name: 'page 1', value: first, unit: 'ms' },
        target,
      },
    ];
  } finally {
    await server?.stop();
    await mail.stop?.();
    await scratch.drop();
  }
}

await runAlone(import.meta.url, { name, measure });
