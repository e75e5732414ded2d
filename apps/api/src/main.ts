import { join } from 'node:path';
import { readShutdownSettings, shutdownOnSignals } from '@storefront/lifecycle';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from './app';
import { loadSettings } from './config';
import { type Database, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loadOrCreateKeyFile, parseSecretsKey } from './modules/shop/secrets';
import { seedDemoData } from './seed/seed';

let database: Database | null = null;
let app: FastifyInstance | null = null;

try {
  const settings = loadSettings();
  const shutdown = readShutdownSettings();
  database = await openDatabase({
    url: settings.databaseUrl,
    poolSize: settings.databasePoolSize,
    dataDir: settings.dataDir,
  });
  // After the database: PGlite creates its folder, which then also keeps the generated key.
  const secretsKey = settings.secretsKey
    ? parseSecretsKey(settings.secretsKey)
    : loadOrCreateKeyFile(join(settings.dataDir, 'secrets.key'));
  app = buildApp({
    database,
    secretsKey,
    logger: loggerOptions(settings.logLevel),
    settings,
    trustProxy: settings.trustProxy,
    corsOrigins: settings.corsOrigins,
    slowClients: settings.slowClients,
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if (settings.seed && (await seedDemoData(database.db, new Date()))) {
    app.log.info('demo data seeded');
  }
  // Before listening: a signal that comes as soon as /readyz answers is already a drain.
  shutdownOnSignals(app, { settings: shutdown, afterClose: () => database?.close() });
  await app.listen({ port: settings.port, host: settings.host });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? settings.dataDir : undefined },
    'storefront API ready',
  );
} catch (error) {
  if (app) app.log.fatal({ err: error }, 'the API could not start');
  else console.error(`The API could not start: ${(error as Error).message}`);
  await app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
}
