import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { orderReceiptInsert } from '../modules/mail/receipts';
import { freshDatabase } from './harness';

/** The plan of queueing an order's receipt, as the statements that move an order embed it. */
async function receiptPlan(database: Database): Promise<string> {
  const insert = orderReceiptInsert(sql`${1}::integer`, 'paid', new Date('2026-11-26T08:00:00Z'));
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${insert}`.execute(database.db);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe("a receipt's facts on PostgreSQL", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase('postgres'));
    await migrateToLatest(database.db);
  });
  afterAll(() => drop?.());

  it('are read once per receipt, not once for each place the insert uses them', async () => {
    const plan = await receiptPlan(database);
    expect(plan.match(/on orders receipt_order/g)).toHaveLength(1);
    expect(plan.match(/on order_items line/g)).toHaveLength(1);
  });
});
