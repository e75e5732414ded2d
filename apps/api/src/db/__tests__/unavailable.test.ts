import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { isDatabaseUnavailable, rootMessage } from '../unavailable';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** What `work` rejects with: a real error of pg against a real server. */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

/** Runs `statements` on a fresh connection with `config`, then closes it. */
async function onClient(config: pg.ClientConfig, ...statements: string[]) {
  const client = new pg.Client({ connectionString: ADMIN_URL, ...config });
  client.on('error', () => undefined);
  try {
    await client.connect();
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function urlWith(change: (url: URL) => void): string {
  const url = new URL(ADMIN_URL);
  change(url);
  return url.toString();
}

/** A port that accepts connections and never says a word (a silent database). */
let silent: Server;
const silentSockets = new Set<Socket>();
let silentPort: number;
/** A port nobody listens on. */
let closedPort: number;

beforeAll(async () => {
  silent = createServer((socket) => {
    silentSockets.add(socket);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as { port: number }).port;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
});

afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('isDatabaseUnavailable', () => {
  it('is true for a connection the server terminated (a failover: 57P01)', async () => {
    const error = await errorOf(() =>
      onClient({}, 'select pg_terminate_backend(pg_backend_pid())'),
    );
    expect((error as { code?: string }).code).toBe('57P01');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is true for a statement past statement_timeout (57014)', async () => {
    const error = await errorOf(() => onClient({ statement_timeout: 20 }, 'select pg_sleep(2)'));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is true for a refused connection, an unknown host name and a database that does not exist', async () => {
    const refused = await errorOf(() =>
      onClient({
        connectionString: urlWith((url) => {
          url.port = String(closedPort);
        }),
      }),
    );
    const missing = await errorOf(() =>
      onClient({
        connectionString: urlWith((url) => {
          url.pathname = '/h_apidb_nowhere';
        }),
      }),
    );
    const unresolved = await errorOf(() =>
      onClient({
        connectionString: urlWith((url) => {
          url.hostname = 'db.nowhere.invalid';
        }),
      }),
    );
    expect(isDatabaseUnavailable(unresolved)).toBe(true);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(missing)).toBe(true);
  });

  it('is true for a silent server: connect time-out of the client and of the pool', async () => {
    const silentUrl = urlWith((url) => {
      url.port = String(silentPort);
    });
    const client = await errorOf(() =>
      onClient({ connectionString: silentUrl, connectionTimeoutMillis: 50 }),
    );
    const pool = new pg.Pool({ connectionString: silentUrl, connectionTimeoutMillis: 50 });
    const pooled = await errorOf(() => pool.query('select 1'));
    await pool.end();
    expect(isDatabaseUnavailable(client)).toBe(true);
    expect(isDatabaseUnavailable(pooled)).toBe(true);
  });

  it('is true for a query past query_timeout, and through a cause (a migration that failed)', async () => {
    const error = await errorOf(() => onClient({ query_timeout: 50 }, 'select pg_sleep(2)'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    const migration = new Error('Migration (unknown) failed', { cause: error });
    expect(isDatabaseUnavailable(migration)).toBe(true);
    expect(rootMessage(migration)).toBe((error as Error).message);
  });

  it('is false for errors of the request or the code', async () => {
    const syntax = await errorOf(() => onClient({}, 'selec 1'));
    const unique = await errorOf(() =>
      onClient({}, 'create temp table t (id int primary key)', 'insert into t values (1), (1)'),
    );
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new AppError(409, 'error.badRequest'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
