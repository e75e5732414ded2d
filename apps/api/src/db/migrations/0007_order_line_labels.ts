import { type Kysely, sql } from 'kysely';

// The account field labels an order line was bought with (see `snapshotLabels`); null on lines
// written before, which show the field keys as words.
export const orderLineLabels = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql.raw('alter table order_items add column account_labels jsonb').execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('alter table order_items drop column if exists account_labels').execute(db);
  },
};
