import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../config';
import type { Database } from '../db/database';
import { migrateToLatest, requireMigrated, SchemaBehindError } from '../db/migrate';
import { migrations } from '../db/migrations';
import { freshDatabase } from './harness';

const [first, ...rest] = Object.keys(migrations);
const last = rest.at(-1);

describe('migrations off at start (issue 35, item 16)', () => {
  it('reads API_MIGRATE_ON_START: on unless turned off, and a clear error for anything else', () => {
    expect(loadSettings({}).migrations).toEqual({ onStart: true, extraDir: null });
    expect(loadSettings({ API_MIGRATE_ON_START: 'false' }).migrations.onStart).toBe(false);
    expect(() => loadSettings({ API_MIGRATE_ON_START: 'later' })).toThrow(
      'API_MIGRATE_ON_START must be true or false',
    );
  });

  describe('requireMigrated on PostgreSQL', () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await freshDatabase('postgres'));
    });
    afterAll(() => drop?.());

    it('names the first migration an empty database lacks, and creates nothing', async () => {
      const refused = await requireMigrated(database.db).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SchemaBehindError);
      expect((refused as SchemaBehindError).message).toContain(`lacks migration ${first}`);
      expect((refused as SchemaBehindError).missing).toEqual(Object.keys(migrations));
      expect(await database.db.introspection.getTables()).toEqual([]);
    });

    it('names the one migration a database behind by one lacks', async () => {
      await migrateToLatest(database.db);
      await sql`delete from kysely_migration where name = ${last}`.execute(database.db);
      await expect(requireMigrated(database.db)).rejects.toThrow(
        `The database lacks migration ${last}: run \`pnpm migrate\``,
      );
    });

    it("passes a database that also ran a migration this build does not know (the next release's)", async () => {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${new Date().toISOString()}),
        ('9999_next_release', ${new Date().toISOString()})`.execute(database.db);
      await expect(requireMigrated(database.db)).resolves.toBeUndefined();
    });
  });
});
