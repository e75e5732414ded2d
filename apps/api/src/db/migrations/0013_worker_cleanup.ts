import { type Kysely, sql } from 'kysely';

// The worker's clean-up finds what is past its window through these instead of reading whole
// tables; `payments_guest` serves the idle-guest check "holds no payment".
const up = [
  'create index sessions_expires on sessions (expires_at)',
  'create index idempotency_keys_created on idempotency_keys (created_at)',
  'create index mail_outbox_sent on mail_outbox (sent_at) where sent_at is not null',
  'create index guests_last_seen on guests (last_seen_at)',
  'create index rate_limits_window on rate_limits (window_started_at)',
  'create index payments_guest on payments (guest_id) where guest_id is not null',
];

const down = [
  'drop index if exists payments_guest',
  'drop index if exists rate_limits_window',
  'drop index if exists guests_last_seen',
  'drop index if exists mail_outbox_sent',
  'drop index if exists idempotency_keys_created',
  'drop index if exists sessions_expires',
];

export const workerCleanup = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
