import { type Kysely, sql } from 'kysely';

// Promo codes: a percent or fixed (per currency) discount with a minimum spend per currency, the
// currencies it applies in, a validity window, a total and a per-customer limit. `used` counts the
// redemptions; a payment locks the code's row to check the limits and record its redemption.
// The demo code WELCOME10 (10 % off, once per customer, every currency) comes with the table.
const up = [
  `create table promo_codes (
    id serial primary key,
    code text not null unique check (code = upper(code) and code ~ '^[A-Z0-9_-]{3,32}$'),
    kind text not null check (kind in ('percent', 'fixed')),
    percent integer check (percent between 1 and 100),
    fixed_amounts jsonb not null default '{}',
    min_spend jsonb not null default '{}',
    currencies text[],
    starts_at timestamptz,
    ends_at timestamptz,
    total_limit integer check (total_limit > 0),
    per_customer_limit integer check (per_customer_limit > 0),
    used integer not null default 0 check (used >= 0),
    check ((kind = 'percent') = (percent is not null))
  )`,
  `create table promo_redemptions (
    id serial primary key,
    promo_code_id integer not null references promo_codes (id),
    order_id integer not null unique references orders (id),
    customer_key text not null,
    created_at timestamptz not null
  )`,
  'create index promo_redemptions_customer on promo_redemptions (promo_code_id, customer_key)',
  'alter table orders add column promo_code text',
  'alter table orders add column promo_discount bigint not null default 0',
  `insert into promo_codes (code, kind, percent, per_customer_limit)
    values ('WELCOME10', 'percent', 10, 1) on conflict (code) do nothing`,
];

const down = [
  'alter table orders drop column if exists promo_discount',
  'alter table orders drop column if exists promo_code',
  'drop table if exists promo_redemptions',
  'drop table if exists promo_codes',
];

export const promoCodes = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
