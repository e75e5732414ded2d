import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { isOtherOrigin } from './http/origin';
import type { CallConfig } from './http/request';

/**
 * Several instances of one server kind (`GATEWAY_API_URL=http://a:3003,http://b:3003`), shared by
 * the gateway (over undici pools) and SSR (over axios): which instance a request tries first, which
 * are ready, and which failures may move a request to another instance.
 */

/** A plain http(s) origin: the caller appends the request's path. */
function parseOrigin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http:// or https:// address, got "${raw}"`);
  }
  const plain = url.pathname === '/' && !url.search && !url.hash && !url.username;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !plain) {
    throw new Error(`${name} must be an origin like http://127.0.0.1:3001, got "${raw}"`);
  }
  return url.origin;
}

/**
 * The origins of a comma-separated list (the `fallback` list when unset or empty); every error
 * names the variable and the bad entry.
 */
export function parseOriginList(name: string, raw: string | undefined, fallback: string): string[] {
  const list = raw?.trim() || fallback;
  const origins = list.split(',').map((entry, index) => {
    const trimmed = entry.trim();
    if (!trimmed) throw new Error(`${name} has an empty entry at position ${index + 1}`);
    return parseOrigin(name, trimmed);
  });
  const twice = origins.find((origin, index) => origins.indexOf(origin) !== index);
  if (twice) throw new Error(`${name} lists ${twice} twice`);
  return origins;
}

function errorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/** No connection was made, so the request never left: any method may go to another instance. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The connection closed before any answer: the request may have arrived (only GET/HEAD retry). */
const RESET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

export function neverConnected(error: unknown): boolean {
  return NOT_CONNECTED.has(errorCode(error) ?? '');
}

function wasReset(error: unknown): boolean {
  return RESET.has(errorCode(error) ?? '');
}

export interface InstanceSetOptions {
  /** Where each instance says whether it can serve (200) or not. */
  readyPath?: string;
  /** How often every instance is checked, in the background (default 2 s; 0: never). */
  checkEveryMs?: number;
  /** How long one check may take before the instance counts as not ready. */
  checkTimeoutMs?: number;
}

/** `list` starting at its `turn`-th entry (each takes the next turn in its list). */
function rotated(list: string[], turn: number): string[] {
  const start = list.length > 0 ? turn % list.length : 0;
  return start === 0 ? list : [...list.slice(start), ...list.slice(0, start)];
}

/**
 * The instances of one server kind: requests take turns over the ready ones; an instance whose
 * last `/readyz` check failed, or that just refused a connection, comes last (never skipped
 * outright: when every instance looks down, stale checks must not refuse every request).
 */
export class InstanceSet {
  /** Per origin: whether its last check passed (and no connection was refused since). */
  private readonly ready: boolean[];
  private turn = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly readyPath: string;
  private readonly checkTimeoutMs: number;

  constructor(
    readonly origins: readonly string[],
    private readonly options: InstanceSetOptions = {},
  ) {
    this.ready = origins.map(() => true);
    this.readyPath = options.readyPath ?? '/readyz';
    this.checkTimeoutMs = options.checkTimeoutMs ?? 1_000;
  }

  /** The origins to try for one request, in order: the ready ones from the next in turn, then the rest. */
  order(): string[] {
    if (this.origins.length === 1) return [...this.origins];
    const ready = this.origins.filter((_, index) => this.ready[index]);
    const notReady = this.origins.filter((_, index) => !this.ready[index]);
    const turn = this.turn++;
    return [...rotated(ready, turn), ...rotated(notReady, turn)];
  }

  isReady(origin: string): boolean {
    return this.ready[this.origins.indexOf(origin)] ?? false;
  }

  /** An instance that refused a connection waits for its next good check. */
  markDown(origin: string): void {
    const index = this.origins.indexOf(origin);
    if (index >= 0) this.ready[index] = false;
  }

  /** Checks every instance once now. */
  async check(): Promise<void> {
    await Promise.all(
      this.origins.map(async (origin, index) => {
        this.ready[index] = await this.checkOne(origin);
      }),
    );
  }

  private async checkOne(origin: string): Promise<boolean> {
    try {
      const response = await fetch(new URL(this.readyPath, origin), {
        signal: AbortSignal.timeout(this.checkTimeoutMs),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  /** Checks in the background (one instance alone needs no checks: it is always tried). */
  start(): this {
    const every = this.options.checkEveryMs ?? 2_000;
    if (this.timer || this.origins.length < 2 || every === 0) return this;
    void this.check();
    this.timer = setInterval(() => void this.check(), every);
    // Checks alone never keep a process alive.
    (this.timer as { unref?: () => void }).unref?.();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/**
 * Thrown by an attempt whose instance answered that it does not have what was asked (a hashed asset
 * of a build it does not run): the next instance is asked; the last one's answer stands.
 */
export class AskNextInstance extends Error {
  constructor(readonly origin: string) {
    super(`${origin} does not have it`);
  }
}

/**
 * Runs `attempt` on the instances in turn (`last` when no other is left to ask): a request moves on only when it never left (no
 * connection), or, when `retryAfterReset`, once after a reset before any answer (on a fresh
 * connection, to the next instance or the same one when it is alone), or on `AskNextInstance`.
 * Anything else is final.
 */
export async function tryInstances<T>(
  instances: InstanceSet,
  retryAfterReset: boolean,
  attempt: (origin: string, last: boolean) => Promise<T>,
): Promise<T> {
  const queue = instances.order();
  let resetRetried = !retryAfterReset;
  for (;;) {
    const origin = queue.shift() as string;
    try {
      return await attempt(origin, queue.length === 0);
    } catch (error) {
      if (error instanceof AskNextInstance && queue.length > 0) continue;
      const refused = neverConnected(error);
      if (refused) instances.markDown(origin);
      if (refused && queue.length > 0) continue;
      if (!wasReset(error) || resetRetried) throw error;
      resetRetried = true;
      if (queue.length === 0) queue.push(origin);
    }
  }
}

/** GET and HEAD carry no effect an instance could apply twice. */
export function isSafeMethod(method: string | undefined): boolean {
  const upper = method?.toUpperCase();
  return upper === 'GET' || upper === 'HEAD';
}

/**
 * Sends every call of `http` (on its own address, never an absolute one) to the instances through
 * `tryInstances`, each attempt on the instance's origin; GETs and the reads the spec sends as POSTs
 * (`RouteDefinition.repeatable`) are sent again after a reset.
 */
export function spreadOverInstances(http: AxiosInstance, instances: InstanceSet): void {
  const send: AxiosAdapter = axios.getAdapter(http.defaults.adapter);
  http.defaults.adapter = (config) => {
    if (isOtherOrigin(config.url)) return send(config);
    const repeatable = isSafeMethod(config.method) || (config as CallConfig).repeatable === true;
    return tryInstances(instances, repeatable, (origin) => send({ ...config, baseURL: origin }));
  };
}
