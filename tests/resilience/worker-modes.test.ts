import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../support/stack';
import { type ApiDatabase, apiServer, freshPostgres, Server } from './support/servers';
import { type MailCatcher, startMailCatcher } from './support/signup';

const RECEIPTS = 5;

async function until(what: string, boundMs: number, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${boundMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A built API in `worker` mode: started once `/readyz` answers 200 (it serves no `/api`). */
async function workerServer(name: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const settings = { API_PORT: String(port), API_LOG_LEVEL: 'warn', API_WORKER_MODE: 'worker' };
  return new Server(name, 'apps/api/dist/main.js', port, { ...settings, ...env }, '/readyz', [200]);
}

describe('API_WORKER_MODE: a server and a worker on one PostgreSQL', () => {
  let database: ApiDatabase;
  let db: pg.Client;
  let catcher: MailCatcher;
  let server: Server;
  let worker: Server;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await freshPostgres();
    db = new pg.Client({ connectionString: database.url ?? '' });
    await db.connect();
    catcher = await startMailCatcher();
    env = {
      ...database.env,
      ...catcher.env,
      MAIL_POLL_SECONDS: '1',
      API_EXPIRY_SWEEP_SECONDS: '1',
    };
    server = await apiServer('worker-modes-server', { ...env, API_WORKER_MODE: 'server' });
    await server.start();
  });

  afterAll(async () => {
    await worker?.stop();
    await server?.stop();
    await catcher?.stop();
    await db?.end();
    await database?.drop();
  });

  test('the server answers /api and sends nothing; the worker sends each receipt once and cleans up', async () => {
    const tag = randomBytes(4).toString('hex');
    const subjects = Array.from({ length: RECEIPTS }, (_, index) => `receipt ${tag}-${index}`);
    for (const subject of subjects) {
      await db.query(
        `insert into mail_outbox (key, recipient, subject, text_body, html_body, next_attempt_at,
          created_at) values ($1, 'buyer@example.com', $1, $1, $1, now(), now())`,
        [subject],
      );
    }
    await db.query(
      `insert into idempotency_keys (owner, key, fingerprint, answer, claimed_until, created_at)
        values ('guest:old', $1, 'f', null, now() - interval '2 days', now() - interval '2 days')`,
      [tag],
    );
    const arrived = () =>
      subjects.map((s) => catcher.received.filter((m) => m.subject === s).length);
    const oldKeys = async () =>
      (await db.query('select count(*)::int as n from idempotency_keys where key = $1', [tag]))
        .rows[0].n;

    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // Three mail polls and three sweeps of a process that would do background work.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(arrived()).toEqual(subjects.map(() => 0));
    expect(await oldKeys()).toBe(1);

    worker = await workerServer('worker-modes-worker', env);
    await worker.start();
    expect((await fetch(`${worker.url}/livez`)).status).toBe(200);
    expect((await fetch(`${worker.url}/api/health`)).status).toBe(404);
    await until('the worker sends every receipt', 30_000, async () =>
      arrived().every((count) => count > 0),
    );
    await until('the worker forgets the old key', 30_000, async () => (await oldKeys()) === 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(arrived()).toEqual(subjects.map(() => 1));
  });
});
