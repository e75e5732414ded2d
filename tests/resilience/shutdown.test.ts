// SIGTERM during a steady stream of requests, to each server kind built as it ships: the server
// turns /readyz to 503 at once, keeps serving through SHUTDOWN_DRAIN_MS, then closes and exits 0.
// Requests may be refused only once the listener has closed; none may fail before. Without
// SHUTDOWN_DRAIN_MS, NODE_ENV=production drains a few seconds and anything else not at all.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_DRAIN_MS } from '../../packages/lifecycle/src/settings';
import { appIsBuilt, appNotBuiltError, freePort, LOGS, localUrl, ROOT } from '../support/stack';
import { reportFigures } from './support/figures';

const DRAIN_MS = 1_000;
/** Requests running side by side against the server being stopped. */
const CLIENTS = 4;

interface Running {
  name: string;
  url: string;
  child: ChildProcess;
  exitCode: Promise<number | null>;
}

const started: Running[] = [];

/** Starts `node <entry>` and waits until it answers /livez (an `undefined` in `env` unsets). */
async function start(
  name: string,
  entry: string,
  env: Record<string, string | undefined>,
  port: number,
) {
  mkdirSync(LOGS, { recursive: true });
  const log = createWriteStream(join(LOGS, `resilience-shutdown-${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, SHUTDOWN_DRAIN_MS: String(DRAIN_MS), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const server = { name, url: localUrl(port), child, exitCode };
  started.push(server);
  let exited = false;
  void exitCode.then(() => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`${name} exited while starting: see its log in ${LOGS}`);
    const status = await fetch(`${server.url}/livez`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return response.status;
}

/** What happened to one request: when it ended (ms after SIGTERM) and how. */
interface Outcome {
  at: number;
  status: number | null;
  error: string | null;
}

function errorCode(error: unknown): string {
  const { cause } = error as { cause?: { code?: string } };
  return cause?.code ?? (error as Error).name;
}

/**
 * Sends `path` from CLIENTS loops and polls /readyz until the server exits after SIGTERM; answers
 * every outcome, the readiness answers after the signal, and the exit code.
 */
async function stopUnderLoad(server: Running, path: string) {
  const outcomes: Outcome[] = [];
  const readiness: Outcome[] = [];
  let signalledAt = 0;
  let gone = false;
  void server.exitCode.then(() => {
    gone = true;
  });
  const since = () => (signalledAt === 0 ? -1 : Date.now() - signalledAt);
  const client = async () => {
    while (!gone) {
      const outcome = await statusOf(`${server.url}${path}`).then(
        (status) => ({ at: since(), status, error: null }),
        (error: unknown) => ({ at: since(), status: null, error: errorCode(error) }),
      );
      outcomes.push(outcome);
      if (outcome.error) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const probe = async () => {
    while (!gone) {
      const afterSignal = signalledAt > 0;
      const status = await statusOf(`${server.url}/readyz`).catch(() => 0);
      if (afterSignal && status !== 0) readiness.push({ at: since(), status, error: null });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const loops = [...Array.from({ length: CLIENTS }, client), probe()];
  // A steady stream first, then the signal in the middle of it.
  await new Promise((resolve) => setTimeout(resolve, 500));
  signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const exitCode = await server.exitCode;
  await Promise.all(loops);
  return { outcomes, readiness, exitCode };
}

/** A drain is clean when nothing failed before the listener closed and only refusals came after. */
function judge(name: string, run: Awaited<ReturnType<typeof stopUnderLoad>>, drainMs = DRAIN_MS) {
  const { outcomes, exitCode } = run;
  const readiness = run.readiness.map((answer) => answer.status);
  const duringDrain = outcomes.filter((o) => o.at >= 0 && o.at < drainMs);
  const failedBeforeClose = outcomes.filter((o) => o.at < drainMs && o.status !== 200);
  const answeredNot200 = outcomes.filter((o) => o.status !== null && o.status !== 200);
  const afterClose = outcomes.filter((o) => o.at >= drainMs && o.error !== null);
  reportFigures(`shutdown-${name}`, {
    requests: outcomes.length,
    'served during the drain': duringDrain.filter((o) => o.status === 200).length,
    'failed before the listener closed': failedBeforeClose.length,
    'refused after it closed': afterClose.length,
    'readyz answers after SIGTERM': readiness.join(' '),
    'exit code': String(exitCode),
  });
  expect(failedBeforeClose).toEqual([]);
  expect(answeredNot200).toEqual([]);
  expect(duringDrain.length).toBeGreaterThan(0);
  // The first probe may reach the server before the signal does; once not ready, it stays so.
  const notReadyFrom = readiness.indexOf(503);
  expect(notReadyFrom).toBeGreaterThanOrEqual(0);
  expect(new Set(readiness.slice(notReadyFrom))).toEqual(new Set([503]));
  expect(exitCode).toBe(0);
}

/** When the first connection was refused, in ms after SIGTERM (-1: none was). */
function firstRefusalMs(outcomes: Outcome[]): number {
  const refusals = outcomes.filter((o) => o.at >= 0 && o.error !== null);
  return refusals.length > 0 ? Math.min(...refusals.map((o) => o.at)) : -1;
}

async function expectProbes(server: Running) {
  const live = await fetch(`${server.url}/livez`);
  expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
  const ready = await fetch(`${server.url}/readyz`);
  expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
}

describe('SIGTERM drains every server kind', () => {
  let dataDir = '';
  let api: Running;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-shutdown-'));
    const port = await freePort();
    api = await start(
      'api',
      'apps/api/dist/main.js',
      { API_PORT: String(port), API_DATA_DIR: dataDir, API_LOG_LEVEL: 'warn' },
      port,
    );
  });

  afterAll(async () => {
    for (const { child } of started) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an app server (pc, rendering pages)', async () => {
    if (!appIsBuilt('pc')) throw appNotBuiltError('pc');
    const port = await freePort();
    const pc = await start(
      'pc',
      'apps/pc/server.mjs',
      { PC_PORT: String(port), PC_WORKERS: '1', PC_LOG_LEVEL: 'warn', API_INTERNAL_URL: api.url },
      port,
    );
    await expectProbes(pc);
    // The first renders warm the app up (vike's modules, the API's catalogue).
    for (let i = 0; i < 3; i++) expect(await statusOf(`${pc.url}/`)).toBe(200);
    judge('pc', await stopUnderLoad(pc, '/'));
  });

  /** The built gateway in front of the API (no device apps), with `env` on top. */
  async function startGateway(name: string, env: Record<string, string | undefined> = {}) {
    const port = await freePort();
    const nowhere = localUrl(await freePort());
    const gateway = await start(
      name,
      'apps/gateway/dist/main.js',
      {
        PORT: String(port),
        GATEWAY_API_URL: api.url,
        GATEWAY_PC_URL: nowhere,
        GATEWAY_MOBILE_URL: nowhere,
        GATEWAY_LOG_LEVEL: 'warn',
        ...env,
      },
      port,
    );
    await expectProbes(gateway);
    return gateway;
  }

  it('the gateway (proxying to the API)', async () => {
    judge('gateway', await stopUnderLoad(await startGateway('gateway'), '/api/health'));
  });

  it('NODE_ENV=production without SHUTDOWN_DRAIN_MS drains a few seconds', async () => {
    const gateway = await startGateway('gateway-production', {
      NODE_ENV: 'production',
      SHUTDOWN_DRAIN_MS: undefined,
    });
    const run = await stopUnderLoad(gateway, '/api/health');
    const notReady = run.readiness.filter((answer) => answer.status === 503);
    const lastNotReadyMs = Math.max(-1, ...notReady.map((answer) => answer.at));
    const sent = run.outcomes.filter((o) => o.at >= 0 && o.at < PRODUCTION_DRAIN_MS);
    const refused = sent.filter((o) => o.status !== 200);
    reportFigures('production drain default', {
      'readyz 503 for': `${lastNotReadyMs} ms after SIGTERM`,
      'requests refused during the drain': `${refused.length} of ${sent.length}`,
      'listener closed after': `${firstRefusalMs(run.outcomes)} ms`,
    });
    judge('gateway-production', run, PRODUCTION_DRAIN_MS);
    // The probe polls every 50 ms or so: it saw 503 until shortly before the listener closed.
    expect(lastNotReadyMs).toBeGreaterThan(PRODUCTION_DRAIN_MS - 1_000);
  });

  it('without NODE_ENV=production or SHUTDOWN_DRAIN_MS it closes at once', async () => {
    const gateway = await startGateway('gateway-development', {
      NODE_ENV: undefined,
      SHUTDOWN_DRAIN_MS: undefined,
    });
    const run = await stopUnderLoad(gateway, '/api/health');
    const closedAfterMs = firstRefusalMs(run.outcomes);
    reportFigures('no drain outside production', {
      'listener closed after': `${closedAfterMs} ms`,
    });
    expect(run.exitCode).toBe(0);
    // Well under the production drain, however busy the machine is.
    expect(closedAfterMs).toBeGreaterThanOrEqual(0);
    expect(closedAfterMs).toBeLessThan(PRODUCTION_DRAIN_MS / 2);
  });

  it('the API (PGlite)', async () => {
    await expectProbes(api);
    judge('api', await stopUnderLoad(api, '/api/health'));
  });
});
