import { metricsText, registerMetrics } from '@storefront/lifecycle';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../context';
import type { DatabasePool } from '../db/database';
import { type UndeliveredOrders, undeliveredOrders } from '../modules/fulfilment/service';
import { type OutboxStats, outboxStats } from '../modules/mail/outbox';
import { sealedValueCounts } from '../modules/shop/sealed-values';
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

/** `read` once per scrape, shared by every gauge that asks during it. */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | null = null;
  return () => {
    reading ??= read().finally(() => setImmediate(() => (reading = null)));
    return reading;
  };
}

/** A scrape's query within the time limit; a failure or time-out is null (the gauges show NaN). */
function scrapeQuery<T>(query: Promise<T>): Promise<T | null> {
  return within(query, SCRAPE_QUERY_TIMEOUT_MS).catch(() => null);
}

/** What one scrape reads: the pool as it was before the scrape's own query, and the outbox. */
interface ScrapeReading {
  poolInUse: number;
  poolWaiting: number;
  outbox: OutboxStats | null;
}

/**
 * Gauges read when Prometheus scrapes: the pool, the outbox, the undelivered orders and the sealed
 * values per key (one query each, with a time limit).
 */
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
  // The pool is read first: the outbox query waits for a connection until the next tick, and would
  // count itself as waiting.
  const read = oncePerScrape(() => readScrape(deps, pool));
  gauge('api_mail_outbox_depth', 'Receipts and account mails not sent yet.', async (g) =>
    g.set((await read()).outbox?.depth ?? Number.NaN),
  );
  gauge('api_mail_outbox_oldest_age_seconds', 'Age of the oldest mail not sent yet.', async (g) =>
    g.set((await read()).outbox?.oldestAgeSeconds ?? Number.NaN),
  );
  gauge('api_mail_outbox_failing', 'Mails not sent yet whose last try failed.', async (g) =>
    g.set((await read()).outbox?.failing ?? Number.NaN),
  );
  gauge('api_db_pool_in_use', 'Database connections lent out.', async (g) =>
    g.set((await read()).poolInUse),
  );
  gauge('api_db_pool_waiting', 'Queries waiting for a database connection.', async (g) =>
    g.set((await read()).poolWaiting),
  );
  // After the pool gauges: these queries must not count as waiting for a connection.
  registerUndeliveredGauges(registry, deps);
  registerSealedValuesGauge(registry, deps);
}

/** Orders paid and not delivered, by state (`paid`, `processing`): how many, the oldest's age. */
function registerUndeliveredGauges(registry: Registry, deps: AppDeps): void {
  const orders = oncePerScrape(() => scrapeQuery(undeliveredOrders(deps.db, deps.clock.now())));
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

async function readScrape(deps: AppDeps, pool: DatabasePool): Promise<ScrapeReading> {
  const poolInUse = pool.totalCount - pool.idleCount;
  const poolWaiting = pool.waitingCount;
  const outbox = await scrapeQuery(outboxStats(deps.db, deps.clock.now()));
  return { poolInUse, poolWaiting, outbox };
}

/**
 * `api_sealed_values{key, active}`: stored game-account secrets per key id (`active="true"` for the
 * key that seals). A key with `active="false"` and a count above 0 cannot be dropped yet (the
 * sweep re-seals its values). A failed or slow query leaves the gauge empty.
 */
function registerSealedValuesGauge(registry: Registry, deps: AppDeps): void {
  new Gauge({
    name: 'api_sealed_values',
    help: 'Stored sealed game-account secrets, per secrets key id.',
    labelNames: ['key', 'active'],
    registers: [registry],
    async collect() {
      const counts = (await scrapeQuery(sealedValueCounts(deps.db, deps.secrets))) ?? [];
      this.reset();
      for (const { keyId, count, active } of counts) {
        this.set({ key: keyId, active: String(active) }, count);
      }
    },
  });
}

/**
 * The API's metrics on `app`: request metrics, the business counters of `metrics`, the outbox,
 * sealed values and database pool gauges, process metrics, and `GET /metrics`. Callable from every
 * build of the API process (HTTP server or worker).
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
