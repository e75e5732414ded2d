import { randomBytes } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { freePort } from '../support/stack';
import { bearer, call, DEMO, login } from './support/http';
import { Server } from './support/servers';

/** The API's own entry, as an orchestrator runs it. */
const API_ENTRY = 'apps/api/dist/main.js';
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Databases of this file are named with this prefix (a shared server: keep them apart). */
const PREFIX = process.env.TEST_DATABASE_PREFIX || 'storefront_resilience_';
/** One key for every API of the suite: processes on one PostgreSQL must share it. */
const SECRETS_KEY = randomBytes(32).toString('hex');
const ENVELOPE_503 = {
  code: 503,
  message: 'Service temporarily unavailable. Please try again later.',
  data: null,
};
/** Google Play Gift Card, Rp 20.000 Voucher: a seeded voucher pack without stock limit. */
const VOUCHER_PACK = 233;
const USD = 1;
/** Generous for a loaded machine; an API that hangs or never recovers fails well past it. */
const RECOVERY_BOUND_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const admin = new pg.Client({ connectionString: ADMIN_URL });
const adminReady = admin.connect();
const created: string[] = [];
const servers: Server[] = [];

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name of this run; `create` makes it now, else the test creates it later. */
async function database(create: boolean): Promise<string> {
  await adminReady;
  const name = `${PREFIX}db_${randomBytes(5).toString('hex')}`;
  created.push(name);
  if (create) await admin.query(`create database ${name}`);
  return name;
}

/** Starts an API on `name`; started once `probe` answers 200 (`/api/health`: ready to serve). */
async function api(name: string, probe: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const server = new Server(
    `database-${name}`,
    API_ENTRY,
    port,
    {
      API_PORT: String(port),
      API_LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl(name),
      API_SECRETS_KEY: SECRETS_KEY,
      API_SEED_DEMO: 'true',
      ...env,
    },
    probe,
    [200],
  );
  servers.push(server);
  await server.start();
  return server;
}

/** One statement in the API's database, on a connection of its own. */
async function query(name: string, text: string, values: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A TCP relay to PostgreSQL that a test can cut (every connection dropped, new ones refused),
 * mute (bytes dropped both ways, like a network that loses packets) and restore.
 */
async function relay() {
  const target = new URL(ADMIN_URL);
  const sockets = new Set<Socket>();
  let open = true;
  let muted = false;
  const server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => {
        if (!muted) to.write(chunk);
      });
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    mute() {
      muted = true;
    },
    restore() {
      open = true;
      muted = false;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** An API on `name` through a relay of its own. */
async function apiBehindRelay(name: string, env: Record<string, string> = {}) {
  const cable = await relay();
  const viaRelay = new URL(databaseUrl(name));
  viaRelay.port = String(cable.port);
  const server = await api(name, '/api/health', { DATABASE_URL: viaRelay.toString(), ...env });
  return { cable, server };
}

async function until(what: string, check: () => Promise<boolean>): Promise<number> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < RECOVERY_BOUND_MS) {
    if (await check().catch(() => false)) return Date.now() - startedAt;
    await sleep(200);
  }
  throw new Error(`${what} not within ${RECOVERY_BOUND_MS} ms`);
}

async function status(url: string): Promise<number> {
  return (await fetch(url, { signal: AbortSignal.timeout(10_000) })).status;
}

/** A 503 as the contract has it: the catalogue envelope and `Retry-After`. */
async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await response.json()).toEqual(ENVELOPE_503);
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

afterAll(async () => {
  await adminReady;
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('the API and its PostgreSQL', () => {
  test('every connection terminated (a failover): 503 envelopes, then normal answers, same process', async () => {
    const name = await database(true);
    const server = await api(name, '/api/health');
    const token = await login(server.url, DEMO.email, DEMO.password);
    await query(
      name,
      `update balances set balance = balance + 100000000 from users
       where users.id = balances.user_id and users.email = $1 and currency_id = $2`,
      [DEMO.email, USD],
    );
    let stop = false;
    const statuses: number[] = [];
    const paid: string[] = [];
    const load = Promise.all(
      [1, 2, 3].map(() => buyLoop(server.url, token, () => stop, statuses, paid)),
    );
    await sleep(1500);
    const { rows } = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    expect(rows[0].n).toBeGreaterThan(0);
    const cutAt = Date.now();
    const recoveredInMs = await until('health after the cut', async () => {
      return (await status(`${server.url}/api/health`)) === 200;
    });
    const paidAtCut = paid.length;
    await until('a purchase after the cut', async () => paid.length > paidAtCut);
    stop = true;
    await load;

    expect(server.alive).toBe(true);
    expect(statuses.filter((code) => code !== 200 && code !== 503)).toEqual([]);
    const twice = await query(
      name,
      `select order_no from balance_logs where type = 'payment' group by order_no having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    console.log(
      `[database] terminate: ${statuses.length} answers, ${statuses.filter((c) => c === 503).length} of them 503; ` +
        `health again ${recoveredInMs} ms after the cut (${Date.now() - cutAt} ms to a purchase)`,
    );
  });

  test('a payment cut off with its database: the retry with the same Idempotency-Key completes once', async () => {
    const name = await database(true);
    const { cable, server } = await apiBehindRelay(name);
    const token = await login(server.url, DEMO.email, DEMO.password);
    const order = await call<{ orderNo: string }>(
      server.url,
      'OrderDeal/Add',
      { items: [{ packId: VOUCHER_PACK, quantity: 1, account: {} }], currencyId: USD },
      bearer(token),
    );
    const pay = () =>
      call<{ payment: { status: string } }>(
        server.url,
        'OrderDeal/Pay',
        { orderNo: order.data.orderNo, method: 'balance' },
        { ...bearer(token), 'idempotency-key': 'cut-off-payment' },
      );
    const locker = new pg.Client({ connectionString: databaseUrl(name) });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table balances in exclusive mode');
    const first = pay();
    await sleep(1000);
    cable.cut();
    expect((await first).status).toBe(503);
    cable.restore();
    await locker.query('rollback');
    await locker.end();

    // The retry gets the key within seconds, not after the 60 s claim of the request that died.
    const retriedAt = Date.now();
    let retry = await pay();
    while (retry.status === 503 && Date.now() - retriedAt < 20_000) retry = await pay();
    const retriedInMs = Date.now() - retriedAt;
    expect(retry.status).toBe(200);
    expect(retry.data.payment.status).toBe('paid');
    expect(retriedInMs).toBeLessThan(20_000);
    const debits = await query(
      name,
      `select 1 from balance_logs where type = 'payment' and order_no = $1`,
      [order.data.orderNo],
    );
    expect(debits).toHaveLength(1);
    expect(server.alive).toBe(true);
    await server.stop();
    await cable.close();
    console.log(`[database] payment cut off: the retry with its key paid after ${retriedInMs} ms`);
  });

  test('a silent database: health and reads answer 503 in bounded time, then recover', async () => {
    const name = await database(true);
    const { cable, server } = await apiBehindRelay(name, {
      API_DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    });
    expect((await call(server.url, 'ShopHome/InitData', {})).status).toBe(200);
    cable.mute();
    const startedAt = Date.now();
    await expectUnavailable(
      await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(15_000) }),
    );
    const healthMs = Date.now() - startedAt;
    await expectUnavailable(
      await fetch(`${server.url}/api/ShopHome/InitData`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(15_000),
      }),
    );
    const readMs = Date.now() - startedAt - healthMs;
    cable.restore();
    const recoveredInMs = await until('answers after the network is back', async () => {
      const home = await call(server.url, 'ShopHome/InitData', {});
      return home.status === 200;
    });
    // A connection whose answer never came is closed, not lent out again still waiting for it
    // (that cost about 20 s of 503s).
    expect(recoveredInMs).toBeLessThan(10_000);
    expect(server.alive).toBe(true);
    await server.stop();
    await cable.close();
    console.log(
      `[database] silent: health 503 after ${healthMs} ms, a read 503 after ${readMs} ms; ` +
        `answers again ${recoveredInMs} ms after the network is back`,
    );
  });

  test('a database that does not exist yet: live, 503 on /api, then migrates and serves', async () => {
    const name = await database(false);
    const server = await api(name, '/livez');
    await sleep(1500);
    expect(await status(`${server.url}/readyz`)).toBe(503);
    await expectUnavailable(await fetch(`${server.url}/api/health`));
    await expectUnavailable(await fetch(`${server.url}/api/ShopHome/InitData`, { method: 'POST' }));

    await admin.query(`create database ${name}`);
    const readyInMs = await until('ready after create database', async () => {
      return (await status(`${server.url}/readyz`)) === 200;
    });
    const home = await call<{ guestId: string }>(server.url, 'ShopHome/InitData', {});
    expect(home.status).toBe(200);
    expect(server.alive).toBe(true);
    console.log(`[database] missing database: ready ${readyInMs} ms after create database`);
  });

  test.each([
    ['a closed port', 'closed'],
    ['an endpoint that never answers', 'silent'],
  ] as const)('a database at %s: listens, 503 on /api, retries, never exits', async (_, kind) => {
    const sockets = new Set<Socket>();
    const endpoint = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const { port } = endpoint.address() as { port: number };
    if (kind === 'closed') await new Promise((resolve) => endpoint.close(resolve));
    try {
      const server = await api(`unreachable-${kind}`, '/livez', {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/storefront`,
        API_DATABASE_CONNECT_TIMEOUT_MS: '300',
      });
      await sleep(2000);
      expect(await status(`${server.url}/readyz`)).toBe(503);
      await expectUnavailable(await fetch(`${server.url}/api/health`));
      expect(server.alive).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      if (kind === 'silent') await new Promise((resolve) => endpoint.close(resolve));
    }
  });

  test('a statement past API_DATABASE_STATEMENT_TIMEOUT_MS: a 503 envelope in bounded time', async () => {
    const name = await database(true);
    const server = await api(name, '/api/health', { API_DATABASE_STATEMENT_TIMEOUT_MS: '1000' });
    const locker = new pg.Client({ connectionString: databaseUrl(name) });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table guests in access exclusive mode');
      const startedAt = Date.now();
      const waited = await fetch(`${server.url}/api/ShopHome/InitData`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(20_000),
      });
      await expectUnavailable(waited);
      console.log(`[database] statement limit 1000 ms: 503 after ${Date.now() - startedAt} ms`);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect((await call(server.url, 'ShopHome/InitData', {})).status).toBe(200);
  });
});

/**
 * Buys vouchers with the demo balance until stopped: each payment is retried with the same
 * `Idempotency-Key` while the API answers 503, as a client must. Every answer's status is kept.
 */
async function buyLoop(
  origin: string,
  token: string,
  stopped: () => boolean,
  statuses: number[],
  paid: string[],
): Promise<void> {
  const retried = async <T>(send: () => Promise<{ status: number; data: T }>) => {
    for (;;) {
      const answer = await send().catch(() => ({ status: 0, data: null as T }));
      statuses.push(answer.status);
      if (answer.status !== 503) return answer;
      await sleep(100);
    }
  };
  while (!stopped()) {
    const order = await retried(() =>
      call<{ orderNo: string }>(
        origin,
        'OrderDeal/Add',
        { items: [{ packId: VOUCHER_PACK, quantity: 1, account: {} }], currencyId: USD },
        bearer(token),
      ),
    );
    if (order.status !== 200) continue;
    const key = randomBytes(8).toString('hex');
    const payment = await retried(() =>
      call<{ payment: { status: string } }>(
        origin,
        'OrderDeal/Pay',
        { orderNo: order.data.orderNo, method: 'balance' },
        { ...bearer(token), 'idempotency-key': key },
      ),
    );
    if (payment.status === 200) paid.push(order.data.orderNo);
  }
}
