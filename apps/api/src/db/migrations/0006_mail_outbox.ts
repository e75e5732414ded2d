import { type Kysely, sql } from 'kysely';

// Receipts are written here in the transaction that changes the order (or credits the deposit), then
// sent by the mail worker. `key` (order or deposit number and event) keeps one receipt per event;
// the message is rendered when queued, so a later catalogue change does not rewrite it.
const up = [
  `create table mail_outbox (
    id bigserial primary key,
    key text not null unique,
    recipient text not null,
    subject text not null,
    text_body text not null,
    html_body text not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null,
    claimed_until timestamptz,
    last_error text,
    created_at timestamptz not null,
    sent_at timestamptz
  )`,
  'create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null',
  // The language the customer shopped in: their receipts are written in it.
  `alter table orders add column locale text not null default 'en'`,
  `alter table payments add column locale text not null default 'en'`,
];

const down = [
  'alter table payments drop column if exists locale',
  'alter table orders drop column if exists locale',
  'drop table if exists mail_outbox',
];

export const mailOutbox = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
