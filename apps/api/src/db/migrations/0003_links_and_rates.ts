import { type Kysely, sql } from 'kysely';

// Plain SQL, one statement at a time: PGlite's extended protocol takes a single statement per call.
const up = [
  // Saved top-up links, owned like carts by exactly one of a user or a guest.
  `create table links (
    id integer generated always as identity primary key,
    user_id integer references users (id) on delete cascade,
    guest_id text references guests (id) on delete cascade,
    check ((user_id is null) <> (guest_id is null)),
    game_id integer not null references games (id) on delete cascade,
    url text not null,
    url_hash text not null,
    title text not null,
    face_value bigint not null check (face_value > 0),
    face_currency_id integer not null references currencies (id),
    stamp bigint not null,
    created_at timestamptz not null,
    paying_until timestamptz
  )`,
  // One saved copy of a link per owner: adding it again answers the saved one.
  'create unique index links_user_url on links (user_id, game_id, url_hash) where user_id is not null',
  'create unique index links_guest_url on links (guest_id, game_id, url_hash) where guest_id is not null',
  'create index links_user on links (user_id, created_at desc, id desc)',
  'create index links_guest on links (guest_id, created_at desc, id desc)',
  // Whether a saved link is already in an order (one that is not cancelled or failed).
  'create index order_items_link_url on order_items (link_url) where link_url is not null',
  // When each currency's rate was last written (ShopRazer/GetRate answers it).
  'alter table currencies add column rate_updated_at timestamptz not null default now()',
  // A new rate stamps itself, unless the update sets the instant too.
  `create function currencies_stamp_rate() returns trigger language plpgsql as $$
    begin
      if new.rate is distinct from old.rate
        and new.rate_updated_at is not distinct from old.rate_updated_at then
        new.rate_updated_at := now();
      end if;
      return new;
    end
  $$`,
  `create trigger currencies_rate_updated before update of rate on currencies
    for each row execute function currencies_stamp_rate()`,
];

export const linksAndRates = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('drop trigger if exists currencies_rate_updated on currencies').execute(db);
    await sql.raw('drop function if exists currencies_stamp_rate()').execute(db);
    await sql.raw('alter table currencies drop column if exists rate_updated_at').execute(db);
    await sql.raw('drop index if exists order_items_link_url').execute(db);
    await sql.raw('drop table if exists links').execute(db);
  },
};
