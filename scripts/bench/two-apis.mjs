// Two API processes on one database: the purchase load of the purchases section (64 customers, buy
// now and pay from the balance) against one API process, then spread over two processes on the
// same PostgreSQL, in turns. What a second process costs: CPU per purchase, the API processes' CPU
// plus every PostgreSQL process's (backends, WAL writer, checkpointer: the machine is dedicated to
// the bench), from /proc, divided by the purchases. Target: two processes within 15 % of one, the
// reference measured in the same run, and no failed purchase.
import { readdirSync, readFileSync } from 'node:fs';
import { round, runAlone, scratchDatabase, startApi } from './api-support.mjs';
import { startMailCatcher } from './lib/signup.mjs';
import { fundWallets, load, pickPack, registerCustomers } from './purchases.mjs';

export const name = 'two-apis';

const CUSTOMERS = 64;
/** How much more CPU per purchase two processes may take than one. */
const ALLOWED_GROWTH = 1.15;
/** /proc/<pid>/stat counts in clock ticks: 100 a second on Linux. */
const MS_PER_TICK = 10;

/** CPU ms (user + system) of one process so far, or null once it is gone. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return null;
  }
}

/** CPU ms of every process named `postgres`, by pid. */
function postgresCpu() {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // ended while listed
    }
    const ms = cpuMsOf(entry);
    if (ms !== null) byPid.set(entry, ms);
  }
  return byPid;
}

/** What `apiPids` and PostgreSQL have used so far. */
function snapshot(apiPids) {
  return { api: apiPids.map(cpuMsOf), pg: postgresCpu() };
}

/** CPU ms spent between two snapshots; a PostgreSQL process born in between counts whole. */
function spentBetween(before, after) {
  const api = after.api.reduce((sum, ms, index) => sum + (ms - before.api[index]), 0);
  let pg = 0;
  for (const [pid, ms] of after.pg) pg += ms - (before.pg.get(pid) ?? 0);
  return { api, pg };
}

/** Load on `bases` for `seconds`, with the CPU the API processes `pids` and PostgreSQL spent. */
async function measuredLoad(bases, pids, customers, packId, seconds) {
  const before = snapshot(pids);
  const run = await load(bases, customers, packId, seconds);
  return { ...run, cpu: spentBetween(before, snapshot(pids)) };
}

/** Purchases, failures, purchases/s and CPU ms per purchase over the runs of one setup. */
function summary(runs) {
  const count = runs.reduce((sum, run) => sum + run.latencies.length, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const api = runs.reduce((sum, run) => sum + run.cpu.api, 0);
  const pg = runs.reduce((sum, run) => sum + run.cpu.pg, 0);
  const per = (ms) => (count === 0 ? Number.NaN : round(ms / count, 2));
  return {
    count,
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    perSecond: round(count / seconds),
    api: per(api),
    pg: per(pg),
    total: per(api + pg),
  };
}

export async function measure(ctx) {
  if (process.platform !== 'linux')
    throw new Error('two-apis reads CPU times from /proc: Linux only');
  const seconds = ctx.smoke ? 1 : 15;
  const turns = ctx.smoke ? 1 : 3;
  const warmup = ctx.smoke ? 0.5 : 3;
  const scratch = await scratchDatabase('two_apis');
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
    await load([first.base, second.base], customers, packId, warmup);

    // One process and two take turns, so a change in the machine's speed weighs on both alike.
    const oneRuns = [];
    const twoRuns = [];
    const both = [first, second];
    for (let turn = 0; turn < turns; turn++) {
      const slice = seconds / turns;
      oneRuns.push(await measuredLoad([first.base], [first.pid], customers, packId, slice));
      twoRuns.push(
        await measuredLoad(
          both.map((server) => server.base),
          both.map((server) => server.pid),
          customers,
          packId,
          slice,
        ),
      );
    }
    const one = summary(oneRuns);
    const two = summary(twoRuns);
    ctx.log(`one process: ${one.count} purchases (${one.perSecond}/s), ${one.failures} failed`);
    ctx.log(`two processes: ${two.count} purchases (${two.perSecond}/s), ${two.failures} failed`);
    const reference = { name: 'one API process', value: one.total, unit: 'ms' };
    return [
      { name: 'CPU per purchase (API + PostgreSQL), 1 API process', value: one.total, unit: 'ms' },
      {
        name: 'CPU per purchase (API + PostgreSQL), 2 API processes',
        value: two.total,
        unit: 'ms',
        reference,
        target: { op: '<=', value: round(one.total * ALLOWED_GROWTH, 2) },
      },
      { name: 'CPU per purchase, 2 API processes: API', value: two.api, unit: 'ms' },
      { name: 'CPU per purchase, 2 API processes: PostgreSQL', value: two.pg, unit: 'ms' },
      {
        name: 'purchases/s, 2 API processes on one database',
        value: two.perSecond,
        unit: 'purchases/s',
        reference: { name: 'one API process', value: one.perSecond, unit: 'purchases/s' },
      },
      {
        name: 'failed purchases, 1 and 2 API processes',
        value: one.failures + two.failures,
        unit: 'calls',
        target: { op: '<=', value: 0 },
      },
    ];
  } finally {
    for (const server of servers) await server.stop();
    await scratch.drop();
    await mail.stop();
  }
}

await runAlone(import.meta.url, { name, measure });
