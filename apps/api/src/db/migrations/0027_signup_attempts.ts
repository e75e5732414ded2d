import { type Kysely, sql } from 'kysely';

// A pending sign-up is one attempt, found by the SHA-256 of the token Register gave its browser: a
// second Register for the same email is a second row, so no request can change another's password.
// Rows of before have no token and could never be confirmed: they go.
const up = [
  'delete from pending_signups',
  'alter table pending_signups drop constraint pending_signups_pkey',
  'alter table pending_signups add column token_hash text primary key',
  'create index pending_signups_email on pending_signups (email)',
];

const down = [
  'delete from pending_signups',
  'drop index if exists pending_signups_email',
  'alter table pending_signups drop column token_hash',
  'alter table pending_signups add primary key (email)',
];

export const signupAttempts = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
