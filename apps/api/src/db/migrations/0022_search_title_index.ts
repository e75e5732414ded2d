import { type Kysely, sql } from 'kysely';

// A search's exact title and title prefix ranks are found through this index, each stopping at the
// page's most popular games instead of reading all 100k titles (docs/scale.md, "Search").
export const searchTitleIndex = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw('create index games_title_lower on games (lower(title) text_pattern_ops)')
      .execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('drop index if exists games_title_lower').execute(db);
  },
};
