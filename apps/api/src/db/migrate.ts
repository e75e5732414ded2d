import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  FileMigrationProvider,
  type Kysely,
  type Migration,
  type MigrationResultSet,
  Migrator,
  NO_MIGRATIONS,
} from 'kysely';
import { migrations } from './migrations';
import type { DB } from './schema';

/**
 * The store's migrations, then those of `extraDir` (`API_EXTRA_MIGRATIONS_DIR`: `.mjs` files with
 * `up` and `down`, named to sort after the store's): how a test stands for the next release's.
 */
async function migrationsWith(extraDir: string | null): Promise<Record<string, Migration>> {
  if (!extraDir) return migrations;
  const provider = new FileMigrationProvider({ fs, path, migrationFolder: path.resolve(extraDir) });
  return { ...migrations, ...(await provider.getMigrations()) };
}

function migrator(db: Kysely<DB>, extraDir: string | null): Migrator {
  return new Migrator({ db, provider: { getMigrations: () => migrationsWith(extraDir) } });
}

function check({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Brings the schema up to date; safe to run from several processes at once (migration lock). */
export async function migrateToLatest(
  db: Kysely<DB>,
  extraDir: string | null = null,
): Promise<string[]> {
  return check(await migrator(db, extraDir).migrateToLatest());
}

/** Undoes every migration: an empty database. */
export async function migrateDownAll(db: Kysely<DB>): Promise<string[]> {
  return check(await migrator(db, null).migrateTo(NO_MIGRATIONS));
}

/**
 * The migrations this build needs that the database has not run, in order. Migrations the database
 * ran that this build does not know (a newer release's expand step) are no concern of it.
 */
async function missingMigrations(
  db: Kysely<DB>,
  extraDir: string | null = null,
): Promise<string[]> {
  const known = await migrator(db, extraDir).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/** A build started without migrating (`API_MIGRATE_ON_START=false`) on a schema behind it. */
export class SchemaBehindError extends Error {
  constructor(readonly missing: readonly string[]) {
    const more = missing.length > 1 ? ` (and ${missing.length - 1} after it)` : '';
    super(
      `The database lacks migration ${missing[0]}${more}: run \`pnpm migrate\` (\`node dist/migrate.js\` ` +
        'in a deployed folder) before starting this build, or start it with API_MIGRATE_ON_START=true',
    );
    this.name = 'SchemaBehindError';
  }
}

/** Throws `SchemaBehindError` unless the database ran every migration this build needs. */
export async function requireMigrated(
  db: Kysely<DB>,
  extraDir: string | null = null,
): Promise<void> {
  const missing = await missingMigrations(db, extraDir);
  if (missing.length > 0) throw new SchemaBehindError(missing);
}
