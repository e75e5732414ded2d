import { type Kysely, sql } from 'kysely';

// Every statement that queues mail (a purchase's `with ... insert`, a deposit, an account mail)
// tells the `mail_outbox` channel when it commits: senders that LISTEN start at once instead of at
// their next poll. One trigger, so no place that queues mail can forget it; a statement that
// inserted nothing (the receipt already queued, a guest without email) stays silent.
const up = [
  `create function mail_outbox_queued() returns trigger language plpgsql as $$
  begin
    if exists (select 1 from queued) then
      perform pg_notify('mail_outbox', '');
    end if;
    return null;
  end $$`,
  `create trigger mail_outbox_queued after insert on mail_outbox
    referencing new table as queued for each statement execute function mail_outbox_queued()`,
];

const down = [
  'drop trigger if exists mail_outbox_queued on mail_outbox',
  'drop function if exists mail_outbox_queued()',
];

export const receiptsMailOutboxNotify = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
