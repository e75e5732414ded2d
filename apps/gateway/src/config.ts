import {
  DEFAULT_SLOW_CLIENT_LIMITS,
  parseOriginList,
  type SlowClientLimits,
} from '@storefront/api-client';
import {
  type Env,
  envInteger,
  envText,
  parseTrustProxy,
  type TrustProxy,
} from '@storefront/lifecycle';
import type { Device } from '@storefront/ui-shared/device';

/** The three servers behind the gateway. */
export type UpstreamName = Device | 'api';

export const UPSTREAM_NAMES = ['pc', 'mobile', 'api'] as const satisfies readonly UpstreamName[];

export interface GatewayConfig {
  port: number;
  host: string;
  /**
   * The origins of each upstream's instances (`http://127.0.0.1:3001`): the only places requests
   * are forwarded to.
   */
  upstreams: Record<UpstreamName, readonly string[]>;
  /**
   * `GATEWAY_TRUST_PROXY`: whose `X-Forwarded-*` headers are believed (fastify `trustProxy`):
   * false at the public edge, the balancer's address or CIDR behind one (docs/multi-host.md).
   */
  trustProxy: TrustProxy;
  /** How long an upstream may take to send its response headers (slow payment calls take 90 s). */
  upstreamTimeoutMs: number;
  /** How long the micro-cache keeps a guest page (`GATEWAY_HTML_CACHE_MS`, 0 = off). */
  htmlCacheMs: number;
  /** How long a visitor may take to send request headers, and a whole request. */
  slowClients: SlowClientLimits;
  logLevel: string;
  /** Where `/metrics` is answered (`GATEWAY_METRICS_PORT`, `GATEWAY_METRICS_HOST`); null: nowhere. */
  metrics: { port: number; host: string } | null;
}

const DEFAULT_UPSTREAMS: Record<UpstreamName, string> = {
  pc: 'http://127.0.0.1:3001',
  mobile: 'http://127.0.0.1:3002',
  api: 'http://127.0.0.1:3003',
};

const UPSTREAM_ENV: Readonly<Record<UpstreamName, string>> = {
  pc: 'GATEWAY_PC_URL',
  mobile: 'GATEWAY_MOBILE_URL',
  api: 'GATEWAY_API_URL',
};

/** A comma-separated list of plain http(s) origins: the gateway appends the request's path. */
function upstreamList(env: Env, name: UpstreamName): string[] {
  return parseOriginList(UPSTREAM_ENV[name], env[UPSTREAM_ENV[name]], DEFAULT_UPSTREAMS[name]);
}

/**
 * The metrics listener: off unless `GATEWAY_METRICS_PORT` is set (a fixed default would clash when a
 * new gateway starts beside the draining one), on `GATEWAY_METRICS_HOST` (default 127.0.0.1).
 */
function metricsListener(env: Env): GatewayConfig['metrics'] {
  if (!env.GATEWAY_METRICS_PORT?.trim()) return null;
  const port = envInteger(env, 'GATEWAY_METRICS_PORT', 0, 0, 65535);
  const host = envText(env, 'GATEWAY_METRICS_HOST', '127.0.0.1');
  if (
    port !== 0 &&
    port === envInteger(env, 'PORT', 3000, 0, 65535) &&
    host === envText(env, 'GATEWAY_HOST', '127.0.0.1')
  ) {
    throw new Error(
      'GATEWAY_METRICS_PORT must differ from PORT: the public port never answers /metrics',
    );
  }
  return { port, host };
}

/** Every setting, read once from the environment. `PORT` is read here and by no other process. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  return {
    port: envInteger(env, 'PORT', 3000, 0, 65535),
    host: envText(env, 'GATEWAY_HOST', '127.0.0.1'),
    upstreams: {
      pc: upstreamList(env, 'pc'),
      mobile: upstreamList(env, 'mobile'),
      api: upstreamList(env, 'api'),
    },
    trustProxy: parseTrustProxy(
      'GATEWAY_TRUST_PROXY',
      envText(env, 'GATEWAY_TRUST_PROXY', 'false'),
    ),
    upstreamTimeoutMs: envInteger(env, 'GATEWAY_UPSTREAM_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
    htmlCacheMs: envInteger(env, 'GATEWAY_HTML_CACHE_MS', 5_000, 0, 3_600_000),
    slowClients: {
      headersMs: envInteger(
        env,
        'GATEWAY_HEADERS_TIMEOUT_MS',
        DEFAULT_SLOW_CLIENT_LIMITS.headersMs,
        100,
        600_000,
      ),
      requestMs: envInteger(
        env,
        'GATEWAY_REQUEST_TIMEOUT_MS',
        DEFAULT_SLOW_CLIENT_LIMITS.requestMs,
        100,
        3_600_000,
      ),
    },
    logLevel: envText(env, 'GATEWAY_LOG_LEVEL', 'info'),
    metrics: metricsListener(env),
  };
}
