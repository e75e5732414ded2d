import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { observed, parseMetrics, sample } from '@storefront/lifecycle/testing';
import type { ErrorContext } from '@storefront/ui-shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appLoggerOptions,
  loadErrorReporter,
  type RunningAppServer,
  startAppServer,
  workerCount,
} from '../index';
import { listenHost, serverUrl } from '../start';

const fixture = fileURLToPath(new URL('./fixture', import.meta.url));
const vite = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));
const built = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
const BUILD_ID = 'fixture-build-1';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let running: RunningAppServer;
/** The server's log, one parsed JSON line each. */
const logLines: Record<string, unknown>[] = [];
// pino writes each line with one call.
const logStream = { write: (line: string) => logLines.push(JSON.parse(line)) };
/** What the server handed to its error reporter. */
const reports: [unknown, ErrorContext][] = [];

/** `vite build` of the fixture app, with its build-info plugin. */
function buildFixture(extraEnv: Record<string, string>): string {
  // A clean environment: vike steps aside when it sees it runs inside vitest.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|VITE_|NODE_ENV|TEST)/.test(name)),
  );
  return execFileSync(vite, ['build'], {
    cwd: fixture,
    stdio: 'pipe',
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  buildFixture({ BUILD_ID });
  running = await startAppServer({
    app: 'pc',
    root: fixture,
    assetPrefix: '/_fx/',
    defaultPort: 3001,
    portEnv: 'FIXTURE_PORT',
    hostEnv: 'FIXTURE_HOST',
    env: { FIXTURE_PORT: '0' },
    handleSignals: false,
    logger: { ...(appLoggerOptions('info') as object), stream: logStream },
    reportError: (error, context) => {
      reports.push([error, context]);
    },
  });
});

afterAll(async () => {
  await running?.close();
});

beforeEach(() => {
  logLines.length = 0;
  reports.length = 0;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${running.url}${path}`, { headers });

/** fetch() decompresses by itself; this keeps the bytes as sent. */
function rawGet(path: string, encoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${running.url}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('startAppServer', () => {
  it('listens on the port of its own variable (0: a free one) on 127.0.0.1', () => {
    expect(running.port).toBeGreaterThan(0);
    expect(running.port).not.toBe(3001);
    expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
  });

  it('renders pages through vike with the device, cookies, user agent and build id', async () => {
    const response = await get('/', { 'user-agent': DESKTOP_UA, cookie: 'token=abc; sf_guest=g1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-device')).toBe('pc');
    expect(response.headers.get('vary')).toMatch(/User-Agent/i);
    const html = await response.text();
    expect(html).toContain('<title>Fixture home</title>');
    expect(html).toContain('<p id="device">pc</p>');
    expect(html).toContain(`<p id="ua">${DESKTOP_UA}</p>`);
    expect(html).toContain('<p id="cookies">token=abc; sf_guest=g1</p>');
    expect(html).toContain(`<p id="build">${BUILD_ID}</p>`);
    // vike's client script comes from the asset prefix.
    expect(html).toMatch(/src="\/_fx\/assets\/entries\/entry-server-routing\.[\w-]+\.js"/);
  });

  it('renders vike error page with status 404 for an unknown path', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-device')).toBe('pc');
    const html = await response.text();
    expect(html).toContain('<title>Fixture error</title>');
    expect(html).toContain('<p id="status">true</p>');
  });

  it('serves hashed assets under the prefix with an immutable cache', async () => {
    const [entry] = readdirSync(join(fixture, 'dist/client/assets/entries'));
    const response = await get(`/_fx/assets/entries/${entry}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-device')).toBeNull();
  });

  it('answers 404 for a missing asset instead of rendering a page', async () => {
    const response = await get('/_fx/assets/entries/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-device')).toBeNull();
  });

  it('serves the latest-build file and the build manifest without caching', async () => {
    const latest = await get('/_fx/latest-build.json');
    expect(latest.status).toBe(200);
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    const { builtAt, ...latestBuild } = await latest.json();
    expect(latestBuild).toEqual({ buildId: BUILD_ID });
    const manifest = await get('/_fx/build-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = await manifest.json();
    // Open pages compare build times: the latest-build file and the manifest agree on it.
    expect(body).toMatchObject({ app: 'pc', buildId: BUILD_ID, builtAt });
    // The first-load JS of each page, gzip: vike's client entry and the page's own code at least.
    expect(Object.keys(body.firstLoadJsGzip).sort()).toEqual(['boom', 'error', 'gone', 'index']);
    expect(body.firstLoadJsGzip.index).toBeGreaterThan(1024);
  });

  it('serves a rewritten latest-build file at once (a new deploy)', async () => {
    const file = join(fixture, 'dist/client/latest-build.json');
    writeFileSync(file, JSON.stringify({ buildId: 'fixture-build-2' }));
    try {
      expect(await (await get('/_fx/latest-build.json')).json()).toEqual({
        buildId: 'fixture-build-2',
      });
      // The running build stays the one the process started with.
      expect(await (await get('/healthz')).json()).toEqual({
        status: 'ok',
        app: 'pc',
        buildId: BUILD_ID,
      });
    } finally {
      writeFileSync(file, JSON.stringify({ buildId: BUILD_ID }));
    }
  });

  it('answers /healthz with the app and its build id', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', app: 'pc', buildId: BUILD_ID });
  });

  it('answers /livez and /readyz (the build is loaded) rather than rendering them', async () => {
    const live = await get('/livez');
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await get('/readyz');
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('compresses with brotli or gzip as the client asks', async () => {
    const entry = readdirSync(join(fixture, 'dist/client/assets/entries')).find((name) =>
      name.startsWith('entry-server-routing'),
    );
    const path = `/_fx/assets/entries/${entry}`;
    const source = readFileSync(join(fixture, 'dist/client/assets/entries', `${entry}`), 'utf8');
    const gzip = await rawGet(path, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(source);
    const brotli = await rawGet(path, 'br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(source);
  });

  it('refuses PORT as its port variable, a port that is not a number, a bad API_INTERNAL_URL', async () => {
    const base = {
      app: 'pc' as const,
      root: fixture,
      assetPrefix: '/_fx/',
      defaultPort: 0,
      hostEnv: 'FIXTURE_HOST',
      handleSignals: false,
    };
    await expect(startAppServer({ ...base, portEnv: 'PORT', env: { PORT: '0' } })).rejects.toThrow(
      /PORT belongs to the gateway/,
    );
    await expect(
      startAppServer({ ...base, portEnv: 'FIXTURE_PORT', env: { FIXTURE_PORT: 'abc' } }),
    ).rejects.toThrow(/FIXTURE_PORT must be a port number/);
    const badList = { FIXTURE_PORT: '0', API_INTERNAL_URL: 'http://10.0.0.5:3003,10.0.0.6:3003' };
    await expect(
      startAppServer({ ...base, portEnv: 'FIXTURE_PORT', env: badList }),
    ).rejects.toThrow(
      'API_INTERNAL_URL must be an http:// or https:// address, got "10.0.0.6:3003"',
    );
  });

  it('takes a valid x-request-id, answers with it and hands it to the page', async () => {
    const response = await get('/', { 'x-request-id': 'test-abc-123' });
    expect(response.headers.get('x-request-id')).toBe('test-abc-123');
    expect(response.headers.get('server-timing')).toBe('request;desc="test-abc-123"');
    expect(await response.text()).toContain('<p id="request">test-abc-123</p>');
    const invalid = await get('/', { 'x-request-id': 'no spaces allowed' });
    const id = invalid.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(await invalid.text()).toContain(`<p id="request">${id}</p>`);
  });

  it('keeps the trace of a valid traceparent in its log lines, and hands the page its own span', async () => {
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const headers = { 'x-request-id': 'traced-1', traceparent: `00-${trace}-00f067aa0ba902b7-01` };
    const page = await (await get('/', headers)).text();
    const sent = /<p id="trace">00-([0-9a-f]{32})-([0-9a-f]{16})-01<\/p>/.exec(page);
    expect(sent?.[1]).toBe(trace);
    expect(sent?.[2]).not.toBe('00f067aa0ba902b7');
    const lines = logLines.filter((line) => line.reqId === 'traced-1');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.traceId).toBe(trace);
    await get('/', { 'x-request-id': 'traced-2', traceparent: 'bogus' });
    const started = logLines.filter((line) => line.reqId === 'traced-2');
    expect(started[0]?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(started[0]?.traceId).not.toBe(trace);
  });

  it('answers /metrics: requests by route pattern and render time', async () => {
    await get('/');
    await get(`/no-such-page-${Date.now()}`);
    const answer = await get('/metrics');
    expect(answer.status).toBe(200);
    const metrics = parseMetrics(await answer.text());
    const pages = { route: '*', method: 'GET', status: '200' };
    expect(sample(metrics, 'http_requests_total', pages)).toBeGreaterThan(0);
    expect(sample(metrics, 'http_requests_total', { route: '*', status: '404' })).toBeGreaterThan(
      0,
    );
    expect(observed(metrics, 'app_render_duration_seconds')).toBeGreaterThan(0);
    expect(metrics.has('process_cpu_seconds_total')).toBe(true);
  });

  it('writes a JSON access log: request id, method, url, status and time, no cookies', async () => {
    await get('/?from=log', { 'x-request-id': 'log-1', cookie: 'token=secret-token' });
    const lines = logLines.filter((line) => line.reqId === 'log-1');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/?from=log' } });
    expect(lines[1]).toMatchObject({ res: { statusCode: 200 } });
    expect(typeof lines[1]?.responseTime).toBe('number');
    expect(JSON.stringify(logLines)).not.toContain('secret-token');
  });

  it('reports a page that fails to render (ssr) with its request id, and logs it', async () => {
    const response = await get('/boom', { 'x-request-id': 'ssr-crash-1' });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('<title>Fixture error</title>');
    expect(reports).toHaveLength(1);
    const [error, context] = reports[0] ?? [];
    expect((error as Error).message).toBe('the fixture page failed on purpose');
    expect(context).toEqual({ where: 'ssr', requestId: 'ssr-crash-1', url: '/boom', app: 'pc' });
    const logged = logLines.find((line) => line.msg === 'the page failed to render');
    expect(logged).toMatchObject({ reqId: 'ssr-crash-1', level: 50, where: 'ssr' });
  });

  it("does not report a page's own error answer (throw render(503))", async () => {
    const response = await get('/gone');
    expect(response.status).toBe(503);
    expect(reports).toEqual([]);
  });

  it('loads the reporter ERROR_REPORTER names: a path or a package, reportError or default', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'app-server-reporter-'));
    try {
      const named = join(dir, 'named.mjs');
      writeFileSync(named, 'export function reportError(error, context) { return context.where; }');
      const byDefault = join(dir, 'default.mjs');
      writeFileSync(byDefault, 'export default (error, context) => context.requestId;');
      const none = join(dir, 'none.mjs');
      writeFileSync(none, 'export const reporter = 1;');
      const context: ErrorContext = { where: 'ssr', requestId: 'r-1', url: '/' };
      expect((await loadErrorReporter(named))?.(new Error('x'), context)).toBe('ssr');
      expect((await loadErrorReporter(byDefault))?.(new Error('x'), context)).toBe('r-1');
      await expect(loadErrorReporter(none)).rejects.toThrow(/exports no reportError function/);
      expect(await loadErrorReporter(undefined)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("derives the asset prefix, port and host variables from the app's name", async () => {
    const mobile = await startAppServer({
      app: 'mobile',
      root: fixture,
      env: { MOBILE_PORT: '0', MOBILE_HOST: '127.0.0.1', PC_PORT: 'not-a-port' },
      handleSignals: false,
      logger: false,
    });
    try {
      expect(mobile.port).toBeGreaterThan(0);
      const latest = await fetch(`${mobile.url}/_mobile/latest-build.json`);
      expect(await latest.json()).toEqual({ buildId: BUILD_ID });
      expect((await fetch(`${mobile.url}/_pc/latest-build.json`)).status).not.toBe(200);
    } finally {
      await mobile.close();
    }
    await expect(
      startAppServer({ app: 'pc', root: fixture, env: { PC_PORT: 'abc' }, handleSignals: false }),
    ).rejects.toThrow(/PC_PORT must be a port number/);
  });

  it('does not start without a build', async () => {
    await expect(
      startAppServer({
        app: 'mobile',
        root: join(fixture, 'pages'),
        assetPrefix: '/_m/',
        defaultPort: 0,
        portEnv: 'FIXTURE_PORT',
        hostEnv: 'FIXTURE_HOST',
        handleSignals: false,
      }),
    ).rejects.toThrow(/build the app first/);
  });
});

// The built package in a process of its own, as apps run it (turbo builds before testing).
const SERVER = `
import { startAppServer } from ${JSON.stringify(built)};
const { url } = await startAppServer({
  app: 'mobile', root: ${JSON.stringify(fixture)}, assetPrefix: '/_fx/',
  defaultPort: 3002, portEnv: 'FIXTURE_PORT', hostEnv: 'FIXTURE_HOST',
});
console.log(url);
`;

describe.skipIf(!existsSync(built))('startAppServer in its own process', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`closes and exits 0 on ${signal}`, async () => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], {
        env: {
          ...process.env,
          FIXTURE_PORT: '0',
          PORT: '1',
          MOBILE_LOG_LEVEL: 'warn',
          MOBILE_WORKERS: '1',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
        child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
      });
      // It ignored PORT and answers on its own variable's port.
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(url).not.toMatch(/:1$/);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill(signal);
      expect(await exited).toBe(0);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    });
  }
});

// The same, on two worker processes (node's cluster re-runs the entry file in each).
const WORKERS_SERVER = `
import { serveApp } from ${JSON.stringify(built)};
const { url } = await serveApp({
  app: 'mobile', root: ${JSON.stringify(fixture)}, assetPrefix: '/_fx/',
  defaultPort: 3002, portEnv: 'FIXTURE_PORT', hostEnv: 'FIXTURE_HOST',
});
if (cluster.isPrimary) console.log(url);
`;

/** The processes whose parent is `pid` (Linux's /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

describe.skipIf(!existsSync(built))('serveApp', () => {
  it('serves one port from MOBILE_WORKERS processes and stops them all on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'app-workers-'));
    const entry = join(dir, 'server.mjs');
    writeFileSync(entry, `import cluster from 'node:cluster';\n${WORKERS_SERVER}`);
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, FIXTURE_PORT: '0', MOBILE_LOG_LEVEL: 'warn', MOBILE_WORKERS: '2' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
        child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
      });
      const workers = childrenOf(child.pid ?? 0);
      expect(workers).toHaveLength(2);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${url}/healthz`).then((answer) => answer.status)),
      );
      expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
      // Whichever worker a scrape reaches, it answers the sum over both workers.
      for (let scrape = 0; scrape < 3; scrape++) {
        const metrics = parseMetrics(await (await fetch(`${url}/metrics`)).text());
        const health = { route: '/healthz', method: 'GET', status: '200' };
        expect(sample(metrics, 'http_requests_total', health)).toBe(6);
      }
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(workers.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on SIGTERM every worker drains (not ready, still serving) and none is replaced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'app-workers-'));
    const entry = join(dir, 'server.mjs');
    writeFileSync(entry, `import cluster from 'node:cluster';\n${WORKERS_SERVER}`);
    const child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        FIXTURE_PORT: '0',
        MOBILE_LOG_LEVEL: 'warn',
        MOBILE_WORKERS: '2',
        // Ends with the second signal below.
        SHUTDOWN_DRAIN_MS: '600000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const statuses = (path: string) =>
      Promise.all(
        Array.from({ length: 6 }, () => fetch(`${url}${path}`).then((answer) => answer.status)),
      );
    let url = '';
    try {
      url = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
        child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
      });
      const workers = childrenOf(child.pid ?? 0);
      expect(await statuses('/readyz')).toEqual([200, 200, 200, 200, 200, 200]);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await expect.poll(() => statuses('/readyz')).toEqual([503, 503, 503, 503, 503, 503]);
      expect(await statuses('/healthz')).toEqual([200, 200, 200, 200, 200, 200]);
      expect(childrenOf(child.pid ?? 0).sort()).toEqual([...workers].sort());
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(workers.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a worker count that is not a whole number from 1 to 64', () => {
    expect(workerCount('pc', { PC_WORKERS: '3' })).toBe(3);
    expect(workerCount('pc', {})).toBeGreaterThanOrEqual(1);
    for (const bad of ['0', '-1', '1.5', 'many', '65']) {
      expect(() => workerCount('mobile', { MOBILE_WORKERS: bad })).toThrow(/MOBILE_WORKERS/);
    }
  });

  it('listens, with one worker or many, on the host option, else the variable, else the default', () => {
    const root = fixture;
    expect(listenHost({ app: 'pc', root, host: '::1' }, { PC_HOST: '0.0.0.0' })).toBe('::1');
    expect(listenHost({ app: 'pc', root }, { PC_HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHost({ app: 'mobile', root, defaultHost: '0.0.0.0' }, {})).toBe('0.0.0.0');
    expect(listenHost({ app: 'mobile', root, hostEnv: 'MY_HOST' }, { MY_HOST: '10.0.0.2' })).toBe(
      '10.0.0.2',
    );
    expect(listenHost({ app: 'mobile', root }, {})).toBe('127.0.0.1');
    expect(serverUrl('::1', 3002)).toBe('http://[::1]:3002');
    expect(serverUrl('127.0.0.1', 3001)).toBe('http://127.0.0.1:3001');
  });
});

describe('buildInfoPlugin', () => {
  it('fails the build when a page goes over its first-load budget', () => {
    let output = '';
    try {
      buildFixture({ BUILD_ID: 'over-budget', FIXTURE_BUDGET_KB: '1' });
    } catch (error) {
      output = String((error as { stderr?: string }).stderr);
    }
    expect(output).toMatch(/pc index first-load JS [\d.]+ KB > 1 KB/);
  });
});
