import { type Kysely, sql } from 'kysely';

// The store's own price of a pack in a currency (e.g. the Rp 20.000 voucher at Rp 20.000): it wins
// over converting the pack's USD price (money/local-price.ts). In the currency's minor units.
const up = [
  `create table pack_prices (
    pack_id integer not null references packs (id) on delete cascade,
    currency_id integer not null references currencies (id) on delete cascade,
    price bigint not null check (price > 0),
    primary key (pack_id, currency_id)
  )`,
];

const down = ['drop table if exists pack_prices'];

export const packPrices = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
