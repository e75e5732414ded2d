import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './unavailable';

/**
 * Whether the API can use its database: migrated once (then requests go to it, and a lost
 * connection costs each request a 503 until the pool reconnects), and whether the last ping answered.
 */
export interface DatabaseState {
  /** Migrated (and seeded): `/api` routes may run. Stays true once set. */
  isMigrated(): boolean;
  /** Migrated and the last ping answered: what `/readyz` reports. */
  isReady(): boolean;
  /** Why it is not ready, for `/readyz`'s `reason`; null when ready. */
  reason(): string | null;
  /** Resolves once migrated: background work (sweeps, mail) waits for it. */
  readonly migrated: Promise<void>;
  markMigrated(): void;
  recordPing(error: unknown): void;
}

export function createDatabaseState(): DatabaseState {
  let migrated = false;
  let lastPingError: string | null = null;
  let resolveMigrated: () => void = () => undefined;
  const migratedPromise = new Promise<void>((resolve) => {
    resolveMigrated = resolve;
  });
  return {
    isMigrated: () => migrated,
    isReady: () => migrated && lastPingError === null,
    reason: () => (!migrated ? 'database not migrated yet' : lastPingError),
    migrated: migratedPromise,
    markMigrated() {
      migrated = true;
      resolveMigrated();
    },
    recordPing(error) {
      lastPingError = error ? `database not answering: ${(error as Error).message}` : null;
    },
  };
}

export interface RetryOptions {
  /** The first pause; each next one doubles, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Told of each failure worth another try, before the pause. */
  onRetry(error: unknown, delayMs: number): void;
  /** Stops trying (the process is shutting down): the last error is thrown. */
  stopped?(): boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds, pausing 0.5 s doubling to 15 s after each failure that says
 * the database is out of reach (`isDatabaseUnavailable`); any other error is thrown at once.
 */
export async function retryWhileUnavailable<T>(
  attempt: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const maxDelayMs = options.maxDelayMs ?? 15_000;
  for (let delayMs = options.firstDelayMs ?? 500; ; delayMs = Math.min(delayMs * 2, maxDelayMs)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || options.stopped?.()) throw error;
      options.onRetry(error, delayMs);
      await sleep(delayMs);
    }
  }
}

/** Runs `begin` once the server listens and the database is ready, unless it closed before. */
export function afterListenAndReady(
  app: FastifyInstance,
  databaseReady: Promise<void>,
  begin: () => void,
): void {
  let closed = false;
  app.addHook('onListen', async () => {
    void databaseReady.then(() => {
      if (!closed) begin();
    });
  });
  app.addHook('onClose', async () => {
    closed = true;
  });
}
