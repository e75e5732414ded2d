import {
  createMetricsRegistry,
  metricsText,
  registerMetrics,
  registerMetricsEndpoint,
} from '@storefront/lifecycle';
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import type { GatewayConfig } from './config';

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
 * `GET /metrics` on a listener of its own (`GATEWAY_METRICS_PORT` on `GATEWAY_METRICS_HOST`), never
 * on the public port; closed with `app`. Answers its URL.
 */
export async function listenForMetrics(
  app: FastifyInstance,
  registry: Registry,
  where: NonNullable<GatewayConfig['metrics']>,
): Promise<string> {
  const server = Fastify({ logger: false });
  registerMetricsEndpoint(server, () => metricsText(registry));
  app.addHook('onClose', () => server.close());
  return server.listen({ port: where.port, host: where.host });
}
