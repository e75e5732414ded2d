import {
  createMetricsRegistry,
  metricsText,
  registerMetrics,
  registerMetricsEndpoint,
} from '@storefront/lifecycle';
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import type { GatewayConfig } from './config';
import { sendHealth, type UpstreamsCheck } from './health';

/** The gateway's own figures, beside the request metrics every server has. */
export interface GatewayMetrics {
  registry: Registry;
  /** Guest pages asked of the micro-cache, by device and `hit` or `miss`. */
  htmlCache: Counter<'device' | 'result'>;
  /** Requests no instance of an upstream answered, by upstream and `timeout` or `error`. */
  upstreamFailures: Counter<'upstream' | 'reason'>;
}

/** The gateway's registry with its request metrics on `app` (no `/metrics` there: its port is public). */
export function createGatewayMetrics(app: FastifyInstance): GatewayMetrics {
  const registry = createMetricsRegistry();
  registerMetrics(app, { registry, endpoint: false });
  return {
    registry,
    htmlCache: new Counter({
      name: 'gateway_html_cache_requests_total',
      help: 'Guest pages looked up in the micro-cache, by device and result (hit, miss).',
      labelNames: ['device', 'result'],
      registers: [registry],
    }),
    upstreamFailures: new Counter({
      name: 'gateway_upstream_failures_total',
      help: 'Requests no instance of the upstream answered, by upstream and reason (timeout, error).',
      labelNames: ['upstream', 'reason'],
      registers: [registry],
    }),
  };
}

/**
 * The operators' listener (`GATEWAY_METRICS_PORT` on `GATEWAY_METRICS_HOST`), never the public
 * port: `GET /metrics`, and `GET /healthz` with every instance's build id and latency. Closed with
 * `app`. Answers its origin.
 */
export async function listenForOperators(
  app: FastifyInstance,
  sources: { registry: Registry; health: () => Promise<UpstreamsCheck> },
  where: NonNullable<GatewayConfig['metrics']>,
): Promise<string> {
  const server = Fastify({ logger: false });
  registerMetricsEndpoint(server, () => metricsText(sources.registry));
  server.get('/healthz', (_request, reply) => sendHealth(reply, sources.health, true));
  app.addHook('onClose', () => server.close());
  return server.listen({ port: where.port, host: where.host });
}
