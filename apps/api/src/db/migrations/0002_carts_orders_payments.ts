import { type Kysely, sql } from 'kysely';

// Plain SQL, one statement at a time: PGlite's extended protocol takes a single statement per call.
// Every owned row belongs to exactly one of a user or a guest.
const owner = `user_id integer references users (id) on delete cascade,
    guest_id text references guests (id) on delete cascade,
    check ((user_id is null) <> (guest_id is null))`;

const up = [
  `create table cart_items (
    id integer generated always as identity primary key,
    ${owner},
    kind text not null check (kind in ('pack', 'razer')),
    pack_id integer not null references packs (id) on delete cascade,
    quantity integer not null check (quantity between 1 and 99),
    account jsonb not null default '{}',
    account_secret text,
    account_hash text not null,
    created_at timestamptz not null
  )`,
  `create unique index cart_items_user_line on cart_items (user_id, kind, pack_id, account_hash)
    where user_id is not null`,
  `create unique index cart_items_guest_line on cart_items (guest_id, kind, pack_id, account_hash)
    where guest_id is not null`,
  `create table orders (
    id integer generated always as identity primary key,
    order_no text not null unique,
    ${owner},
    status text not null
      check (status in ('unpaid', 'paid', 'processing', 'completed', 'failed', 'cancelled')),
    currency_id integer not null references currencies (id),
    subtotal bigint not null check (subtotal >= 0),
    discount bigint not null check (discount >= 0),
    total bigint not null check (total >= 0),
    payment_method text check (payment_method in ('balance', 'provider')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    paid_at timestamptz,
    completed_at timestamptz,
    ended_at timestamptz,
    failure_reason text
  )`,
  'create index orders_user on orders (user_id, created_at desc, id desc)',
  'create index orders_guest on orders (guest_id, created_at desc, id desc)',
  `create index orders_unpaid_expiry on orders (expires_at) where status = 'unpaid'`,
  `create table order_items (
    id integer generated always as identity primary key,
    order_id integer not null references orders (id) on delete cascade,
    kind text not null check (kind in ('pack', 'razer', 'link')),
    game_id integer not null references games (id),
    pack_id integer references packs (id) on delete set null,
    title text not null,
    quantity integer not null check (quantity between 1 and 99),
    unit_price_usd_minor bigint not null check (unit_price_usd_minor >= 0),
    unit_price bigint not null check (unit_price >= 0),
    subtotal bigint not null check (subtotal >= 0),
    account jsonb not null default '{}',
    account_secret text,
    link_url text,
    face_value bigint,
    face_currency_id integer references currencies (id),
    vouchers jsonb not null default '[]',
    check ((kind = 'link') = (link_url is not null))
  )`,
  'create index order_items_order on order_items (order_id, id)',
  `create table order_events (
    id integer generated always as identity primary key,
    order_id integer not null references orders (id) on delete cascade,
    status text not null,
    at timestamptz not null
  )`,
  'create index order_events_order on order_events (order_id, id)',
  `create table payments (
    id integer generated always as identity primary key,
    payment_no text not null unique,
    purpose text not null check (purpose in ('order', 'deposit')),
    order_id integer references orders (id) on delete cascade,
    ${owner},
    currency_id integer not null references currencies (id),
    amount bigint not null check (amount > 0),
    method text not null check (method in ('balance', 'provider')),
    provider text,
    status text not null check (status in ('pending', 'paid', 'cancelled', 'failed', 'refunded')),
    idempotency_key text,
    return_url text,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    check ((purpose = 'order') = (order_id is not null))
  )`,
  // At most one standing payment per order: the database itself refuses a second charge.
  `create unique index payments_one_paid on payments (order_id) where status = 'paid'`,
  `create unique index payments_idempotency on payments (coalesce(user_id::text, guest_id), idempotency_key)
    where idempotency_key is not null`,
  'create index payments_order on payments (order_id)',
  `create table webhook_events (
    provider text not null,
    event_id text not null,
    received_at timestamptz not null,
    primary key (provider, event_id)
  )`,
];

const tables = [
  'webhook_events',
  'payments',
  'order_events',
  'order_items',
  'orders',
  'cart_items',
];

export const cartsOrdersPayments = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of tables) await sql.raw(`drop table if exists ${table}`).execute(db);
  },
};
