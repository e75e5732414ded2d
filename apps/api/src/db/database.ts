import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config';
import { type Listen, pgliteListener, postgresListener } from './notifications';
import { PGliteDialect } from './pglite-dialect';
import { PreparingClient } from './prepared';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** What the metrics read of the connection pool (pg's `Pool`; PGlite is one connection). */
export interface DatabasePool {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** PGlite: its one connection, always in use, nobody waiting. */
export const SINGLE_CONNECTION: DatabasePool = { totalCount: 1, idleCount: 0, waitingCount: 0 };

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** LISTEN on a channel (absent on a stand-in without a database: nothing is told then). */
  listen?: Listen;
  pool: DatabasePool;
  close(): Promise<void>;
}

const INT8 = 20;

/** Amounts are bigint columns holding minor units: numbers, and never silently rounded. */
function parseInt8(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`int8 value ${value} is out of range`);
  return number;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite runs. */
  url?: string | null;
  /** PostgreSQL connections in the pool (default 20). */
  poolSize?: number;
  /** PGlite's folder; `null` keeps the database in memory (tests). */
  dataDir?: string | null;
  /** PostgreSQL: how long opening a connection may take; no limit when absent (scripts, tests). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server's `statement_timeout`; the client gives up a second later. None when absent. */
  statementTimeoutMs?: number;
  /** PostgreSQL: told of every error of a connection nobody was waiting on (a cut idle connection). */
  onConnectionError?: (error: Error) => void;
}

/** The client waits this much longer than the server's limit: a server that stays silent. */
const CLIENT_GRACE_MS = 1000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  const dataDir = options.dataDir ?? null;
  if (dataDir) prepareOwnerOnly(dataDir);
  const pglite = await PGlite.create(dataDir ?? undefined, {
    parsers: { [INT8]: parseInt8 },
    // The keyword search's trigram index (migration 0014) needs it.
    extensions: { pg_trgm },
  });
  if (dataDir) restrictToOwner(dataDir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    listen: pgliteListener(db, pglite),
    pool: SINGLE_CONNECTION,
    async close() {
      await db.destroy();
      if (dataDir) restrictToOwner(dataDir);
    },
  };
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const types = {
    getTypeParser: ((oid: number, format?: string) =>
      oid === INT8
        ? parseInt8
        : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  const { statementTimeoutMs } = options;
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    Client: PreparingClient,
    connectionTimeoutMillis: options.connectTimeoutMs,
    ...(statementTimeoutMs && {
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + CLIENT_GRACE_MS,
    }),
  });
  const report = options.onConnectionError ?? (() => undefined);
  // Unhandled, these end the process. pg-pool drops an idle client that fails; one in use fails its
  // query (the request gets a 503) and is dropped when released.
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const listen = postgresListener(url, {
    connectTimeoutMs: options.connectTimeoutMs,
    onError: report,
  });
  return { db, kind: 'postgres', listen, pool, close: () => db.destroy() };
}

/**
 * PGlite writes its files with Node's default modes (0666 less the umask): the process's umask is
 * narrowed to owner-only, so every file it writes later is too, and the folder is created 0700.
 */
function prepareOwnerOnly(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    process.umask(process.umask() | 0o077);
  } catch {
    // Worker threads cannot change the umask; restrictToOwner still fixes the files on open and close.
  }
}

/** Folders 0700 and files 0600 under `dir`, including what an older version left open to others. */
function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

/** `select 1`: is the database answering? Rejects after `withinMs` when it stays silent. */
export async function pingDatabase(db: Kysely<DB>, withinMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(Object.assign(new Error(`no answer within ${withinMs} ms`), { code: 'ETIMEDOUT' })),
      withinMs,
    );
  });
  try {
    await Promise.race([sql`select 1`.execute(db), silent]);
  } finally {
    clearTimeout(timer);
  }
}
