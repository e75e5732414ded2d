import { type Kysely, sql } from 'kysely';

// Payment channels are store data (seeded with the demo store): the balance and the provider's
// channels, each with its fee (basis points of the amount plus a fixed fee per currency), its
// limits per currency and the currencies it takes. An order keeps the channel chosen and its fee.
const up = [
  `create table payment_channels (
    id text primary key,
    names jsonb not null,
    fee_bps integer not null default 0 check (fee_bps between 0 and 10000),
    fixed_fees jsonb not null default '{}',
    limits jsonb not null default '{}',
    currencies text[] not null,
    sort integer not null default 0,
    enabled boolean not null default true
  )`,
  'alter table orders add column channel text null',
  'alter table orders add column channel_fee bigint not null default 0',
];

const down = [
  'alter table orders drop column if exists channel_fee',
  'alter table orders drop column if exists channel',
  'drop table if exists payment_channels',
];

export const paymentChannels = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
