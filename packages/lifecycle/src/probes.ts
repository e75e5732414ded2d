import type { FastifyInstance, FastifyReply } from 'fastify';
import { isShuttingDown } from './state';

/** `true` when the server can serve; otherwise `false` or the reason it cannot (a short text). */
export type Readiness = boolean | string;
export type ReadinessCheck = () => Readiness | Promise<Readiness>;

export interface ProbeOptions {
  /** What the server needs before it can serve (the API: its database). Ready when absent. */
  ready?: ReadinessCheck;
  /** A check still running after this long answers not ready (default 2000). */
  readyTimeoutMs?: number;
}

export const DEFAULT_READY_TIMEOUT_MS = 2_000;
export const SHUTTING_DOWN = 'shutting down';

/** Runs the check within `timeoutMs`: a throw or a timeout is a reason, never a failed probe. */
async function checkWithin(
  check: ReadinessCheck,
  timeoutMs: number,
  onError: (error: unknown) => void,
): Promise<true | string> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('readiness check timed out'), timeoutMs);
  });
  const checked = Promise.resolve()
    .then(check)
    .then(
      (readiness) => (readiness === true ? true : readiness || 'not ready'),
      (error: unknown) => {
        onError(error);
        return 'readiness check failed';
      },
    );
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function answer(reply: FastifyReply, status: number, body: object) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * `GET /livez` (200 while the process runs) and `GET /readyz` (200 when `ready` says so and no
 * shutdown has begun, else 503 with the reason) on `app`, at the root of its URLs. Balancers poll
 * them every few seconds: they are left out of the request log at info.
 */
export function registerProbes(app: FastifyInstance, options: ProbeOptions = {}): void {
  const { ready = () => true, readyTimeoutMs = DEFAULT_READY_TIMEOUT_MS } = options;
  const quiet = { logLevel: 'warn' } as const;
  app.get('/livez', quiet, async (_request, reply) => answer(reply, 200, { status: 'ok' }));
  app.get('/readyz', quiet, async (request, reply) => {
    const notReady = (reason: string) => answer(reply, 503, { status: 'not ready', reason });
    if (isShuttingDown(app.server)) return notReady(SHUTTING_DOWN);
    const readiness = await checkWithin(ready, readyTimeoutMs, (error) =>
      request.log.warn({ err: error }, 'the readiness check failed'),
    );
    if (isShuttingDown(app.server)) return notReady(SHUTTING_DOWN);
    if (readiness !== true) {
      request.log.warn({ reason: readiness }, 'not ready');
      return notReady(readiness);
    }
    return answer(reply, 200, { status: 'ready' });
  });
}
