import { metricsText, registerMetrics } from '@storefront/lifecycle';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../context';
import type { DatabasePool } from '../db/database';
import { outboxStats } from '../modules/mail/outbox';
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

/**
 * Gauges read when Prometheus scrapes: the outbox (one query, with a time limit), the sealed values
 * per key and the pool.
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
  let reading: Promise<{ depth: number; oldestAgeSeconds: number } | null> | null = null;
  /** One query per scrape for both outbox gauges; a failure or time-out leaves them out (NaN). */
  const outbox = async () => {
    reading ??= within(outboxStats(deps.db, deps.clock.now()), SCRAPE_QUERY_TIMEOUT_MS)
      .catch(() => null)
      .finally(() => setImmediate(() => (reading = null)));
    return reading;
  };
  gauge('api_mail_outbox_depth', 'Receipts and account mails not sent yet.', async (g) =>
    g.set((await outbox())?.depth ?? Number.NaN),
  );
  gauge('api_mail_outbox_oldest_age_seconds', 'Age of the oldest mail not sent yet.', async (g) =>
    g.set((await outbox())?.oldestAgeSeconds ?? Number.NaN),
  );
  registerSealedValuesGauge(registry, deps);
  gauge('api_db_pool_in_use', 'Database connections lent out.', (g) =>
    g.set(pool.totalCount - pool.idleCount),
  );
  gauge('api_db_pool_waiting', 'Queries waiting for a database connection.', (g) =>
    g.set(pool.waitingCount),
  );
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
      const counts = await within(
        sealedValueCounts(deps.db, deps.secrets),
        SCRAPE_QUERY_TIMEOUT_MS,
      ).catch(() => []);
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
