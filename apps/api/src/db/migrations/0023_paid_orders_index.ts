import { type Kysely, sql } from 'kysely';

// Paid orders not yet in delivery are few and short-lived; the sweep (resuming them) and every
// metrics scrape (the oldest one's age) find them through this index instead of reading all orders.
export const paidOrdersIndex = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`create index orders_paid on orders (paid_at) where status = 'paid'`).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('drop index if exists orders_paid').execute(db);
  },
};
