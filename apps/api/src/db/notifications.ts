import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

/** Stops listening and closes what listening opened. */
export type Unlisten = () => Promise<void>;

/**
 * Calls `onNotify` for each `NOTIFY` on `channel` (PostgreSQL's LISTEN), and once more whenever
 * listening starts again after a gap: whatever was announced meanwhile was missed.
 */
export type Listen = (channel: string, onNotify: () => void) => Unlisten;

/**
 * PGlite is one session in this process: `LISTEN` goes through Kysely (so it never lands inside
 * another caller's transaction) and PGlite hands every notification of later statements over.
 */
export function pgliteListener(db: Kysely<DB>, pglite: PGlite): Listen {
  return (channel, onNotify) => {
    const off = pglite.onNotification((name) => {
      if (name === channel) onNotify();
    });
    const listening = sql`listen ${sql.id(channel)}`.execute(db).catch(() => undefined);
    return async () => {
      off();
      await listening;
      if (!pglite.closed) await sql`unlisten ${sql.id(channel)}`.execute(db).catch(() => undefined);
    };
  };
}

export interface PostgresListenerOptions {
  connectTimeoutMs?: number;
  /** Told of each lost or failed connection before the pause and the next try. */
  onError?: (error: Error) => void;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;

/**
 * A connection of its own (the pool's connections come and go): when it is cut (a failover), it
 * connects again after 0.5 s, doubling to 15 s, for as long as it is wanted.
 */
export function postgresListener(url: string, options: PostgresListenerOptions = {}): Listen {
  return (channel, onNotify) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let delayMs = FIRST_RETRY_MS;
    let timer: NodeJS.Timeout | undefined;
    const report = (error: Error) => options.onError?.(error);

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), delayMs);
      timer.unref();
      delayMs = Math.min(MAX_RETRY_MS, delayMs * 2);
    };
    const lost = (which: pg.Client) => {
      if (client !== which) return;
      client = null;
      retry();
    };
    async function connect() {
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: options.connectTimeoutMs,
        keepAlive: true,
      });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      next.on('error', (error) => {
        report(error);
        lost(next);
      });
      next.on('end', () => lost(next));
      try {
        await next.connect();
        await next.query(`listen ${next.escapeIdentifier(channel)}`);
      } catch (error) {
        report(error as Error);
        await next.end().catch(() => undefined);
        return retry();
      }
      if (stopped) return void (await next.end().catch(() => undefined));
      client = next;
      delayMs = FIRST_RETRY_MS;
      onNotify();
    }

    void connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    };
  };
}
