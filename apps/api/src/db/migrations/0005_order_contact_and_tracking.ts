import { type Kysely, sql } from 'kysely';

// The email a receipt goes to and an order is tracked with: given at checkout (a logged-in user's
// account email when none is), null for orders placed before it existed. 254 is the contract's
// email length; the contract checks the form, the database the length.
const up = [
  'alter table orders add column contact_email text',
  `alter table orders add constraint orders_contact_email_length
    check (contact_email is null or char_length(contact_email) between 3 and 254)`,
];

const down = [
  'alter table orders drop constraint if exists orders_contact_email_length',
  'alter table orders drop column if exists contact_email',
];

export const orderContactAndTracking = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
