import type { InstanceSet } from '@storefront/api-client';
import type { FastifyReply } from 'fastify';
import { UPSTREAM_NAMES, type UpstreamName } from './config';

/** Where each upstream answers its own health check. */
export const HEALTH_PATHS: Readonly<Record<UpstreamName, string>> = {
  pc: '/healthz',
  mobile: '/healthz',
  api: '/api/health',
};

const CHECK_TIMEOUT_MS = 2_000;

/** One instance of an upstream, checked now. */
export interface InstanceHealth {
  status: 'up' | 'down';
  /** HTTP status of the check, when one came back. */
  httpStatus?: number;
  latencyMs: number;
  /** The app's build id, from its own `/healthz`. */
  buildId?: string;
  error?: string;
  /** Whether its last `/readyz` check passed: only ready instances get requests. */
  ready: boolean;
}

/** One upstream: `up` when every instance is, `degraded` when some are, `down` when none. */
export interface UpstreamHealth {
  status: 'up' | 'degraded' | 'down';
  /** In the order of the upstream's variable; addresses are not shown. */
  instances: InstanceHealth[];
}

export interface GatewayHealth {
  status: 'ok' | 'degraded';
  upstreams: Record<UpstreamName, UpstreamHealth>;
}

/** One check of every upstream: the detail, and whether the gateway can serve (else 503). */
export interface UpstreamsCheck {
  health: GatewayHealth;
  serving: boolean;
}

/**
 * How long one check answers every `/healthz` after it: 200 callers at once used to make 200
 * checks of every instance (198 x 503, the catalogue 10 times slower).
 */
export const HEALTH_CACHE_MS = 1_000;

function buildIdOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const buildId = (body as { buildId?: unknown }).buildId;
  return typeof buildId === 'string' ? buildId : undefined;
}

async function checkInstance(origin: string, path: string): Promise<Omit<InstanceHealth, 'ready'>> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(new URL(path, origin), {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    const body: unknown = await response.json().catch(() => null);
    const buildId = buildIdOf(body);
    return {
      status: response.ok ? 'up' : 'down',
      httpStatus: response.status,
      latencyMs: latency(),
      ...(buildId ? { buildId } : {}),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 'down', latencyMs: latency(), error: cause?.code ?? (error as Error).name };
  }
}

async function checkUpstream(instances: InstanceSet, path: string): Promise<UpstreamHealth> {
  const checked = await Promise.all(
    instances.origins.map(async (origin) => ({
      ...(await checkInstance(origin, path)),
      ready: instances.isReady(origin),
    })),
  );
  const up = checked.filter((instance) => instance.status === 'up').length;
  const status = up === checked.length ? 'up' : up > 0 ? 'degraded' : 'down';
  return { status, instances: checked };
}

/**
 * Checks every instance of every upstream at once. The gateway is `ok` when all of them are up;
 * `degraded` otherwise (then `/healthz` answers 503 only when an upstream has no instance up).
 */
export async function checkUpstreams(
  upstreams: Readonly<Record<UpstreamName, { instances: InstanceSet }>>,
): Promise<UpstreamsCheck> {
  const results = await Promise.all(
    UPSTREAM_NAMES.map((name) => checkUpstream(upstreams[name].instances, HEALTH_PATHS[name])),
  );
  const entries = UPSTREAM_NAMES.map((name, index) => [name, results[index] as UpstreamHealth]);
  const byName = Object.fromEntries(entries) as Record<UpstreamName, UpstreamHealth>;
  const allUp = results.every((result) => result.status === 'up');
  const serving = results.every((result) => result.status !== 'down');
  return { health: { status: allUp ? 'ok' : 'degraded', upstreams: byName }, serving };
}

/** A check under way (`settledAt` null) or done. */
interface SharedCheck {
  result: Promise<UpstreamsCheck>;
  settledAt: number | null;
}

function isFresh(check: SharedCheck): boolean {
  return check.settledAt === null || performance.now() - check.settledAt < HEALTH_CACHE_MS;
}

/**
 * `checkUpstreams` shared: callers while a check runs wait for that one, and its result answers
 * for `HEALTH_CACHE_MS` after it settled.
 */
export function sharedUpstreamsCheck(
  upstreams: Readonly<Record<UpstreamName, { instances: InstanceSet }>>,
): () => Promise<UpstreamsCheck> {
  let latest: SharedCheck | null = null;
  return () => {
    if (latest && isFresh(latest)) return latest.result;
    const check: SharedCheck = { result: checkUpstreams(upstreams), settledAt: null };
    const settle = () => {
      check.settledAt = performance.now();
    };
    check.result.then(settle, settle);
    latest = check;
    return check.result;
  };
}

/** Answers `/healthz`: the status only on the public port, every instance on the private one. */
export async function sendHealth(
  reply: FastifyReply,
  check: () => Promise<UpstreamsCheck>,
  detailed: boolean,
): Promise<FastifyReply> {
  const { health, serving } = await check();
  return reply
    .code(serving ? 200 : 503)
    .header('cache-control', 'no-store')
    .send(detailed ? health : { status: health.status });
}
