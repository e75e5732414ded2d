import { type Kysely, sql } from 'kysely';

// The last player account a logged-in user ordered for each game (its non-secret fields only), to
// fill the product page in another browser; and the nickname the ID-check service gave an order
// line's account when the order was created (null when the check failed or the game has none).
const up = [
  `create table user_game_accounts (
    user_id integer not null references users (id) on delete cascade,
    game_id integer not null references games (id) on delete cascade,
    account jsonb not null,
    nickname text,
    updated_at timestamptz not null,
    primary key (user_id, game_id)
  )`,
  'alter table order_items add column nickname text',
];

const down = [
  'alter table order_items drop column if exists nickname',
  'drop table if exists user_game_accounts',
];

export const rememberedPlayers = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
