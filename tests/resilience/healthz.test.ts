// The built gateway's /healthz under a crowd: 200 calls at once used to make 200 checks of every
// upstream instance (198 x 503 on the real stack, the catalogue 10 times slower), and anyone could
// read the apps' build ids and latencies there. Now one check answers for a second, and the public
// port shows the status only; the detail is on the metrics listener.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, localUrl } from '../support/stack';
import { reportFigures } from './support/figures';
import { gatewayServer, type Server } from './support/servers';

/** The gateway keeps one check this long (HEALTH_CACHE_MS in apps/gateway/src/health.ts). */
const HEALTH_CACHE_MS = 1_000;
const CALLS = 200;

/** A stand-in upstream that answers its health path with a build id and counts the checks. */
class FakeUpstream {
  checks = 0;
  private readonly server: HttpServer;

  constructor(
    private readonly healthPath: string,
    buildId: string,
  ) {
    this.server = createServer((request, response) => {
      if (request.url === this.healthPath) this.checks += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'ok', buildId }));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return localUrl((this.server.address() as AddressInfo).port);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const upstreams = {
  pc: new FakeUpstream('/healthz', 'pc-build-7'),
  mobile: new FakeUpstream('/healthz', 'mobile-build-7'),
  api: new FakeUpstream('/api/health', 'api-build-7'),
};
let gateway: Server;
let detailUrl: string;

beforeAll(async () => {
  const [pc, mobile, api] = await Promise.all(
    [upstreams.pc, upstreams.mobile, upstreams.api].map((upstream) => upstream.start()),
  );
  const metricsPort = await freePort();
  detailUrl = `${localUrl(metricsPort)}/healthz`;
  gateway = await gatewayServer('gateway-health', api as string, {
    GATEWAY_PC_URL: pc as string,
    GATEWAY_MOBILE_URL: mobile as string,
    GATEWAY_METRICS_PORT: String(metricsPort),
  });
  await gateway.start();
});

afterAll(async () => {
  await gateway?.stop();
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.stop()));
});

describe('the gateway /healthz', () => {
  it('answers 200 concurrent calls from a few checks of its upstreams', async () => {
    const before = upstreams.pc.checks;
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: CALLS }, async () => {
        const answer = await fetch(`${gateway.url}/healthz`);
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    const periods = Math.ceil((performance.now() - started) / HEALTH_CACHE_MS);
    const checks = upstreams.pc.checks - before;
    const unavailable = statuses.filter((status) => status === 503).length;
    reportFigures('gateway /healthz', {
      summary: `${CALLS} concurrent calls, ${checks} upstream checks, ${unavailable} x 503`,
      'calls spanned': `${periods} s`,
    });
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // At most one check of each upstream per second the calls spanned.
    expect(checks).toBeLessThanOrEqual(periods + 1);
  });

  it('shows the build ids on the metrics listener only', async () => {
    const publicBody = await (await fetch(`${gateway.url}/healthz`)).text();
    expect(JSON.parse(publicBody)).toEqual({ status: 'ok' });
    expect(publicBody).not.toContain('build-7');
    const detail = await (await fetch(detailUrl)).json();
    expect(detail.upstreams.pc.instances[0].buildId).toBe('pc-build-7');
    expect(detail.upstreams.mobile.instances[0].buildId).toBe('mobile-build-7');
  });
});
