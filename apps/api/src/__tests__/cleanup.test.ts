import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseMetrics, sample } from '@storefront/lifecycle/testing';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { cleanUp } from '../background/cleanup';
import { DEFAULT_CLEANUP, DEFAULT_LIMITS, DEFAULT_ORDERS, loadSettings } from '../config';
import { deleteInBatches } from '../db/batched-delete';
import { DATABASES, raw, type ServerOptions, startServer, type TestServer } from './harness';
import { ML_ACCOUNT, newGuest, packId } from './orders-support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function userId(server: TestServer): Promise<number> {
  const user = await server.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  return user.id;
}

/** Sessions of a seeded user that expired at each of `expiries`; their token hashes. */
async function insertSessions(server: TestServer, expiries: Date[]): Promise<string[]> {
  const user = await userId(server);
  const rows = expiries.map((expiresAt) => ({
    token_hash: randomBytes(16).toString('hex'),
    user_id: user,
    created_at: new Date(expiresAt.getTime() - 2 * HOUR),
    expires_at: expiresAt,
  }));
  await server.database.db.insertInto('sessions').values(rows).execute();
  return rows.map((row) => row.token_hash);
}

async function remainingSessions(server: TestServer, hashes: string[]): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', 'in', hashes)
    .execute();
  return rows.map((row) => row.token_hash).sort();
}

async function insertKey(server: TestServer, key: string, createdAt: Date, claimedUntil: Date) {
  await server.database.db
    .insertInto('idempotency_keys')
    .values({
      owner: 'guest:cleanup',
      key,
      fingerprint: 'f',
      answer: JSON.stringify({ ok: true, data: null }),
      claimed_until: claimedUntil,
      created_at: createdAt,
    })
    .execute();
}

async function insertMail(server: TestServer, key: string, sentAt: Date | null, createdAt: Date) {
  await server.database.db
    .insertInto('mail_outbox')
    .values({
      key,
      recipient: 'someone@example.com',
      event: null,
      facts: null,
      subject: 's',
      text_body: 't',
      html_body: '<p>t</p>',
      next_attempt_at: createdAt,
      claimed_until: null,
      last_error: null,
      created_at: createdAt,
      sent_at: sentAt,
    })
    .execute();
}

async function keysOf(server: TestServer, table: 'idempotency_keys' | 'mail_outbox', like: string) {
  const rows = await server.database.db
    .selectFrom(table)
    .select('key')
    .where('key', 'like', like)
    .execute();
  return rows.map((row) => row.key).sort();
}

describe.each(DATABASES)('clean-up on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('removes only what is past its window, table by table', async () => {
    const now = server.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const sessions = await insertSessions(server, [
      ago(DEFAULT_CLEANUP.sessionMs + MINUTE),
      ago(DEFAULT_CLEANUP.sessionMs - MINUTE),
      new Date(now.getTime() + HOUR),
    ]);
    await insertKey(server, 'old-done', ago(DAY + MINUTE), ago(DAY));
    await insertKey(
      server,
      'old-still-claimed',
      ago(DAY + MINUTE),
      new Date(now.getTime() + MINUTE),
    );
    await insertKey(server, 'recent', ago(DAY - MINUTE), ago(DAY - MINUTE));
    await insertMail(
      server,
      'mail:old-sent',
      ago(DEFAULT_CLEANUP.sentMailMs + MINUTE),
      ago(40 * DAY),
    );
    await insertMail(
      server,
      'mail:recent-sent',
      ago(DEFAULT_CLEANUP.sentMailMs - MINUTE),
      ago(40 * DAY),
    );
    await insertMail(server, 'mail:old-unsent', null, ago(90 * DAY));
    await server.database.db
      .insertInto('rate_limits')
      .values([
        { key: 'cleanup:old', hits: 1, window_started_at: ago(DAY + MINUTE) },
        { key: 'cleanup:recent', hits: 1, window_started_at: ago(DAY - MINUTE) },
      ])
      .execute();
    await server.database.db
      .insertInto('guests')
      .values([
        {
          id: 'cleanup-idle',
          created_at: ago(30 * DAY),
          last_seen_at: ago(DEFAULT_LIMITS.guestIdleMs + MINUTE),
        },
        {
          id: 'cleanup-seen',
          created_at: ago(30 * DAY),
          last_seen_at: ago(DEFAULT_LIMITS.guestIdleMs - MINUTE),
        },
      ])
      .execute();

    const removed = await cleanUp(server.deps, now);

    expect(removed).toMatchObject({ sessions: 1, idempotencyKeys: 1, sentMail: 1, rateLimits: 1 });
    expect(removed.guests).toBeGreaterThanOrEqual(1);
    expect(await remainingSessions(server, sessions)).toEqual(sessions.slice(1).sort());
    expect(await keysOf(server, 'idempotency_keys', '%')).toEqual(['old-still-claimed', 'recent']);
    expect(await keysOf(server, 'mail_outbox', 'mail:%')).toEqual([
      'mail:old-unsent',
      'mail:recent-sent',
    ]);
    const limits = await server.database.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'cleanup:%')
      .execute();
    expect(limits.map((row) => row.key)).toEqual(['cleanup:recent']);
    const guests = await server.database.db
      .selectFrom('guests')
      .select('id')
      .where('id', 'like', 'cleanup-%')
      .execute();
    expect(guests.map((row) => row.id)).toEqual(['cleanup-seen']);
  });

  it('deletes in batches of the configured size and stops when asked', async () => {
    const expired = new Date(server.clock.now().getTime() - DEFAULT_CLEANUP.sessionMs - HOUR);
    const hashes = await insertSessions(
      server,
      Array.from({ length: 10 }, () => expired),
    );
    const condition = sql<boolean>`token_hash = any(${hashes}::text[])`;
    let statements = 0;
    const twoBatches = () => ++statements > 2;
    const options = { batchRows: 3, pauseMs: 0 };
    expect(
      await deleteInBatches(server.database.db, 'sessions', condition, {
        ...options,
        stopped: twoBatches,
      }),
    ).toBe(6);
    expect(await remainingSessions(server, hashes)).toHaveLength(4);
    statements = 0;
    const count = () => {
      statements += 1;
      return false;
    };
    expect(
      await deleteInBatches(server.database.db, 'sessions', condition, {
        ...options,
        stopped: count,
      }),
    ).toBe(4);
    // 3 then 1: a batch short of full ends the run.
    expect(statements).toBe(2);
    expect(await remainingSessions(server, hashes)).toEqual([]);
  });
});

describe('clean-up by two workers at once on postgres', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('postgres');
  });
  afterAll(() => server?.close());

  it('shares the rows out: every row deleted once, nobody waits on the other', async () => {
    const other = await server.startProcess();
    try {
      const expired = new Date(server.clock.now().getTime() - DEFAULT_CLEANUP.sessionMs - HOUR);
      const hashes = await insertSessions(
        server,
        Array.from({ length: 2000 }, () => expired),
      );
      const condition = sql<boolean>`token_hash = any(${hashes}::text[])`;
      const options = { batchRows: 100, pauseMs: 1 };
      const counts = await Promise.all([
        deleteInBatches(server.database.db, 'sessions', condition, options),
        deleteInBatches(other.database.db, 'sessions', condition, options),
      ]);
      expect(counts[0] + counts[1]).toBe(2000);
      expect(await remainingSessions(server, hashes)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

/** Sweeps every 50 ms, so the tests see the background work without waiting long. */
const SWEEPING: ServerOptions['settings'] = { orders: { ...DEFAULT_ORDERS, expirySweepMs: 50 } };

describe.each(DATABASES)('API_WORKER_MODE on %s', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** A guest's unpaid order, then the clock past its payment deadline. */
  async function expiredOrder(on: TestServer): Promise<string> {
    const { client } = await newGuest(on);
    const pack = await packId(on, 'mobile-legends', '86 Diamonds');
    const order = await client.orderDeal.add({ items: [{ packId: pack, account: ML_ACCOUNT }] });
    on.clock.advance(DEFAULT_ORDERS.paymentDeadlineMs + MINUTE);
    return order.orderNo;
  }

  async function statusOf(on: TestServer, orderNo: string): Promise<string> {
    const row = await on.database.db
      .selectFrom('orders')
      .select('status')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    return row.status;
  }

  /** A `worker` process on the server's database and clock. */
  async function startWorker(on: TestServer) {
    const worker = buildApp({
      database: on.database,
      clock: on.clock,
      settings: SWEEPING,
      workerMode: 'worker',
    });
    await worker.listen({ port: 0, host: '127.0.0.1' });
    return {
      app: worker,
      url: `http://127.0.0.1:${(worker.server.address() as AddressInfo).port}`,
    };
  }

  it('server: answers /api and runs no background work', async () => {
    server = await startServer(kind, { settings: SWEEPING, workerMode: 'server' });
    const orderNo = await expiredOrder(server);
    const [expired] = await insertSessions(server, [
      new Date(server.clock.now().getTime() - 8 * DAY),
    ]);
    // Many sweep periods: a sweep would have cancelled the order and removed the session.
    await sleep(500);
    expect(await statusOf(server, orderNo)).toBe('unpaid');
    expect(await remainingSessions(server, [expired ?? ''])).toHaveLength(1);
  });

  it('worker: serves only its probes and metrics, and does the background work', async () => {
    server = await startServer(kind, { workerMode: 'server' });
    const orderNo = await expiredOrder(server);
    const [expired] = await insertSessions(server, [
      new Date(server.clock.now().getTime() - 8 * DAY),
    ]);
    const worker = await startWorker(server);
    try {
      expect((await raw(worker, '/livez')).status).toBe(200);
      expect((await raw(worker, '/readyz')).status).toBe(200);
      const scrape = await fetch(`${worker.url}/metrics`);
      expect(scrape.status).toBe(200);
      expect(parseMetrics(await scrape.text()).has('api_mail_outbox_depth')).toBe(true);
      for (const path of ['/api/health', '/api/ShopHome/InitData', '/api/openapi.json']) {
        const answer = await raw(worker, path);
        expect(answer.status, path).toBe(404);
        expect(answer.body.code).toBe(404);
      }
      const status = () => statusOf(server as TestServer, orderNo);
      await expect.poll(status, { timeout: 10_000 }).toBe('cancelled');
      const sessions = () => remainingSessions(server as TestServer, [expired ?? '']);
      await expect.poll(sessions, { timeout: 10_000 }).toEqual([]);
    } finally {
      await worker.app.close();
    }
  });

  it('shared (the default): answers /api and does the background work', async () => {
    server = await startServer(kind, { settings: SWEEPING });
    const orderNo = await expiredOrder(server);
    const status = () => statusOf(server as TestServer, orderNo);
    await expect.poll(status, { timeout: 10_000 }).toBe('cancelled');
    expect((await raw(server, '/api/health')).status).toBe(200);
    const sweptAt = async () => {
      const scrape = await fetch(`${(server as TestServer).url}/metrics`);
      return sample(parseMetrics(await scrape.text()), 'api_sweep_last_success_timestamp_seconds');
    };
    await expect.poll(sweptAt, { timeout: 10_000 }).toBe(server.clock.now().getTime() / 1000);
  });
});

describe('the worker and clean-up settings', () => {
  it('reads API_WORKER_MODE and refuses an unknown one, naming the variable', () => {
    expect(loadSettings({}).workerMode).toBe('shared');
    expect(loadSettings({ API_WORKER_MODE: 'Worker' }).workerMode).toBe('worker');
    expect(() => loadSettings({ API_WORKER_MODE: 'both' })).toThrow(
      'API_WORKER_MODE must be shared, server or worker, got "both"',
    );
  });

  it('reads the windows and batches, refusing a bad value by name', () => {
    const settings = loadSettings({
      API_CLEANUP_SESSION_DAYS: '2',
      API_CLEANUP_IDEMPOTENCY_HOURS: '48',
      API_CLEANUP_SENT_MAIL_DAYS: '90',
      API_CLEANUP_BATCH_ROWS: '500',
      API_CLEANUP_PAUSE_MS: '0',
    });
    expect(settings.cleanup).toEqual({
      sessionMs: 2 * DAY,
      idempotencyKeyMs: 2 * DAY,
      sentMailMs: 90 * DAY,
      batchRows: 500,
      pauseMs: 0,
    });
    expect(loadSettings({}).cleanup).toEqual(DEFAULT_CLEANUP);
    expect(() => loadSettings({ API_CLEANUP_BATCH_ROWS: '0' })).toThrow(/API_CLEANUP_BATCH_ROWS/);
  });
});
