import { type Kysely, sql } from 'kysely';

// Known-device cookies sign the account's device epoch; a password reset or change bumps it, so
// every cookie signed before stops bypassing the login throttle (docs/accounts-and-abuse.md).
export const knownDeviceEpoch = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw('alter table users add column device_epoch integer not null default 0')
      .execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('alter table users drop column if exists device_epoch').execute(db);
  },
};
