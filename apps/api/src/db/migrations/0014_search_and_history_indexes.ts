import { type Kysely, sql } from 'kysely';

// At 100,000 games a keyword search (`search like '%word%'`) read every row: a trigram index finds
// the matching rows instead (PostgreSQL and PGlite both ship pg_trgm; PGlite loads it at open).
// A balance history filtered by currency walks only that currency's lines, newest first.
const up = [
  'create extension if not exists pg_trgm',
  'create index games_search_trgm on games using gin (search gin_trgm_ops)',
  `create index balance_logs_user_currency
    on balance_logs (user_id, currency_id, created_at desc, id desc)`,
];

const down = [
  'drop index if exists balance_logs_user_currency',
  'drop index if exists games_search_trgm',
];

export const scaleSearchAndHistoryIndexes = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
