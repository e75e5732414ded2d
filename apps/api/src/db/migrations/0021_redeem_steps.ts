import { type Kysely, sql } from 'kysely';

// How a game's product is redeemed or topped up, per locale (`{"en": [...], "id": [...]}`): the
// product page and the receipt of vouchers show the steps; null (a game without them) hides both.
export const redeemSteps = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql.raw('alter table games add column redeem_steps jsonb').execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('alter table games drop column if exists redeem_steps').execute(db);
  },
};
