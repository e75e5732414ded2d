import {
  DEFAULT_SLOW_CLIENT_LIMITS,
  REQUEST_ID_HEADER,
  requestIdOf,
  slowClientServerOptions,
} from '@storefront/api-client';
import { tracingServerOptions } from '@storefront/lifecycle';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { requestIdHeaders, sendBadRequest } from './answers';
import type { GatewayConfig } from './config';
import forwarding from './plugins/forwarding';
import gatewayMetrics from './plugins/gateway-metrics';
import microCache from './plugins/micro-cache';
import requestHooks from './plugins/request-hooks';
import upstreams from './plugins/upstreams';
import apiRoutes from './routes/api';
import pageRoutes from './routes/pages';
import statusRoutes from './routes/status';
import switchRoute from './routes/switch';

export interface BuildGatewayOptions {
  config: Pick<GatewayConfig, 'upstreams' | 'trustProxy' | 'upstreamTimeoutMs'> &
    Partial<Pick<GatewayConfig, 'htmlCacheMs' | 'slowClients' | 'metrics'>>;
  /** How often each upstream instance's `/readyz` is checked (default 2 s; 0: never). */
  readyCheckEveryMs?: number;
  /** fastify's logger option: `false` (tests), or pino options. */
  logger?: FastifyServerOptions['logger'];
}

/** Headers and fields that must never reach a log line. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT, censor: '[redacted]' } };
}

function serverOptions(options: BuildGatewayOptions): FastifyServerOptions {
  const { trustProxy, slowClients = DEFAULT_SLOW_CLIENT_LIMITS } = options.config;
  return {
    logger: options.logger ?? false,
    trustProxy,
    // A visitor who sends headers or body a byte at a time is cut off (408, then closed).
    ...slowClientServerOptions(slowClients),
    // One id per request from here on: the visitor's `x-request-id` when valid, else a new one.
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
    // Log lines carry the trace id (the visitor's `traceparent` when valid, else a new trace).
    ...tracingServerOptions(),
    // A target the router cannot even decode (`/_pc/%c0%ae`): the same refusal as any other.
    frameworkErrors: (error, request, reply) => {
      request.log.warn({ reason: error.code }, 'request target refused');
      sendBadRequest(reply.headers(requestIdHeaders(request.id)));
    },
  };
}

/**
 * The public entry of the store: `/api/*` to the API server, every other path to the pc or mobile
 * app, all streamed both ways, to the configured upstreams only.
 */
export async function buildGateway(options: BuildGatewayOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify(serverOptions(options));
  await app.register(gatewayMetrics, { listener: config.metrics ?? null });
  await app.register(requestHooks);
  await app.register(upstreams, {
    upstreams: config.upstreams,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    readyCheckEveryMs: options.readyCheckEveryMs,
  });
  await app.register(microCache, { ttlMs: config.htmlCacheMs ?? 0 });
  await app.register(forwarding);
  await app.register(statusRoutes);
  await app.register(switchRoute);
  await app.register(apiRoutes);
  await app.register(pageRoutes);
  return app;
}
