import { type Kysely, sql } from 'kysely';

// Order lines keep sealed game-account secrets only until their order ends, so few of the table's
// rows have one: the `/metrics` count per key and the sweep's re-seal read them through this index
// instead of the whole table (docs/multi-host.md, "One secrets key, rotatable").
export const sealedValuesIndex = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw('create index order_items_sealed on order_items (id) where account_secret is not null')
      .execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('drop index if exists order_items_sealed').execute(db);
  },
};
