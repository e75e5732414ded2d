import { UPSTREAM_NAMES, type UpstreamName } from './config';

/** Where each upstream answers its own health check. */
export const HEALTH_PATHS: Readonly<Record<UpstreamName, string>> = {
  pc: '/healthz',
  mobile: '/healthz',
  api: '/api/health',
};

const CHECK_TIMEOUT_MS = 2_000;

export interface UpstreamHealth {
  status: 'up' | 'down';
  /** HTTP status of the check, when one came back. */
  httpStatus?: number;
  latencyMs: number;
  /** The app's build id, from its own `/healthz`. */
  buildId?: string;
  error?: string;
}

export interface GatewayHealth {
  status: 'ok' | 'degraded';
  upstreams: Record<UpstreamName, UpstreamHealth>;
}

function buildIdOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const buildId = (body as { buildId?: unknown }).buildId;
  return typeof buildId === 'string' ? buildId : undefined;
}

async function checkUpstream(origin: string, path: string): Promise<UpstreamHealth> {
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

/** Checks every upstream at once; the gateway is `ok` only when all of them are up. */
export async function checkUpstreams(
  upstreams: Readonly<Record<UpstreamName, string>>,
): Promise<GatewayHealth> {
  const results = await Promise.all(
    UPSTREAM_NAMES.map((name) => checkUpstream(upstreams[name], HEALTH_PATHS[name])),
  );
  const entries = UPSTREAM_NAMES.map((name, index) => [name, results[index] as UpstreamHealth]);
  const byName = Object.fromEntries(entries) as Record<UpstreamName, UpstreamHealth>;
  const allUp = results.every((result) => result.status === 'up');
  return { status: allUp ? 'ok' : 'degraded', upstreams: byName };
}
