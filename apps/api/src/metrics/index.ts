import { metricsText, registerMetrics } from '@storefront/lifecycle';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../context';
import type { DatabasePool } from '../db/database';
import { type OutboxStats, outboxStats } from '../modules/mail/outbox';
import type { ApiMetrics } from './counters';

export { type ApiMetrics, createApiMetrics } from './counters';

/** A scrape waits at most this long for the database; past it the database gauges are left out. */
const SCRAPE_QUERY_TIMEOUT_MS = 1_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}

/** What one scrape reads: the pool as it was before the scrape's own query, and the outbox. */
interface ScrapeReading {
  poolInUse: number;
  poolWaiting: number;
  outbox: OutboxStats | null;
}

/** Gauges read when Prometheus scrapes: the outbox (one query, with a time limit) and the pool. */
function registerGauges(registry: Registry, deps: AppDeps, pool: DatabasePool): void {
  const gauge = (name: string, help: string, collect: (g: Gauge) => Promise<void>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        await collect(this);
      },
    });
  let reading: Promise<ScrapeReading> | null = null;
  /**
   * One reading per scrape for every gauge. The pool is read first: the outbox query waits for a
   * connection until the next tick, and would count itself as waiting. A failed or timed-out query
   * leaves the outbox gauges out (NaN).
   */
  const read = () => {
    reading ??= readScrape(deps, pool).finally(() => setImmediate(() => (reading = null)));
    return reading;
  };
  gauge('api_mail_outbox_depth', 'Receipts and account mails not sent yet.', async (g) =>
    g.set((await read()).outbox?.depth ?? Number.NaN),
  );
  gauge('api_mail_outbox_oldest_age_seconds', 'Age of the oldest mail not sent yet.', async (g) =>
    g.set((await read()).outbox?.oldestAgeSeconds ?? Number.NaN),
  );
  gauge('api_db_pool_in_use', 'Database connections lent out.', async (g) =>
    g.set((await read()).poolInUse),
  );
  gauge('api_db_pool_waiting', 'Queries waiting for a database connection.', async (g) =>
    g.set((await read()).poolWaiting),
  );
}

async function readScrape(deps: AppDeps, pool: DatabasePool): Promise<ScrapeReading> {
  const poolInUse = pool.totalCount - pool.idleCount;
  const poolWaiting = pool.waitingCount;
  const outbox = await within(
    outboxStats(deps.db, deps.clock.now()),
    SCRAPE_QUERY_TIMEOUT_MS,
  ).catch(() => null);
  return { poolInUse, poolWaiting, outbox };
}

/**
 * The API's metrics on `app`: request metrics, the business counters of `metrics`, the outbox and
 * database pool gauges, process metrics, and `GET /metrics`. Callable from every build of the API
 * process (HTTP server or worker).
 */
export function registerApiMetrics(
  app: FastifyInstance,
  deps: AppDeps,
  metrics: ApiMetrics,
  pool: DatabasePool,
): void {
  registerGauges(metrics.registry, deps, pool);
  registerMetrics(app, { registry: metrics.registry, source: () => metricsText(metrics.registry) });
}
