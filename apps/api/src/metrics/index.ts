import { metricsText, registerMetrics } from '@storefront/lifecycle';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../context';
import type { DatabasePool } from '../db/database';
import { type UndeliveredOrders, undeliveredOrders } from '../modules/fulfilment/service';
import { outboxStats } from '../modules/mail/outbox';
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

/**
 * `read` once per scrape for every gauge that asks during it, within the time limit; a failure or
 * time-out answers null (the gauges are then left out: NaN).
 */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T | null> {
  let reading: Promise<T | null> | null = null;
  return () => {
    reading ??= within(read(), SCRAPE_QUERY_TIMEOUT_MS)
      .catch(() => null)
      .finally(() => setImmediate(() => (reading = null)));
    return reading;
  };
}

/**
 * Gauges read when Prometheus scrapes: the outbox and the undelivered orders (one query each, with
 * a time limit) and the pool.
 */
function registerGauges(registry: Registry, deps: AppDeps, pool: DatabasePool): void {
  const gauge = (name: string, help: string, collect: (g: Gauge) => Promise<void> | void) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        await collect(this);
      },
    });
  const outbox = oncePerScrape(() => outboxStats(deps.db, deps.clock.now()));
  gauge('api_mail_outbox_depth', 'Receipts and account mails not sent yet.', async (g) =>
    g.set((await outbox())?.depth ?? Number.NaN),
  );
  gauge('api_mail_outbox_oldest_age_seconds', 'Age of the oldest mail not sent yet.', async (g) =>
    g.set((await outbox())?.oldestAgeSeconds ?? Number.NaN),
  );
  gauge('api_mail_outbox_failing', 'Mails not sent yet whose last try failed.', async (g) =>
    g.set((await outbox())?.failing ?? Number.NaN),
  );
  gauge('api_db_pool_in_use', 'Database connections lent out.', (g) =>
    g.set(pool.totalCount - pool.idleCount),
  );
  gauge('api_db_pool_waiting', 'Queries waiting for a database connection.', (g) =>
    g.set(pool.waitingCount),
  );
  // After the pool gauges: the orders' query must not count as waiting for a connection.
  registerUndeliveredGauges(registry, deps);
}

/** Orders paid and not delivered, by state (`paid`, `processing`): how many, the oldest's age. */
function registerUndeliveredGauges(registry: Registry, deps: AppDeps): void {
  const orders = oncePerScrape(() => undeliveredOrders(deps.db, deps.clock.now()));
  const byState = (
    name: string,
    help: string,
    figure: (state: UndeliveredOrders) => number,
  ): Gauge<'status'> =>
    new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        const states = await orders();
        for (const status of ['paid', 'processing'] as const) {
          this.set({ status }, states ? figure(states[status]) : Number.NaN);
        }
      },
    });
  byState(
    'api_orders_undelivered',
    'Orders paid and not delivered yet, by state.',
    (state) => state.count,
  );
  byState(
    'api_orders_undelivered_oldest_age_seconds',
    'Time since the payment of the oldest order not delivered yet, by state.',
    (state) => state.oldestAgeSeconds,
  );
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
