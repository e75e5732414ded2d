import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import { migrateDownAll, migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { generateGames, seedLarge } from '../seed/generate';
import { demoData, seedDemoData } from '../seed/seed';
import { DATABASES, freshDatabase } from './harness';

async function counts(database: Database) {
  const tables = [
    'currencies',
    'categories',
    'games',
    'packs',
    'promotions',
    'carousel_slides',
    'content_pages',
    'users',
    'balances',
    'balance_logs',
  ] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe.each(DATABASES)('storage on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(kind));
    await migrateToLatest(database.db);
  });
  afterAll(() => drop?.());

  it('seeds an empty database once; seeding again changes nothing', async () => {
    expect(await seedDemoData(database.db, new Date())).toBe(true);
    const first = await counts(database);
    expect(first).toMatchObject({
      currencies: demoData.currencies.length,
      categories: demoData.categories.length,
      games: demoData.games.length,
      packs: demoData.games.reduce((sum, game) => sum + game.packs.length, 0),
      users: demoData.users.length,
      content_pages: demoData.contentPages.length * 2,
    });
    expect(await seedDemoData(database.db, new Date())).toBe(false);
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await counts(database)).toEqual(first);
  });

  it('keeps amounts as exact integers and rates as exact decimals', async () => {
    const big = await sql<{ n: number }>`select 9007199254740991::bigint as n`.execute(database.db);
    expect(big.rows[0]?.n).toBe(Number.MAX_SAFE_INTEGER);
    await expect(sql`select 9007199254740993::bigint as n`.execute(database.db)).rejects.toThrow(
      /out of range/,
    );
    const myr = await database.db
      .selectFrom('currencies')
      .select('rate')
      .where('code', '=', 'MYR')
      .executeTakeFirstOrThrow();
    expect(myr.rate).toBe('4.45');
  });

  it('refuses a negative balance', async () => {
    await expect(
      database.db.updateTable('balances').set({ balance: -1 }).execute(),
    ).rejects.toThrow();
  });

  it('refuses category names that are routes of the store', async () => {
    const { database: other, drop: dropOther } = await freshDatabase(kind);
    try {
      await migrateToLatest(other.db);
      const reserved = { name: 'games', title: { en: 'Games', id: 'Game' }, icon: '🎮' };
      await expect(
        seedDemoData(other.db, new Date(), { ...demoData, categories: [reserved] }),
      ).rejects.toMatchObject({
        status: 422,
        key: 'category.reserved',
      });
      expect((await counts(other)).currencies).toBe(0);
    } finally {
      await dropOther();
    }
  });

  it('generates a large catalog deterministically and idempotently', async () => {
    expect(generateGames(5, ['a', 'b'])).toEqual(generateGames(5, ['a', 'b']));
    expect(await seedLarge(database.db, 600, new Date())).toBe(600);
    expect(await seedLarge(database.db, 600, new Date())).toBe(0);
    expect((await counts(database)).games).toBe(demoData.games.length + 600);
  });

  it('undoes every migration and applies them again', async () => {
    await migrateDownAll(database.db);
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    expect(await seedDemoData(database.db, new Date())).toBe(true);
  });
});

describe('PGlite specifics', () => {
  it('keeps concurrent transactions apart on its single connection', async () => {
    const database = await openDatabase({ dataDir: null });
    try {
      await migrateToLatest(database.db);
      const insideSeen: number[] = [];
      const slow = database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('guests')
          .values({ id: 'g_slow', created_at: new Date(), last_seen_at: new Date() })
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 100));
        const row = await trx
          .selectFrom('guests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        insideSeen.push(Number(row.n));
        throw new Error('roll back');
      });
      const outside = database.db
        .selectFrom('guests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      await expect(slow).rejects.toThrow('roll back');
      expect(Number((await outside).n)).toBe(0);
      expect(insideSeen).toEqual([1]);
    } finally {
      await database.close();
    }
  });

  it('persists in its folder across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-pglite-'));
    try {
      const first = await openDatabase({ dataDir: join(dir, 'pglite') });
      await migrateToLatest(first.db);
      expect(await seedDemoData(first.db, new Date())).toBe(true);
      await first.close();
      const second = await openDatabase({ dataDir: join(dir, 'pglite') });
      expect(await migrateToLatest(second.db)).toEqual([]);
      expect(await seedDemoData(second.db, new Date())).toBe(false);
      expect((await counts(second)).games).toBe(demoData.games.length);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('creates its folders and files owner-only, even under a umask of 0 (issue 13, defect 8)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-pglite-'));
    const umask = process.umask(0);
    try {
      const database = await openDatabase({ dataDir: join(dir, 'data', 'pglite') });
      await migrateToLatest(database.db);
      const whileOpen = openToOthers(join(dir, 'data'));
      await database.close();
      expect(whileOpen).toEqual([]);
      expect(openToOthers(join(dir, 'data'))).toEqual([]);
      expect(statSync(join(dir, 'data')).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(umask);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Every path under `dir` that its group or others may read, write or enter, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    const mode = statSync(path).mode & 0o777;
    if (mode & 0o077) found.push(`${path} ${mode.toString(8)}`);
  }
  return found;
}
