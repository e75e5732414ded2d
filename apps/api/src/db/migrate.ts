import { type Kysely, type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely';
import { migrations } from './migrations';
import type { DB } from './schema';

function migrator(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function check({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Brings the schema up to date; safe to run from several processes at once (migration lock). */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  return check(await migrator(db).migrateToLatest());
}

/** Undoes every migration: an empty database. */
export async function migrateDownAll(db: Kysely<DB>): Promise<string[]> {
  return check(await migrator(db).migrateTo(NO_MIGRATIONS));
}
