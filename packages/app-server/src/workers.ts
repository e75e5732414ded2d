import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { answerMetricsRequests } from './metrics';
import {
  APP_SERVER_DEFAULTS,
  listenHost,
  type StartAppServerOptions,
  serverUrl,
  startAppServer,
} from './start';

/**
 * How many processes serve the app: `<APP>_WORKERS` (`PC_WORKERS`, `MOBILE_WORKERS`), by default
 * one per core. Rendering a page is CPU work and one Node process uses one core.
 */
export function workerCount(app: StartAppServerOptions['app'], env: NodeJS.ProcessEnv): number {
  const variable = `${app.toUpperCase()}_WORKERS`;
  const value = env[variable];
  if (value === undefined || value === '') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`${variable} must be a whole number from 1 to 64, not "${value}".`);
  }
  return count;
}

/** A worker that ends sooner than this after starting is failing to start: it is not replaced. */
const STARTUP_FAILURE_MS = 10_000;

/**
 * The app's server on `workerCount` processes sharing its port (node's cluster: the primary hands
 * connections to the workers in turn). Answers the address once every worker listens; the primary
 * replaces a worker that dies while serving, and on SIGINT or SIGTERM sends SIGTERM to them all
 * (each drains and closes gracefully, none is replaced) and exits 0 once all ended cleanly. With one worker the server runs in this process (`startAppServer`).
 */
export async function serveApp(options: StartAppServerOptions): Promise<{ url: string }> {
  const env = options.env ?? process.env;
  const count = workerCount(options.app, env);
  if (count === 1 || cluster.isWorker) return startAppServer(options);

  answerMetricsRequests();
  const workers = await Promise.all(Array.from({ length: count }, () => startWorker()));
  const port = workers[0]?.port ?? APP_SERVER_DEFAULTS[options.app].defaultPort;
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    console.error(`${options.app} worker ${worker.process.pid} ended (${signal ?? code})`);
    if (lived > STARTUP_FAILURE_MS) startWorker().catch(() => undefined);
    else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) exitWhenAllEnded();
      stopping = true;
      // Each worker drains; a second signal reaches them too and ends their drain.
      for (const worker of liveWorkers()) worker.process.kill('SIGTERM');
    });
  }
  return { url: serverUrl(listenHost(options, env), port) };
}

const startedAt = new WeakMap<Worker, number>();

function liveWorkers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
}

/** Exits once every worker has ended: 0 when each ended cleanly (drained), else 1. */
function exitWhenAllEnded(): void {
  const running = liveWorkers();
  if (running.length === 0) process.exit(0);
  let left = running.length;
  let failed = false;
  for (const worker of running) {
    worker.once('exit', (code) => {
      failed ||= code !== 0;
      left -= 1;
      if (left === 0) process.exit(failed ? 1 : 0);
    });
  }
}

/** Forks a worker (it runs the same entry) and answers the port it listens on. */
function startWorker(): Promise<{ port: number }> {
  const worker = cluster.fork();
  startedAt.set(worker, Date.now());
  return new Promise((resolve, reject) => {
    worker.once('listening', (address) => resolve({ port: address.port }));
    worker.once('exit', (code) => reject(new Error(`a worker ended before listening (${code})`)));
  });
}
