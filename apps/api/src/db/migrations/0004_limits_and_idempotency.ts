import { type Kysely, sql } from 'kysely';

// Plain SQL, one statement at a time: PGlite's extended protocol takes a single statement per call.
// 10^15 minor units is BALANCE_HARD_CEILING of the contract: the backstop below the 2^53 that JSON
// numbers hold exactly; the services refuse much smaller per-currency limits first.
const up = [
  'alter table balances add constraint balances_ceiling check (balance <= 1000000000000000)',
  `alter table balance_logs add constraint balance_logs_ceiling
    check (balance_after <= 1000000000000000 and abs(amount) <= 1000000000000000)`,
  // One row per Idempotency-Key and owner: claimed by the first call, then holding its answer.
  `create table idempotency_keys (
    owner text not null,
    key text not null,
    fingerprint text not null,
    answer jsonb,
    claimed_until timestamptz not null,
    created_at timestamptz not null,
    primary key (owner, key)
  )`,
];

const down = [
  'drop table if exists idempotency_keys',
  'alter table balance_logs drop constraint if exists balance_logs_ceiling',
  'alter table balances drop constraint if exists balances_ceiling',
];

export const limitsAndIdempotency = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
