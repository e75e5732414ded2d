import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { paymentUnderKey } from '../modules/payment/idempotency';
import type { Owner } from '../modules/shop/owner';
import { freshDatabase } from './harness';

/** The plan PostgreSQL picks for the owner's payment under a key, with table scans priced out. */
async function planOf(database: Database, owner: Owner): Promise<string> {
  const query = database.db
    .selectFrom('payments')
    .select('id')
    .where(paymentUnderKey(owner, 'key-of-a-retry'))
    .compile();
  return database.db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>({
      ...query,
      sql: `explain ${query.sql}`,
    });
    await sql`reset enable_seqscan`.execute(connection);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe("a payment's Idempotency-Key lookup on PostgreSQL", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase('postgres'));
    await migrateToLatest(database.db);
  });
  afterAll(() => drop?.());

  it("finds a user's payment through the unique index, not by reading every payment", async () => {
    const plan = await planOf(database, { kind: 'user', userId: 7 });
    expect(plan).toContain('payments_idempotency');
    expect(plan).not.toContain('Seq Scan');
  });

  it("finds a guest's payment through the same index", async () => {
    const plan = await planOf(database, { kind: 'guest', guestId: 'g_abcdefghijklmnopqrstuv' });
    expect(plan).toContain('payments_idempotency');
    expect(plan).not.toContain('Seq Scan');
  });
});
