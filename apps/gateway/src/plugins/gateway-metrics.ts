import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config';
import { createGatewayMetrics, type GatewayMetrics, listenForOperators } from '../metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's figures (request metrics are recorded from here on). */
    gatewayMetrics: GatewayMetrics;
    /** `http://host:port/metrics` of the metrics listener; null when it is off. */
    metricsUrl: string | null;
    /** `http://host:port/healthz` of the metrics listener (every instance); null when it is off. */
    healthUrl: string | null;
  }
}

export interface GatewayMetricsOptions {
  /** Where `/metrics` and the detailed `/healthz` are answered, never on the public port; null: nowhere. */
  listener: GatewayConfig['metrics'];
}

/**
 * Request metrics on every route, the gateway's own counters, and the operators' listener (they
 * and the upstreams' detailed health).
 */
async function gatewayMetrics(app: FastifyInstance, { listener }: GatewayMetricsOptions) {
  const metrics = createGatewayMetrics(app);
  app.decorate('gatewayMetrics', metrics);
  // Asked per request: the upstreams plugin, registered after this one, decorates it.
  const sources = { registry: metrics.registry, health: () => app.upstreamsHealth() };
  const origin = listener ? await listenForOperators(app, sources, listener) : null;
  app.decorate('metricsUrl', origin && `${origin}/metrics`);
  app.decorate('healthUrl', origin && `${origin}/healthz`);
}

export default fp(gatewayMetrics, { name: 'gateway-metrics' });
