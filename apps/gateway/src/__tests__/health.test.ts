import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CACHE_MS } from '../health';
import { type Stack, startStack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ metrics: { port: 0, host: '127.0.0.1' } });
});
afterAll(async () => {
  await stack.close();
});

/** The detailed `/healthz`, on the metrics listener. */
function detailedHealth(): Promise<Response> {
  return fetch(stack.gateway.healthUrl as string);
}

/** How many health checks the pc upstream has answered so far (one per check of them all). */
function pcChecksSeen(): number {
  return stack.upstreams.pc.seen.filter((seen) => seen.url === '/healthz').length;
}

describe('/healthz on the public port', () => {
  it('answers the status only: no build ids, latencies or instances', async () => {
    const response = await fetch(`${stack.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('shares one check of the upstreams among 200 callers at once, all answered 200', async () => {
    const before = pcChecksSeen();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => fetch(`${stack.url}/healthz`)),
    );
    const seconds = (performance.now() - started) / HEALTH_CACHE_MS;
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    // At most one check per cache period the 200 calls spanned (a busy machine spreads them).
    expect(pcChecksSeen() - before).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  });
});

describe('/healthz on the metrics listener', () => {
  it('shows every upstream up, with the apps’ build ids', async () => {
    expect(stack.gateway.healthUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/healthz$/);
    expect(stack.gateway.healthUrl).not.toContain(`:${stack.port}/`);
    const response = await detailedHealth();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      status: 'ok',
      upstreams: {
        pc: { status: 'up', instances: [{ status: 'up', httpStatus: 200, buildId: 'pc-build-1' }] },
        mobile: {
          status: 'up',
          instances: [{ status: 'up', httpStatus: 200, buildId: 'mobile-build-1', ready: true }],
        },
        api: { status: 'up', instances: [{ status: 'up', httpStatus: 200 }] },
      },
    });
    const asked = (name: keyof Stack['upstreams']) =>
      new Set(stack.upstreams[name].seen.map((seen) => seen.url));
    expect(asked('api')).toEqual(new Set(['/api/health']));
    expect(asked('pc')).toEqual(new Set(['/healthz']));
  });

  it('answers 503 and names the upstream that is down, then recovers (both ports)', async () => {
    await stack.upstreams.mobile.stop();
    await expect.poll(async () => (await detailedHealth()).status).toBe(503);
    const health = await (await detailedHealth()).json();
    expect(health.status).toBe('degraded');
    expect(health.upstreams.mobile).toMatchObject({
      status: 'down',
      instances: [{ status: 'down', error: 'ECONNREFUSED' }],
    });
    expect(health.upstreams.pc.status).toBe('up');
    const publicAnswer = await fetch(`${stack.url}/healthz`);
    expect([publicAnswer.status, await publicAnswer.json()]).toEqual([503, { status: 'degraded' }]);

    await stack.upstreams.mobile.start();
    await expect.poll(async () => (await fetch(`${stack.url}/healthz`)).status).toBe(200);
  });

  it('does not reveal the internal addresses of the upstreams', async () => {
    const body = await (await detailedHealth()).text();
    expect(body).not.toContain('127.0.0.1');
  });
});

describe('/livez and /readyz', () => {
  it('answer for the gateway itself, without asking any upstream, even one that is down', async () => {
    await stack.upstreams.mobile.stop();
    const seenBefore = Object.values(stack.upstreams).map((upstream) => upstream.seen.length);
    try {
      const live = await fetch(`${stack.url}/livez`);
      expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
      const ready = await fetch(`${stack.url}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(Object.values(stack.upstreams).map((upstream) => upstream.seen.length)).toEqual(
        seenBefore,
      );
    } finally {
      await stack.upstreams.mobile.start();
    }
  });
});
