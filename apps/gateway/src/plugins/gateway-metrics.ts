import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config';
import { createGatewayMetrics, type GatewayMetrics, listenForMetrics } from '../metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's figures (request metrics are recorded from here on). */
    gatewayMetrics: GatewayMetrics;
    /** `http://host:port/metrics` of the metrics listener; null when it is off. */
    metricsUrl: string | null;
  }
}

export interface GatewayMetricsOptions {
  /** Where `/metrics` is answered, never on the public port; null: nowhere. */
  listener: GatewayConfig['metrics'];
}

/** Request metrics on every route, the gateway's own counters, and their separate listener. */
async function gatewayMetrics(app: FastifyInstance, { listener }: GatewayMetricsOptions) {
  const metrics = createGatewayMetrics(app);
  app.decorate('gatewayMetrics', metrics);
  app.decorate(
    'metricsUrl',
    listener ? `${await listenForMetrics(app, metrics.registry, listener)}/metrics` : null,
  );
}

export default fp(gatewayMetrics, { name: 'gateway-metrics' });
