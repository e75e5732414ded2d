import { loadSettings } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

// `pnpm migrate` (`node dist/migrate.js` in a deployed folder): the release step. Runs the
// migrations the database lacks, once, and exits; run again it finds nothing to do. On PGlite stop
// the API first: one process opens a PGlite folder at a time.
const settings = loadSettings();
const database = await openDatabase({
  url: settings.databaseUrl,
  poolSize: 1,
  dataDir: settings.dataDir,
  connectTimeoutMs: settings.databaseConnectTimeoutMs,
});
const where = database.kind === 'pglite' ? settings.dataDir : 'DATABASE_URL';
try {
  const applied = await migrateToLatest(database.db, settings.migrations.extraDir);
  console.log(
    applied.length > 0
      ? `Applied ${plural(applied.length, 'migration')} to the ${database.kind} database (${where}): ${applied.join(', ')}`
      : `The ${database.kind} database (${where}) is up to date: no migration to run.`,
  );
} catch (error) {
  console.error(`Migrating the ${database.kind} database (${where}) failed: ${describe(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

/** The error and its causes, outermost first: which migration, then what PostgreSQL said. */
function describe(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    messages.push(current.message);
  }
  return messages.join(': ') || String(error);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
