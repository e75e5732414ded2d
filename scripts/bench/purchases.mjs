// Purchases: 64 customers, each with its own account and a funded wallet, create an order (buy now)
// and pay it from their balance as fast as the API lets them, on one API process over PostgreSQL
// and on two processes sharing the database, in turns. Reference: pgbench TPC-B on the same server.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import {
  openConnection,
  percentile,
  pgProgram,
  psql,
  round,
  runAlone,
  scratchDatabase,
  startApi,
} from './api-support.mjs';
import { signUp, startMailCatcher } from './lib/signup.mjs';

export const name = 'purchases';

const CUSTOMERS = 64;
const ACCOUNT = { userId: '12345678', zoneId: '1234' };
/** Minor units in each wallet: far more than any run spends, below the balance ceiling. */
const WALLET = 90_000_000;
/** How much more CPU per purchase two API processes may take than one. */
const ALLOWED_CPU_GROWTH = 1.15;

const run = promisify(execFile);

/**
 * Signs `count` customers up (their codes mailed to `mail`), 8 at a time (the password hashing
 * runs on libuv's threads).
 */
export async function registerCustomers(base, mail, count) {
  const customers = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, offset) => start + offset);
    const registered = await Promise.all(
      batch.map((index) =>
        signUp(base, mail, {
          email: `bench-${index}@bench.test`,
          password: 'bench-password',
          nickname: `Bench ${index}`,
        }),
      ),
    );
    for (const { token } of registered) customers.push({ token });
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

/**
 * Every customer buys in a loop for `seconds`; customer i talks to `bases[i % bases.length]`.
 * Answers each purchase's time (ms), the failures and the seconds it ran.
 */
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
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}

/** Runs of `load` together: purchases/s over their time, p50 and p99 over all their purchases. */
function summary(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
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
async function cpuSnapshot(apiPids, database) {
  const backends = await psql(
    'postgres',
    `select pid from pg_stat_activity where datname = '${database}'`,
  );
  const sum = (times) => (times.includes(null) ? null : times.reduce((total, ms) => total + ms, 0));
  const generator = process.cpuUsage();
  return {
    api: sum(apiPids.map(cpuMsOf)),
    pg: sum(backends.map(([pid]) => cpuMsOf(pid))),
    generator: (generator.user + generator.system) / 1000,
  };
}

/** CPU ms of each process between two snapshots (null without /proc). */
function cpuBetween(before, after) {
  const spent = (key) =>
    before[key] === null || after[key] === null ? null : after[key] - before[key];
  return { api: spent('api'), pg: spent('pg'), generator: spent('generator') };
}

/** CPU ms per purchase of each process, from the CPU each run spent (null without /proc). */
function cpuPerPurchase(spent, count) {
  const per = (key) =>
    spent.some((run) => run[key] === null) || count === 0
      ? null
      : round(spent.reduce((sum, run) => sum + run[key], 0) / count, 2);
  return { api: per('api'), pg: per('pg'), generator: per('generator') };
}

/**
 * What a second API process on the same database costs (this 2-core machine cannot show two
 * processes buying faster than one): CPU per purchase, API plus PostgreSQL, within 15 % of one.
 */
function twoProcessCpu(one, two) {
  const total = (cpu) => (cpu.api === null || cpu.pg === null ? null : round(cpu.api + cpu.pg, 2));
  const [oneTotal, twoTotal] = [total(one), total(two)];
  if (oneTotal === null || twoTotal === null) return [];
  return [
    { name: 'CPU per purchase (API + PostgreSQL), 1 API process', value: oneTotal, unit: 'ms' },
    {
      name: 'CPU per purchase (API + PostgreSQL), 2 API processes',
      value: twoTotal,
      unit: 'ms',
      reference: { name: 'one API process', value: oneTotal, unit: 'ms' },
      target: { op: '<=', value: round(oneTotal * ALLOWED_CPU_GROWTH, 2) },
    },
  ];
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
  const turns = ctx.smoke ? 1 : 3;
  const warmup = ctx.smoke ? 0.5 : 3;
  const scratch = await scratchDatabase('purchases');
  const mail = await startMailCatcher();
  const servers = [];
  try {
    const start = async () => {
      const server = await startApi(ctx.root, {
        port: await ctx.freePort(),
        databaseUrl: scratch.url,
        env: mail.env,
        log: ctx.log,
      });
      servers.push(server);
      return server;
    };
    const first = await start();
    const customers = await registerCustomers(first.base, mail, CUSTOMERS);
    await fundWallets(scratch.name);
    const packId = await pickPack(scratch.name);

    const second = await start();
    await load([first.base], customers, packId, warmup);
    await load([second.base], customers, packId, warmup);
    // One process and two take turns, so a change in the shared machine's speed during the
    // section weighs on both alike (the second process sits idle in the one-process turns).
    const measured = async (apis, runs, spent) => {
      const pids = apis.map((server) => server.pid);
      const before = await cpuSnapshot(pids, scratch.name);
      runs.push(
        await load(
          apis.map((server) => server.base),
          customers,
          packId,
          seconds / turns,
        ),
      );
      spent.push(cpuBetween(before, await cpuSnapshot(pids, scratch.name)));
    };
    const [oneRuns, twoRuns, oneCpu, twoCpu] = [[], [], [], []];
    for (let turn = 0; turn < turns; turn++) {
      await measured([first], oneRuns, oneCpu);
      await measured([first, second], twoRuns, twoCpu);
    }
    const one = summary(oneRuns);
    const two = summary(twoRuns);
    const cpu = cpuPerPurchase(oneCpu, one.count);
    const cpuOfTwo = cpuPerPurchase(twoCpu, two.count);
    ctx.log(`one process: ${one.count} purchases, ${one.failures} failed`);
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
      },
      ...twoProcessCpu(cpu, cpuOfTwo),
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
    await mail.stop();
  }
}

await runAlone(import.meta.url, { name, measure });
