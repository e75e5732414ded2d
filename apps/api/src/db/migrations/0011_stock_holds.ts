import { type Kysely, sql } from 'kysely';

// Caps on limited stock held in unpaid orders count per client address as well as per owner: an
// order holding limited stock keeps the address it came from, and the unpaid ones are found by it.
const up = [
  'alter table orders add column client_address text',
  `create index orders_unpaid_address on orders (client_address)
    where status = 'unpaid' and client_address is not null`,
];

const down = [
  'drop index if exists orders_unpaid_address',
  'alter table orders drop column if exists client_address',
];

export const stockHolds = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
