import { loadSettings } from '../config';
import { openDatabase } from '../db/database';
import { migrateDownAll, migrateToLatest } from '../db/migrate';
import { seedDataFor, seedDemoData } from './seed';

// `pnpm --filter @storefront/api seed:reset`: back to the demo store. Stop the server first when it
// runs on PGlite: one PGlite folder is opened by one process at a time.
const settings = loadSettings();
const database = await openDatabase({
  url: settings.databaseUrl,
  poolSize: settings.databasePoolSize,
  dataDir: settings.dataDir,
});
try {
  await migrateDownAll(database.db);
  await migrateToLatest(database.db);
  await seedDemoData(database.db, new Date(), seedDataFor(settings.seedDemo));
  const where = database.kind === 'pglite' ? settings.dataDir : 'DATABASE_URL';
  console.log(`The ${database.kind} database (${where}) holds the demo data again.`);
} finally {
  await database.close();
}
