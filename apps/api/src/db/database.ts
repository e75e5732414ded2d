import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
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
  /** PGlite's folder; `null` keeps the database in memory (tests). */
  dataDir?: string | null;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const types = {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8
          ? parseInt8
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    };
    const pool = new pg.Pool({ connectionString: options.url, types, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? undefined, {
    parsers: { [INT8]: parseInt8 },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** `select 1`: is the database answering? */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
