import {
  DEFAULT_SLOW_CLIENT_LIMITS,
  parseOriginList,
  type SlowClientLimits,
} from '@storefront/api-client';
import { parseTrustProxy, type TrustProxy } from '@storefront/lifecycle';
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

type Env = Record<string, string | undefined>;

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

function text(env: Env, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

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
  const port = integer(env, 'GATEWAY_METRICS_PORT', 0, 0, 65535);
  const host = text(env, 'GATEWAY_METRICS_HOST', '127.0.0.1');
  if (
    port !== 0 &&
    port === integer(env, 'PORT', 3000, 0, 65535) &&
    host === text(env, 'GATEWAY_HOST', '127.0.0.1')
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
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'GATEWAY_HOST', '127.0.0.1'),
    upstreams: {
      pc: upstreamList(env, 'pc'),
      mobile: upstreamList(env, 'mobile'),
      api: upstreamList(env, 'api'),
    },
    trustProxy: parseTrustProxy('GATEWAY_TRUST_PROXY', text(env, 'GATEWAY_TRUST_PROXY', 'false')),
    upstreamTimeoutMs: integer(env, 'GATEWAY_UPSTREAM_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
    htmlCacheMs: integer(env, 'GATEWAY_HTML_CACHE_MS', 5_000, 0, 3_600_000),
    slowClients: {
      headersMs: integer(
        env,
        'GATEWAY_HEADERS_TIMEOUT_MS',
        DEFAULT_SLOW_CLIENT_LIMITS.headersMs,
        100,
        600_000,
      ),
      requestMs: integer(
        env,
        'GATEWAY_REQUEST_TIMEOUT_MS',
        DEFAULT_SLOW_CLIENT_LIMITS.requestMs,
        100,
        3_600_000,
      ),
    },
    logLevel: text(env, 'GATEWAY_LOG_LEVEL', 'info'),
    metrics: metricsListener(env),
  };
}
