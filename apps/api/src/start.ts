import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from './app';
import type { Settings } from './config';
import {
  afterListenAndReady,
  createDatabaseState,
  type DatabaseState,
  retryWhileUnavailable,
} from './db/availability';
import { type Database, openDatabase, pingDatabase } from './db/database';
import { migrateToLatest, requireMigrated } from './db/migrate';
import { rootMessage } from './db/unavailable';
import { unavailable } from './http/errors';
import { refuseValuesOfUnlistedKeys } from './modules/shop/sealed-values';
import {
  createSecretBox,
  loadOrCreateKeyFile,
  type SecretKeyring,
  singleKeyring,
} from './modules/shop/secrets';
import { seedDataFor, seedDemoData } from './seed/seed';

/** How often a ready API checks that its database still answers (what `/readyz` reports). */
const PING_EVERY_MS = 2000;

export interface RunningApi {
  app: FastifyInstance;
  database: Database;
  /** Migrated and answering: the readiness `/readyz` reports. */
  state: DatabaseState;
  /** Resolves once migrated (and seeded); rejects on an error no retry can fix. */
  ready: Promise<void>;
}

/**
 * Listens first, then reaches the database (retrying while it is out of reach), migrates, seeds
 * and only then lets `/api` requests and the background work in: a missing database is an outage
 * the API waits out, not a crash loop.
 */
export async function startApi(
  settings: Settings,
  beforeListen?: (app: FastifyInstance, database: Database) => void,
): Promise<RunningApi> {
  refuseWithoutSharedKey(settings);
  const database = await openDatabase({
    url: settings.databaseUrl,
    poolSize: settings.databasePoolSize,
    dataDir: settings.dataDir,
    connectTimeoutMs: settings.databaseConnectTimeoutMs,
    statementTimeoutMs: settings.databaseStatementTimeoutMs,
    onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
  });
  const state = createDatabaseState();
  // After the database: PGlite creates its folder, which then also keeps the generated key.
  const secretsKeys: SecretKeyring =
    settings.secretsKeys ??
    singleKeyring(loadOrCreateKeyFile(join(settings.dataDir, 'secrets.key')));
  const app = buildApp({
    database,
    secretsKeys,
    logger: loggerOptions(settings.logLevel),
    settings,
    trustProxy: settings.trustProxy,
    corsOrigins: settings.corsOrigins,
    slowClients: settings.slowClients,
    databaseReady: state.migrated,
    ready: () => state.reason() ?? true,
    workerMode: settings.workerMode,
  });
  refuseUntilMigrated(app, state);
  watchDatabase(app, database, state);
  beforeListen?.(app, database);
  await app.listen({ port: settings.port, host: settings.host });
  const ready = prepareDatabase(app, database, { ...settings, secretsKeys }, state);
  return { app, database, state, ready };
}

/**
 * Every API process on one PostgreSQL must open what any other sealed: a key file per host would
 * make a Login top-up added on one process fail to deliver when paid on another.
 */
function refuseWithoutSharedKey(settings: Settings): void {
  if (settings.databaseUrl && !settings.secretsKeys) {
    throw new Error(
      'API_SECRETS_KEY (or API_SECRETS_KEYS) must be set on PostgreSQL: the same key on every API process',
    );
  }
}

async function prepareDatabase(
  app: FastifyInstance,
  database: Database,
  settings: Settings & { secretsKeys: SecretKeyring },
  state: DatabaseState,
): Promise<void> {
  await retryWhileUnavailable(() => migrateAndSeed(app, database, settings), {
    onRetry: (error, delayMs) =>
      app.log.warn({ reason: rootMessage(error), retryInMs: delayMs }, 'database unavailable'),
    stopped: () => !app.server.listening,
  });
  state.markMigrated();
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? settings.dataDir : undefined,
      mode: settings.workerMode,
    },
    'storefront API ready',
  );
}

/**
 * Migrates (or, with migrations off, checks that the release step did) and seeds, in every mode:
 * processes starting together take turns on the migration lock (Kysely's, a PostgreSQL advisory
 * lock), and the later ones find nothing left to do. On PostgreSQL through a connection of its own
 * without the statement time limit, which is for requests: an index built on a large table may
 * take longer. Then refuses to go on while stored values are sealed with a key the ring does not
 * list.
 */
async function migrateAndSeed(
  app: FastifyInstance,
  database: Database,
  settings: Settings & { secretsKeys: SecretKeyring },
) {
  const own = settings.databaseUrl
    ? await openDatabase({
        url: settings.databaseUrl,
        poolSize: 1,
        connectTimeoutMs: settings.databaseConnectTimeoutMs,
        onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
      })
    : database;
  try {
    await migrateOrRequire(app, own, settings);
    if (settings.seed && (await seedDemoData(own.db, new Date(), seedDataFor(settings.seedDemo)))) {
      app.log.info({ demoUsers: settings.seedDemo }, 'store data seeded');
    }
    await refuseValuesOfUnlistedKeys(own.db, createSecretBox(settings.secretsKeys));
  } finally {
    if (own !== database) await own.close();
  }
}

/** Off, a schema behind this build is an error no retry fixes: the process exits naming it. */
async function migrateOrRequire(app: FastifyInstance, database: Database, settings: Settings) {
  const { onStart, extraDir } = settings.migrations;
  if (!onStart) return requireMigrated(database.db, extraDir);
  const applied = await migrateToLatest(database.db, extraDir);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
}

/** Once migrated, pings now and then: readiness follows the database (a failover, a network cut). */
function watchDatabase(app: FastifyInstance, database: Database, state: DatabaseState): void {
  let timer: NodeJS.Timeout | undefined;
  afterListenAndReady(app, state.migrated, () => {
    timer = setInterval(() => {
      pingDatabase(database.db).then(
        () => state.recordPing(null),
        (error: unknown) => state.recordPing(error),
      );
    }, PING_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Until the schema is up to date, every `/api` request gets the retryable 503. */
function refuseUntilMigrated(app: FastifyInstance, state: DatabaseState): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!state.isMigrated() && request.url.startsWith('/api')) return unavailable(request, reply);
  });
}
