/** How a server stops on SIGTERM/SIGINT: `SHUTDOWN_DRAIN_MS` and `SHUTDOWN_TIMEOUT_MS`. */
export interface ShutdownSettings {
  /** How long it keeps serving (not ready) after the signal, before it stops accepting. */
  drainMs: number;
  /** How long in-flight requests may take once the listener is closed; then they are cut. */
  timeoutMs: number;
}

export const DEFAULT_SHUTDOWN_SETTINGS: Readonly<ShutdownSettings> = {
  drainMs: 0,
  timeoutMs: 10_000,
};

/**
 * The drain when `NODE_ENV=production` and `SHUTDOWN_DRAIN_MS` is unset: longer than a balancer's
 * probe interval (2 s for the gateway's checks of its upstreams), so it sees `/readyz` 503 and
 * stops sending before the listener closes. `npm start` and `npm run dev` leave `NODE_ENV` unset.
 */
export const PRODUCTION_DRAIN_MS = 5_000;

/** One hour: a longer wait is a typo, not a drain. */
const MAX_MS = 3_600_000;

function readMs(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const raw = env[variable]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > MAX_MS) {
    throw new Error(
      `${variable} must be a whole number of milliseconds from 0 to ${MAX_MS}, not "${raw}".`,
    );
  }
  return value;
}

function defaultDrainMs(env: NodeJS.ProcessEnv): number {
  return env.NODE_ENV?.trim() === 'production'
    ? PRODUCTION_DRAIN_MS
    : DEFAULT_SHUTDOWN_SETTINGS.drainMs;
}

/**
 * The two variables, checked: a bad value throws an error naming the variable. Without
 * `SHUTDOWN_DRAIN_MS` the drain is `PRODUCTION_DRAIN_MS` under `NODE_ENV=production`, else none.
 */
export function readShutdownSettings(env: NodeJS.ProcessEnv = process.env): ShutdownSettings {
  return {
    drainMs: readMs(env, 'SHUTDOWN_DRAIN_MS', defaultDrainMs(env)),
    timeoutMs: readMs(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_SETTINGS.timeoutMs),
  };
}
