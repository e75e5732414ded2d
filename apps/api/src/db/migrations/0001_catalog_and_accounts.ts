import { type Kysely, sql } from 'kysely';

// Plain SQL, one statement at a time: PGlite's extended protocol takes a single statement per call.
const up = [
  `create table currencies (
    id integer generated always as identity primary key,
    code text not null unique,
    name text not null,
    symbol text not null,
    decimals smallint not null check (decimals between 0 and 4),
    rate numeric not null check (rate > 0),
    kind text not null check (kind in ('fiat', 'razerGold')),
    sort integer not null default 0
  )`,
  `create table categories (
    id integer generated always as identity primary key,
    name text not null unique check (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    titles jsonb not null,
    icon text,
    sort integer not null default 0
  )`,
  `create table games (
    id integer generated always as identity primary key,
    name text not null unique check (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    title text not null,
    type text not null check (type in ('Games', 'Links', 'Login')),
    region text not null,
    publisher text not null,
    colors jsonb not null,
    description jsonb not null,
    badge text,
    is_voucher boolean not null default false,
    popularity integer not null default 0,
    account_fields jsonb not null default '[]',
    created_at timestamptz not null,
    search text generated always as (lower(title || ' ' || publisher)) stored
  )`,
  'create index games_popular on games (popularity desc, id)',
  'create index games_newest on games (created_at desc, id)',
  'create index games_type on games (type, popularity desc, id)',
  `create table game_categories (
    category_id integer not null references categories (id) on delete cascade,
    game_id integer not null references games (id) on delete cascade,
    primary key (category_id, game_id)
  )`,
  'create index game_categories_game on game_categories (game_id)',
  `create table packs (
    id integer generated always as identity primary key,
    game_id integer not null references games (id) on delete cascade,
    title text not null,
    price_usd_minor bigint not null check (price_usd_minor >= 0),
    original_price_usd_minor bigint check (original_price_usd_minor >= 0),
    stock integer check (stock >= 0),
    badge text,
    sort integer not null default 0
  )`,
  'create index packs_game on packs (game_id, sort, id)',
  `create table promotions (
    id integer generated always as identity primary key,
    slug text not null unique,
    titles jsonb not null,
    summaries jsonb not null,
    bodies jsonb not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    game_id integer references games (id) on delete set null,
    colors jsonb not null,
    check (ends_at > starts_at)
  )`,
  `create table carousel_slides (
    id integer generated always as identity primary key,
    titles jsonb not null,
    subtitles jsonb,
    link_kind text not null check (link_kind in ('game', 'promotion', 'category')),
    link_target text not null,
    colors jsonb not null,
    sort integer not null default 0
  )`,
  `create table content_pages (
    slug text not null check (slug in ('help', 'about', 'legal')),
    locale text not null,
    title text not null,
    body text not null,
    faqs jsonb not null default '[]',
    updated_at timestamptz not null,
    primary key (slug, locale)
  )`,
  `create table users (
    id integer generated always as identity primary key,
    email text not null unique check (email = lower(email)),
    password_hash text not null,
    nickname text not null,
    created_at timestamptz not null
  )`,
  `create table sessions (
    token_hash text primary key,
    user_id integer not null references users (id) on delete cascade,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  'create index sessions_user on sessions (user_id)',
  `create table guests (
    id text primary key,
    created_at timestamptz not null,
    last_seen_at timestamptz not null
  )`,
  `create table balances (
    user_id integer not null references users (id) on delete cascade,
    currency_id integer not null references currencies (id),
    balance bigint not null default 0 check (balance >= 0),
    primary key (user_id, currency_id)
  )`,
  `create table balance_logs (
    id integer generated always as identity primary key,
    user_id integer not null references users (id) on delete cascade,
    currency_id integer not null references currencies (id),
    amount bigint not null,
    balance_after bigint not null check (balance_after >= 0),
    type text not null check (type in ('deposit', 'payment', 'refund', 'adjustment')),
    order_no text,
    remark text,
    created_at timestamptz not null
  )`,
  'create index balance_logs_user on balance_logs (user_id, created_at desc, id desc)',
  `create table rate_limits (
    key text primary key,
    hits integer not null,
    window_started_at timestamptz not null
  )`,
];

const tables = [
  'rate_limits',
  'balance_logs',
  'balances',
  'guests',
  'sessions',
  'users',
  'content_pages',
  'carousel_slides',
  'promotions',
  'packs',
  'game_categories',
  'games',
  'categories',
  'currencies',
];

export const catalogAndAccounts = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of tables) await sql.raw(`drop table if exists ${table}`).execute(db);
  },
};
