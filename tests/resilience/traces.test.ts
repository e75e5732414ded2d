import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, LOGS, localUrl } from '../support/stack';
import { apiServer, Server } from './support/servers';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const TRACE = randomBytes(16).toString('hex');
const run = randomBytes(4).toString('hex');
const names = {
  api: `traces-api-${run}`,
  pc: `traces-pc-${run}`,
  gateway: `traces-gateway-${run}`,
};

/** The JSON log lines a server wrote so far (its log file under tests/artifacts/logs). */
function logLinesOf(name: string): { reqId?: string; traceId?: string; msg?: string }[] {
  return readFileSync(join(LOGS, `resilience-${name}.log`), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

let api: Server;
let pc: Server;
let gateway: Server;
let metricsUrl: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-traces-'));
  api = await apiServer(names.api, {
    API_DATA_DIR: dataDir,
    API_LOG_LEVEL: 'info',
    API_SECRETS_KEY: randomBytes(32).toString('hex'),
  });
  await api.start();
  const pcPort = await freePort();
  pc = new Server(
    names.pc,
    'apps/pc/server.mjs',
    pcPort,
    { PC_PORT: String(pcPort), PC_WORKERS: '1', PC_LOG_LEVEL: 'info', API_INTERNAL_URL: api.url },
    '/readyz',
    [200],
  );
  await pc.start();
  const port = await freePort();
  const metricsPort = await freePort();
  metricsUrl = `${localUrl(metricsPort)}/metrics`;
  gateway = new Server(
    names.gateway,
    'apps/gateway/dist/main.js',
    port,
    {
      PORT: String(port),
      GATEWAY_API_URL: api.url,
      GATEWAY_PC_URL: pc.url,
      GATEWAY_MOBILE_URL: localUrl(await freePort()),
      GATEWAY_LOG_LEVEL: 'info',
      GATEWAY_METRICS_PORT: String(metricsPort),
    },
    '/readyz',
    [200],
  );
  await gateway.start();
}, 120_000);

afterAll(async () => {
  await Promise.all([gateway?.stop(), pc?.stop(), api?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one trace through the gateway, an app and the API', () => {
  it("a page load's trace id is in the gateway's, the app's and the API's log lines", async () => {
    const page = await fetch(`${gateway.url}/`, {
      headers: {
        'user-agent': DESKTOP,
        'x-request-id': `trace-${run}`,
        traceparent: `00-${TRACE}-00f067aa0ba902b7-01`,
      },
    });
    expect(page.status).toBe(200);
    await page.text();
    // Log lines are flushed as they are written; give the files a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const name of Object.values(names)) {
      const traced = logLinesOf(name).filter((line) => line.traceId === TRACE);
      expect(traced.length, name).toBeGreaterThan(0);
      for (const line of traced) expect(line.reqId, name).toBe(`trace-${run}`);
    }
  });

  it('replaces an invalid traceparent with a new trace', async () => {
    await fetch(`${gateway.url}/api/health`, {
      headers: { 'x-request-id': `bad-${run}`, traceparent: `00-${TRACE}-nothex-01` },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const name of [names.gateway, names.api]) {
      const lines = logLinesOf(name).filter((line) => line.reqId === `bad-${run}`);
      expect(lines.length, name).toBeGreaterThan(0);
      const traceIds = new Set(lines.map((line) => line.traceId));
      expect(traceIds.size, name).toBe(1);
      expect([...traceIds][0]).toMatch(/^[0-9a-f]{32}$/);
      expect(traceIds.has(TRACE)).toBe(false);
    }
  });

  it("answers the gateway's metrics on its metrics port, never on the public one", async () => {
    const metrics = await fetch(metricsUrl);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('gateway_html_cache_requests_total');
    const onPublic = await fetch(`${gateway.url}/metrics`, { headers: { 'user-agent': DESKTOP } });
    expect(onPublic.status).toBe(404);
    expect(await onPublic.text()).not.toContain('http_requests_total');
  });
});
