import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { readShutdownSettings, type ShutdownSettings } from './settings';
import { markShuttingDown } from './state';

export interface ShutdownOptions {
  /** Drain and time-out; read from `SHUTDOWN_DRAIN_MS`/`SHUTDOWN_TIMEOUT_MS` when absent. */
  settings?: ShutdownSettings;
  /** Work after the server closed (and its onClose hooks ran): the API closes its database here. */
  afterClose?: () => unknown;
  /** How the process ends (default `process.exit`): 0 after a clean drain, 1 otherwise. */
  exit?: (code: number) => void;
}

export interface GracefulShutdown {
  /**
   * Begins the shutdown (a signal calls it). Called again while draining, it ends the drain at
   * once (Ctrl-C twice). Resolves once the server closed and `exit` was called.
   */
  shutdown(reason: string): Promise<void>;
}

/** Answers sent while draining end their connection, so keep-alive clients move to another server. */
function closeAfterAnswer(_request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('connection', 'close');
}

/** Resolves true when `promise` settles within `ms`, false when the time is up first. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops accepting, lets in-flight requests finish (cutting those still running after `timeoutMs`),
 * then closes `app` (its onClose hooks). The listener is closed here rather than by `app.close()`:
 * fastify answers 503 to a request that arrives on an open connection once it is closing, and a
 * request the client sent before it saw the listener close must still be served. True when nothing
 * had to be cut.
 */
async function closeWithin(app: FastifyInstance, timeoutMs: number): Promise<boolean> {
  const connectionsEnded = new Promise<void>((resolve) => app.server.close(() => resolve()));
  const clean = await within(connectionsEnded, timeoutMs);
  if (!clean) {
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown time-out: closing them');
    app.server.closeAllConnections();
    await connectionsEnded;
  }
  await app.close();
  return clean;
}

/**
 * The shutdown of one fastify server: not ready at once (its `/readyz` answers 503), serving on
 * for the drain, then closing within the time-out, then `afterClose`, then `exit`.
 */
export function createShutdown(
  app: FastifyInstance,
  options: ShutdownOptions = {},
): GracefulShutdown {
  const { drainMs, timeoutMs } = options.settings ?? readShutdownSettings();
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let endDrain: (() => void) | null = null;
  let running: Promise<void> | null = null;

  const drain = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, drainMs);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run(reason: string): Promise<void> {
    markShuttingDown(app.server);
    app.server.prependListener('request', closeAfterAnswer);
    app.log.info({ reason, drainMs, timeoutMs }, 'shutting down: not ready, draining');
    await drain();
    endDrain = null;
    try {
      const clean = await closeWithin(app, timeoutMs);
      await options.afterClose?.();
      app.log.info({ clean }, 'stopped');
      exit(clean ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, 'the shutdown failed');
      exit(1);
    }
  }

  return {
    shutdown(reason) {
      if (running) {
        endDrain?.();
        return running;
      }
      running = run(reason);
      return running;
    },
  };
}

/** `createShutdown` run by SIGTERM and SIGINT (a second one ends the drain). */
export function shutdownOnSignals(
  app: FastifyInstance,
  options: ShutdownOptions = {},
): GracefulShutdown {
  const graceful = createShutdown(app, options);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void graceful.shutdown(signal));
  }
  return graceful;
}
