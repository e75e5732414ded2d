// Purchases: 64 customers, each with its own account and a funded wallet, create an order (buy now)
// and pay it from their balance as fast as the API lets them, on one API process over PostgreSQL,
// then on two processes sharing the database. Reference: pgbench TPC-B on the same server.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import {
  call,
  openConnection,
  percentile,
  pgProgram,
  psql,
  round,
  runAlone,
  scratchDatabase,
  startApi,
} from './api-support.mjs';

export const name = 'purchases';

const CUSTOMERS = 64;
const ACCOUNT = { userId: '12345678', zoneId: '1234' };
/** Minor units in each wallet: far more than any run spends, below the balance ceiling. */
const WALLET = 90_000_000;

const run = promisify(execFile);

/** Registers `count` customers, 8 at a time (the password hashing runs on libuv's threads). */
export async function registerCustomers(base, count) {
  const customers = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, offset) => start + offset);
    const registered = await Promise.all(
      batch.map((index) =>
        call(base, '/api/User/Register', {
          email: `bench-${index}@bench.test`,
          password: 'bench-password',
          nickname: `Bench ${index}`,
        }),
      ),
    );
    for (const { userDetail } of registered) customers.push({ token: userDetail.token });
  }
  return customers;
}

/** Every customer's USD wallet, with the deposit that explains it in the ledger. */
export async function fundWallets(database) {
  await psql(
    database,
    `with usd as (select id from currencies where code = 'USD'),
     funded as (
       insert into balances (user_id, currency_id, balance)
       select users.id, usd.id, ${WALLET} from users, usd where users.email like 'bench-%'
       on conflict (user_id, currency_id) do update set balance = excluded.balance
       returning user_id, currency_id
     )
     insert into balance_logs (user_id, currency_id, amount, balance_after, type, remark, created_at)
     select user_id, currency_id, ${WALLET}, ${WALLET}, 'deposit', 'bench wallet', now() from funded`,
  );
}

/** An unlimited pack (no stock count) of a game with a user and zone id. */
export async function pickPack(database) {
  const [row] = await psql(
    database,
    `select packs.id from packs join games on games.id = packs.game_id
     where games.name = 'mobile-legends' and packs.stock is null order by packs.price_usd_minor limit 1`,
  );
  if (!row) throw new Error('the demo data has no unlimited mobile-legends pack');
  return Number(row[0]);
}

/** One purchase: create the order, pay it from the balance (with an Idempotency-Key, as the apps do). */
async function purchase(connection, token, packId) {
  const auth = { authorization: `Bearer ${token}` };
  const order = await connection.post(
    '/api/OrderDeal/Add',
    { items: [{ packId, quantity: 1, account: ACCOUNT }] },
    auth,
  );
  const paid = await connection.post(
    '/api/OrderDeal/Pay',
    { orderNo: order.orderNo, method: 'balance' },
    { ...auth, 'idempotency-key': randomUUID() },
  );
  if (paid.payment.status !== 'paid') throw new Error(`not paid: ${JSON.stringify(paid.payment)}`);
}

/** Every customer buys in a loop for `seconds`; customer i talks to `bases[i % bases.length]`. */
export async function load(bases, customers, packId, seconds) {
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    customers.map(async (customer, index) => {
      const connection = openConnection(bases[index % bases.length]);
      while (performance.now() < end) {
        const begun = performance.now();
        try {
          await purchase(connection, customer.token, packId);
          latencies.push(performance.now() - begun);
        } catch (error) {
          failures += 1;
          if (failures <= 3) console.error(`[purchases] ${error.message}`);
        }
      }
      connection.close();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    count: latencies.length,
  };
}

/** CPU time (user + system) a process has used so far, in ms; Linux only, null elsewhere. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The CPU time the API process, the database's backends and this generator used so far. */
async function cpuSnapshot(apiPid, database) {
  const backends = await psql(
    'postgres',
    `select pid from pg_stat_activity where datname = '${database}'`,
  );
  const pg = backends.map(([pid]) => cpuMsOf(pid));
  const generator = process.cpuUsage();
  return {
    api: cpuMsOf(apiPid),
    pg: pg.includes(null) ? null : pg.reduce((sum, ms) => sum + ms, 0),
    generator: (generator.user + generator.system) / 1000,
  };
}

/** CPU ms per purchase of each process between two snapshots (null without /proc or purchases). */
function cpuPerPurchase(before, after, count) {
  const per = (key) =>
    before[key] === null || after[key] === null || count === 0
      ? null
      : round((after[key] - before[key]) / count, 2);
  return { api: per('api'), pg: per('pg'), generator: per('generator') };
}

/** TPC-B (pgbench's default script) at 64 clients on a scratch database of the same server. */
async function pgbench(ctx, seconds) {
  const scratch = await scratchDatabase('pgbench');
  try {
    const args = ['-h', '127.0.0.1', '-p', '5432', '-U', 'postgres'];
    await run(pgProgram('pgbench'), [...args, '-i', '-q', '-s', '10', scratch.name]);
    const { stdout } = await run(pgProgram('pgbench'), [
      ...args,
      '-n',
      '-c',
      String(CUSTOMERS),
      '-j',
      '2',
      '-T',
      String(seconds),
      scratch.name,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    ctx.log(`pgbench: ${round(Number(tps))} tx/s`);
    return Number(tps);
  } finally {
    await scratch.drop();
  }
}

export async function measure(ctx) {
  const seconds = ctx.smoke ? 1 : 15;
  const warmup = ctx.smoke ? 0.5 : 3;
  const scratch = await scratchDatabase('purchases');
  const servers = [];
  try {
    const start = async () => {
      const server = await startApi(ctx.root, {
        port: await ctx.freePort(),
        databaseUrl: scratch.url,
        log: ctx.log,
      });
      servers.push(server);
      return server;
    };
    const first = await start();
    const customers = await registerCustomers(first.base, CUSTOMERS);
    await fundWallets(scratch.name);
    const packId = await pickPack(scratch.name);

    await load([first.base], customers, packId, warmup);
    const before = await cpuSnapshot(first.pid, scratch.name);
    const one = await load([first.base], customers, packId, seconds);
    const cpu = cpuPerPurchase(before, await cpuSnapshot(first.pid, scratch.name), one.count);
    ctx.log(`one process: ${one.count} purchases, ${one.failures} failed`);
    const second = await start();
    await load([second.base], customers, packId, warmup);
    const two = await load([first.base, second.base], customers, packId, seconds);
    ctx.log(`two processes: ${two.count} purchases, ${two.failures} failed`);
    for (const server of servers.splice(0)) await server.stop();

    const tps = await pgbench(ctx, ctx.smoke ? 2 : seconds);
    const reference = { name: 'pgbench TPC-B, 64 clients', value: round(tps), unit: 'tx/s' };
    const failed = one.failures + two.failures;
    return [
      {
        name: 'purchases/s, 64 customers, 1 API process',
        value: round(one.perSecond),
        unit: 'purchases/s',
        reference,
        target: { op: '>=', value: 300 },
      },
      { name: 'purchase p50, 1 API process', value: round(one.p50), unit: 'ms' },
      ...['api', 'pg', 'generator'].flatMap((process) =>
        cpu[process] === null
          ? []
          : [
              {
                name: `CPU per purchase, 1 API process: ${process}`,
                value: cpu[process],
                unit: 'ms',
              },
            ],
      ),
      {
        name: 'purchase p99, 1 API process',
        value: round(one.p99),
        unit: 'ms',
        target: { op: '<=', value: 300 },
      },
      {
        name: 'purchases/s, 64 customers, 2 API processes',
        value: round(two.perSecond),
        unit: 'purchases/s',
        reference: { name: 'one process', value: round(one.perSecond), unit: 'purchases/s' },
        target: { op: '>=', value: round(one.perSecond) },
      },
      { name: 'purchase p50, 2 API processes', value: round(two.p50), unit: 'ms' },
      { name: 'purchase p99, 2 API processes', value: round(two.p99), unit: 'ms' },
      {
        name: 'purchases/s vs pgbench TPC-B',
        value: round((one.perSecond / tps) * 100),
        unit: '%',
        reference,
      },
      { name: 'failed purchases', value: failed, unit: 'calls', target: { op: '<=', value: 0 } },
    ];
  } finally {
    for (const server of servers) await server.stop();
    await scratch.drop();
  }
}

await runAlone(import.meta.url, { name, measure });
