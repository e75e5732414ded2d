import { type Kysely, sql } from 'kysely';

// The login throttle's per-account counter lets a few attempts through, then one per growing delay
// measured from the last attempt it counted; the other counters leave the column empty.
const up = ['alter table rate_limits add column last_hit_at timestamptz'];

const down = ['alter table rate_limits drop column if exists last_hit_at'];

export const loginThrottle = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
