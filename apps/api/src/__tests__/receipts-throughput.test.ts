import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAIL } from '../config';
import { outboxStats } from '../modules/mail/outbox';
import { DATABASES, startServer, type TestServer } from './harness';
import { type MailCatcher, startMailCatcher } from './mail-support';

const CONNECTIONS = 5;

/** A worker that only a wake-up can start once it has begun: its poll would take 10 minutes. */
function withWorker(catcher: MailCatcher) {
  return {
    settings: {
      mail: {
        ...DEFAULT_MAIL,
        smtpUrl: catcher.url,
        pollMs: 600_000,
        smtpConnections: CONNECTIONS,
        batchSize: 100,
      },
    },
  };
}

/** `count` receipts queued in one statement, due now; their keys. */
async function queue(server: TestServer, count: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const keys = Array.from({ length: count }, (_, index) => `receipt-${tag}-${index}`);
  const now = server.clock.now();
  await server.database.db
    .insertInto('mail_outbox')
    .values(
      keys.map((key) => ({
        key,
        recipient: 'buyer@example.com',
        subject: key,
        text_body: key,
        html_body: `<p>${key}</p>`,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
  return keys;
}

/** How many times the catcher got each of `keys` (by the X-Receipt-Key header). */
function timesReceived(catcher: MailCatcher, keys: string[]): number[] {
  const counts = new Map<string, number>();
  for (const mail of catcher.received) {
    const key = String(mail.headers.get('x-receipt-key'));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return keys.map((key) => counts.get(key) ?? 0);
}

/** Waits until each of `keys` arrived at least once, or gives up after `withinMs`. */
async function arrival(catcher: MailCatcher, keys: string[], withinMs = 60_000): Promise<void> {
  const missing = () => timesReceived(catcher, keys).filter((times) => times === 0).length;
  await expect
    .poll(missing, { timeout: withinMs, interval: 20, message: 'receipts still missing' })
    .toBe(0);
}

/** The backend of the worker's LISTEN connection (PostgreSQL), or null while it has none. */
async function listenerPid(server: TestServer): Promise<number | null> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and query = 'listen "mail_outbox"'`.execute(
    server.database.db,
  );
  return rows[0]?.pid ?? null;
}

/** On PostgreSQL the listener opens its own connection: waits until its LISTEN has run. */
async function listening(server: TestServer, notPid: number | null = null): Promise<void> {
  if (server.database.kind !== 'postgres') return;
  await vi.waitFor(
    async () => {
      const pid = await listenerPid(server);
      if (pid === null || pid === notPid) throw new Error('the worker is not listening yet');
    },
    { timeout: 30_000, interval: 20 },
  );
}

describe.each(DATABASES)('receipts sent by the worker on %s', (kind) => {
  let server: TestServer;
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    server = await startServer(kind, withWorker(catcher));
    await listening(server);
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.stop();
  });

  it('sends a receipt queued while it idles at once, not at its next poll', async () => {
    const [first] = await queue(server, 1);
    await arrival(catcher, [first as string]);
    // Its start-up round is long over: only the notification of this insert starts the next one.
    const [second] = await queue(server, 1);
    await arrival(catcher, [second as string]);
    expect(timesReceived(catcher, [first as string, second as string])).toEqual([1, 1]);
  });

  it('delivers 500 receipts once each over at most the pooled connections', async () => {
    const before = catcher.connections();
    const keys = await queue(server, 500);
    await arrival(catcher, keys);
    expect(timesReceived(catcher, keys).every((times) => times === 1)).toBe(true);
    expect(catcher.connections() - before).toBeLessThanOrEqual(CONNECTIONS);
    // The last ones are marked sent a moment after the mail server took them.
    const stats = () => outboxStats(server.database.db, server.clock.now());
    await expect.poll(stats, { timeout: 10_000, interval: 20 }).toEqual({
      depth: 0,
      oldestAgeSeconds: 0,
      failing: 0,
    });
  });
});

describe("the mail worker's listener on PostgreSQL", () => {
  let server: TestServer;
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    server = await startServer('postgres', withWorker(catcher));
    await listening(server);
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.stop();
  });

  it('listens again after its connection is cut (a failover) and is woken as before', async () => {
    const cut = await listenerPid(server);
    await sql`select pg_terminate_backend(${cut}::int)`.execute(server.database.db);
    await listening(server, cut);
    const [key] = await queue(server, 1);
    await arrival(catcher, [key as string]);
    expect(timesReceived(catcher, [key as string])).toEqual([1]);
  });
});

describe('receipts sent by two API processes on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    first = await startServer('postgres', withWorker(catcher));
    second = await first.startProcess();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await catcher?.stop();
  });

  it('sends each of 500 receipts once while both workers claim at the same time', async () => {
    const keys = await queue(first, 500);
    await arrival(catcher, keys);
    // Both were told: a late duplicate would arrive within a moment of the last receipt.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(timesReceived(catcher, keys).every((times) => times === 1)).toBe(true);
    expect(catcher.received).toHaveLength(500);
  });
});

describe.each(DATABASES)('outbox figures on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts unsent mail, the age of the oldest and those whose last try failed', async () => {
    await sql`delete from mail_outbox`.execute(server.database.db);
    expect(await outboxStats(server.database.db, server.clock.now())).toEqual({
      depth: 0,
      oldestAgeSeconds: 0,
      failing: 0,
    });
    await queue(server, 2);
    server.clock.advance(90_000);
    await queue(server, 1);
    server.clock.advance(30_000);
    expect(await outboxStats(server.database.db, server.clock.now())).toEqual({
      depth: 3,
      oldestAgeSeconds: 120,
      failing: 0,
    });
    await sql`update mail_outbox set attempts = 2 where id = (select min(id) from mail_outbox)`.execute(
      server.database.db,
    );
    expect(await outboxStats(server.database.db, server.clock.now())).toMatchObject({ failing: 1 });
    await server.database.db
      .updateTable('mail_outbox')
      .set({ sent_at: server.clock.now() })
      .execute();
    expect(await outboxStats(server.database.db, server.clock.now())).toMatchObject({ depth: 0 });
  });
});
