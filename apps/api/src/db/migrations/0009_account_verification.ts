import { type Kysely, sql } from 'kysely';

// A sign-up becomes an account only once the mailed code comes back: until then it waits here,
// password already hashed, code hashed too. A password reset is a token whose SHA-256 is kept with
// its account, its expiry and when it was used (once). The periodic sweep deletes expired rows.
const up = [
  `create table pending_signups (
    email text primary key check (email = lower(email)),
    password_hash text not null,
    nickname text not null,
    code_hash text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    tries integer not null default 0 check (tries >= 0)
  )`,
  'create index pending_signups_expires on pending_signups (expires_at)',
  `create table password_resets (
    token_hash text primary key,
    user_id integer not null references users (id) on delete cascade,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  'create index password_resets_user on password_resets (user_id)',
  'create index password_resets_expires on password_resets (expires_at)',
];

const down = ['drop table if exists password_resets', 'drop table if exists pending_signups'];

export const accountVerification = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
