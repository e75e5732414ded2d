import { type Kysely, sql } from 'kysely';

// An order's receipt is queued as its facts (lines, total, contact, language) taken by the statement
// that moves the order, and rendered by the mail worker when it sends it: the paying statement writes
// no text, and no round trip reads the facts first. Receipts queued before stay rendered; a row holds
// either its facts and event or its rendered message.
const up = [
  'alter table mail_outbox add column event text, add column facts jsonb',
  `alter table mail_outbox alter column subject drop not null,
    alter column text_body drop not null, alter column html_body drop not null`,
  `alter table mail_outbox add constraint mail_outbox_message check (
    (event is not null and facts is not null)
    or (subject is not null and text_body is not null and html_body is not null))`,
];

const down = [
  'delete from mail_outbox where subject is null',
  'alter table mail_outbox drop constraint if exists mail_outbox_message',
  `alter table mail_outbox alter column subject set not null,
    alter column text_body set not null, alter column html_body set not null`,
  'alter table mail_outbox drop column if exists event, drop column if exists facts',
];

export const receiptsRenderedWhenSent = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
