import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Counter,
  collectDefaultMetrics,
  Histogram,
  register as processRegistry,
  Registry,
} from 'prom-client';

/** Where the servers answer their metrics (on their own port; the gateway's on its metrics port). */
export const METRICS_PATH = '/metrics';

/** Polled by balancers and Prometheus: left out of the request metrics. */
const UNCOUNTED_ROUTES = new Set(['/livez', '/readyz', METRICS_PATH]);

/** The route label of a request no route matched (a 404): one label, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Answers the metrics text: one process's, or a cluster's summed over its workers. */
export type MetricsSource = () => Promise<string>;

let processMetricsCollected = false;

/**
 * The registry of this process's own metrics (CPU, memory, event loop, GC: prom-client's default
 * metrics), collected once per process however many servers it runs.
 */
export function processMetrics(): Registry {
  if (!processMetricsCollected) {
    collectDefaultMetrics({ register: processRegistry });
    processMetricsCollected = true;
  }
  return processRegistry;
}

/** A server's own registry; `metricsText(registry)` adds the process metrics to it. */
export function createMetricsRegistry(): Registry {
  processMetrics();
  return new Registry();
}

/** The text of the process metrics and `registry`'s, in Prometheus' text format. */
export async function metricsText(registry: Registry): Promise<string> {
  const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
  return `${own}\n${process}`;
}

const LABELS = ['route', 'method', 'status'] as const;

/**
 * `http_requests_total` and `http_request_duration_seconds` by route pattern (never the raw URL),
 * method and status, on `registry`. Counted when the answer ends, a streamed (hijacked) one too.
 */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer ending, by route pattern, method and status.',
    labelNames: LABELS,
    registers: [registry],
  });
  const total = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames: LABELS,
    registers: [registry],
  });
  app.addHook('onRequest', (request, reply, done) => {
    const route = routeOf(request);
    if (!UNCOUNTED_ROUTES.has(route)) {
      const started = process.hrtime.bigint();
      reply.raw.once('close', () => {
        const labels = { route, method: request.method, status: String(reply.raw.statusCode) };
        total.inc(labels);
        duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      });
    }
    done();
  });
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** `GET /metrics` on `app`: the metrics `source` answers, in Prometheus' text format. */
export function registerMetricsEndpoint(app: FastifyInstance, source: MetricsSource): void {
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (_request, reply) =>
    reply
      .header('content-type', processRegistry.contentType)
      .header('cache-control', 'no-store')
      .send(await source()),
  );
}

export interface MetricsOptions {
  /** The server's registry (`createMetricsRegistry`): its request metrics go there. */
  registry: Registry;
  /** What `/metrics` answers: the registry's and the process metrics (default). */
  source?: MetricsSource;
  /** `false`: no `/metrics` route on `app` (the gateway answers it on a port of its own). */
  endpoint?: boolean;
}

/** Request metrics on `app`, and `GET /metrics` unless `endpoint` is false. */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { registry, source = () => metricsText(registry), endpoint = true } = options;
  registerRequestMetrics(app, registry);
  if (endpoint) registerMetricsEndpoint(app, source);
}
