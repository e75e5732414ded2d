import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { freshDatabase } from './harness';

/** What the pool's connection prepared: name and text, from PostgreSQL's own view. */
async function prepared(database: Database, marker: string) {
  const { rows } = await sql<{ name: string; statement: string }>`
    select name, statement from pg_prepared_statements where statement like ${`%${marker}%`}
      and statement not like '%pg_prepared_statements%'`.execute(database.db);
  return rows;
}

describe('prepared statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase('postgres'));
    await sql`create table prepared_probe (id integer primary key)`.execute(database.db);
    await sql`insert into prepared_probe values (1), (2)`.execute(database.db);
  });
  afterAll(() => drop?.());

  it('prepares a statement with parameters once per connection and runs it by name after', async () => {
    await database.db.connection().execute(async (connection) => {
      for (const id of [1, 2, 1]) {
        const { rows } = await sql<{ id: number }>`
          select id from prepared_probe where id = ${id}`.execute(connection);
        expect(rows).toEqual([{ id }]);
      }
      const seen = await prepared(
        { ...database, db: connection } as Database,
        'from prepared_probe where id',
      );
      expect(seen).toHaveLength(1);
      expect(seen[0]?.name).toMatch(/^s\d+$/);
    });
  });

  it('prepares a statement again after its table changed its columns', async () => {
    await database.db.connection().execute(async (connection) => {
      const read = () => sql`select * from prepared_probe where id = ${1}`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await sql`alter table prepared_probe add column note text`.execute(connection);
      // PostgreSQL refuses the plan prepared before the change, once; then it is prepared again.
      await expect(read()).rejects.toThrow('cached plan must not change result type');
      expect((await read()).rows).toEqual([{ id: 1, note: null }]);
    });
  });
});
