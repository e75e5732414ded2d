import { type Compilable, CompiledQuery, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { matchingGames } from '../modules/catalog/service';
import { undeliveredOrdersQuery } from '../modules/fulfilment/service';
import { orderReceiptInsert } from '../modules/mail/receipts';
import { paymentUnderKey } from '../modules/payment/idempotency';
import type { Owner } from '../modules/shop/owner';
import { balanceLogPageIds } from '../modules/wallet/service';
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

  /** The plan of a statement the services build, with table scans priced out. */
  async function planOfQuery(query: Compilable) {
    const compiled = query.compile();
    return database.db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      await sql`reset enable_seqscan`.execute(connection);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  /** What the catalogue and wallet services read with (no other dependency is touched). */
  const deps = () => ({ db: database.db }) as AppDeps;

  describe('the catalogue and balance history at scale', () => {
    let usd: number;
    let userId: number;
    beforeAll(async () => {
      ({ id: usd } = await database.db
        .insertInto('currencies')
        .values({
          code: 'USD',
          name: 'US Dollar',
          symbol: '$',
          decimals: 2,
          rate: '1',
          kind: 'fiat',
          sort: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      ({ id: userId } = await database.db
        .insertInto('users')
        .values({
          email: 'ledger@example.com',
          password_hash: 'x',
          nickname: 'L',
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      // Enough lines, with statistics, that the planner chooses as it would for a big ledger.
      await sql`insert into balance_logs (user_id, currency_id, amount, balance_after, type, created_at)
        select ${userId}::integer, ${usd}::integer, 1, n, 'deposit', now() - make_interval(mins => n)
        from generate_series(1, 20000) n`.execute(database.db);
      await sql`vacuum analyze balance_logs`.execute(database.db);
    });

    it('a keyword search finds its games through the trigram index', async () => {
      const query = (await matchingGames(deps(), { keyword: 'legends' }))();
      const plan = await planOfQuery(query.select('games.id'));
      expect(plan).toContain('games_search_trgm');
    });

    it("a balance history page finds its ids in the user's index alone, at any depth", async () => {
      const ids = await balanceLogPageIds(deps(), userId, { page: 1000, pageSize: 20 });
      const plan = await planOfQuery(ids);
      expect(plan).toContain('Index Only Scan using balance_logs_user on balance_logs');
      expect(plan).not.toContain('Sort');
    });

    it("a history filtered by currency walks that currency's lines only", async () => {
      const ids = await balanceLogPageIds(deps(), userId, {
        currencyId: usd,
        page: 1000,
        pageSize: 20,
      });
      const plan = await planOfQuery(ids);
      expect(plan).toContain('Index Only Scan using balance_logs_user_currency on balance_logs');
      expect(plan).not.toContain('Sort');
    });
  });

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

  describe('the undelivered orders a metrics scrape reads', () => {
    it('are found through the partial indexes of paid and in-delivery orders alone', async () => {
      const plan = await planOfQuery(undeliveredOrdersQuery(database.db));
      expect(plan).toContain('orders_paid');
      expect(plan).toContain('orders_in_delivery');
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
