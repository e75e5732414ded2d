import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { orderReceiptInsert } from '../modules/mail/receipts';
import { paymentUnderKey } from '../modules/payment/idempotency';
import type { Owner } from '../modules/shop/owner';
import { freshDatabase } from './harness';

/** Plans PostgreSQL picks for the purchase path's statements, on an empty migrated database. */
describe('query plans on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase('postgres'));
    await migrateToLatest(database.db);
  });
  afterAll(() => drop?.());

  /** `explain` of `statement`, optionally with table scans priced out (an index is then used if it can be). */
  async function planOf(statement: RawBuilder<unknown>, { noSeqScan = false } = {}) {
    return database.db.connection().execute(async (connection) => {
      if (noSeqScan) await sql`set enable_seqscan = off`.execute(connection);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${statement}`.execute(
        connection,
      );
      if (noSeqScan) await sql`reset enable_seqscan`.execute(connection);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  function keyLookup(owner: Owner) {
    return sql`select id from payments where ${paymentUnderKey(owner, 'key-of-a-retry')}`;
  }

  describe("a payment's Idempotency-Key lookup", () => {
    it("finds a user's payment through the unique index, not by reading every payment", async () => {
      const plan = await planOf(keyLookup({ kind: 'user', userId: 7 }), { noSeqScan: true });
      expect(plan).toContain('payments_idempotency');
      expect(plan).not.toContain('Seq Scan');
    });

    it("finds a guest's payment through the same index", async () => {
      const owner: Owner = { kind: 'guest', guestId: 'g_abcdefghijklmnopqrstuv' };
      const plan = await planOf(keyLookup(owner), { noSeqScan: true });
      expect(plan).toContain('payments_idempotency');
      expect(plan).not.toContain('Seq Scan');
    });
  });

  describe("a receipt's facts", () => {
    it('are read once per receipt, not once for each place the insert uses them', async () => {
      const at = new Date('2026-11-26T08:00:00Z');
      const plan = await planOf(orderReceiptInsert(sql`${1}::integer`, 'paid', at));
      expect(plan.match(/on orders receipt_order/g)).toHaveLength(1);
      expect(plan.match(/on order_items line/g)).toHaveLength(1);
    });
  });
});
