import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadSettings } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedLarge } from './generate';
import { seedDataFor, seedDemoData } from './seed';

// `pnpm --filter @storefront/api seed:large --games 10000`: a big catalog for speed tests.
const { values } = parseArgs({ options: { games: { type: 'string', default: '10000' } } });
const count = Number(values.games);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error(`--games must be a whole number from 1 to 1000000, got "${values.games}"`);
  process.exit(1);
}

const settings = loadSettings();
const database = await openDatabase({
  url: settings.databaseUrl,
  poolSize: settings.databasePoolSize,
  dataDir: settings.dataDir,
});
try {
  await migrateToLatest(database.db);
  await seedDemoData(database.db, new Date(), seedDataFor(settings.seedDemo));
  const started = Date.now();
  const inserted = await seedLarge(database.db, count, new Date());
  // What autovacuum would do a little later: fresh statistics (without them the planner guesses at
  // 100,000 games and a keyword search may read the whole table), and the GIN indexes' pending
  // lists merged (until then every trigram or alias lookup reads the whole list: 12 ms, not 0.1).
  await sql`vacuum analyze`.execute(database.db);
  console.log(
    `Added ${inserted} generated games (${count - inserted} were there already) in ${Date.now() - started} ms.`,
  );
} finally {
  await database.close();
}
