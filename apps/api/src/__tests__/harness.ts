import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ApiClient, type ApiError, createApiClient, isApiError } from '@storefront/api-client';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { vi } from 'vitest';
import { type BuildAppOptions, buildApp, createDeps } from '../app';
import { DEFAULT_ORDERS } from '../config';
import type { AppDeps, Clock } from '../context';
import { type Database, type DatabaseKind, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { type SecretKeyring, singleKeyring } from '../modules/shop/secrets';
import { seedDemoData } from '../seed/seed';

export const DATABASES: DatabaseKind[] = ['pglite', 'postgres'];

/** A clock the tests move by hand. */
export class TestClock implements Clock {
  #now = Date.now();
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now += ms;
  }
}

/** The machine's PostgreSQL: TEST_DATABASE_URL, or trust auth as `postgres` or `root` on `test`. */
const ADMIN_URLS = process.env.TEST_DATABASE_URL
  ? [process.env.TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

async function adminClient(): Promise<{ admin: pg.Client; adminUrl: string }> {
  const failures: string[] = [];
  for (const url of ADMIN_URLS) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      return { admin: client, adminUrl: url };
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message}`);
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(
    `PostgreSQL is unreachable, so the PostgreSQL suite cannot run. Tried:\n${failures.join('\n')}\n` +
      'Start PostgreSQL at 127.0.0.1:5432 (trust auth, database "test") or set TEST_DATABASE_URL.',
  );
}

/** The pool's connections finish closing a moment after it ends; forcing them out would make them error. */
async function dropWhenIdle(admin: pg.Client, name: string): Promise<void> {
  const noSessionLeft = async () => {
    const { rows } = await admin.query<{ sessions: number }>(
      'select count(*)::int as sessions from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.sessions) throw new Error(`database ${name} is still in use`);
  };
  const idle = await vi.waitFor(noSessionLeft, { timeout: 5_000, interval: 100 }).then(
    () => true,
    () => false,
  );
  await admin.query(`drop database if exists ${name}${idle ? '' : ' with (force)'}`);
}

/** A fresh, empty database of the given kind; `drop()` removes it again. */
export async function freshDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: null });
    return { database, url: null, drop: () => database.close() };
  }
  const { admin, adminUrl } = await adminClient();
  const name = `storefront_api_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await dropWhenIdle(admin, name);
      await admin.end();
    },
  };
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** What the services of this server work with (to run a job as the server would). */
  deps: AppDeps;
  /**
   * Another API process on its own port and its own connection pool, sharing this server's
   * PostgreSQL database, clock and keys (PostgreSQL only: PGlite is one process).
   */
  startProcess(): Promise<TestServer>;
  /** An SDK client as a customer's app makes one: locale, guest id and token read per request. */
  client(identity?: Identity): ApiClient;
  close(): Promise<void>;
}

export interface Identity {
  locale?: string;
  guestId?: string | null;
  token?: string | null;
}

export type ServerOptions = Pick<
  BuildAppOptions,
  | 'idCheck'
  | 'supplier'
  | 'paymentProvider'
  | 'settings'
  | 'corsOrigins'
  | 'slowClients'
  | 'workerMode'
>;

/** The expiry sweep is run by hand in tests (with the test clock), never by a timer. */
const NO_SWEEP = { expirySweepMs: 0 };

async function listen(
  database: Database,
  clock: TestClock,
  secretsKeys: SecretKeyring,
  options: ServerOptions,
  close: () => Promise<void>,
  startProcess: () => Promise<TestServer>,
): Promise<TestServer> {
  const appOptions: BuildAppOptions = {
    ...options,
    database,
    clock,
    secretsKeys,
    logger: false,
    settings: {
      ...options.settings,
      orders: { ...DEFAULT_ORDERS, ...NO_SWEEP, ...options.settings?.orders },
    },
  };
  const app = buildApp(appOptions);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    database,
    clock,
    deps: createDeps(appOptions),
    startProcess,
    client: (identity: Identity = {}) =>
      createApiClient({
        baseURL: url,
        getLocaleCode: () => identity.locale ?? 'en',
        getGuestId: () => identity.guestId ?? null,
        getToken: () => identity.token ?? null,
      }),
    async close() {
      await app.close();
      await close();
    },
  };
}

export async function startServer(
  kind: DatabaseKind,
  options: ServerOptions = {},
): Promise<TestServer> {
  const { database, url, drop } = await freshDatabase(kind);
  const clock = new TestClock();
  const secretsKeys = singleKeyring(randomBytes(32));
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db, clock.now());
  } catch (error) {
    await drop();
    throw error;
  }
  const startProcess = async () => {
    if (!url) throw new Error('PGlite is one process: a second API process needs PostgreSQL');
    const own = await openDatabase({ url });
    return listen(own, clock, secretsKeys, options, () => own.close(), startProcess);
  };
  return listen(database, clock, secretsKeys, options, drop, startProcess);
}

export interface RawBody {
  code?: number;
  message?: string;
  data?: unknown;
  [key: string]: unknown;
}

/** A raw request with fetch, for what the SDK would never send. */
export async function raw(
  server: Pick<TestServer, 'url'>,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string; body: RawBody }> {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  let body: RawBody = {};
  try {
    body = JSON.parse(text) as RawBody;
  } catch {
    body = {};
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** A raw JSON POST with fetch. */
export function postJson(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return raw(server, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Two API processes on one fresh PostgreSQL database, for the tests of concurrency across them. */
export async function startTwoProcesses(): Promise<[TestServer, TestServer]> {
  const first = await startServer('postgres');
  return [first, await first.startProcess()];
}

/** The ApiError a call fails with; any other outcome fails the test. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
