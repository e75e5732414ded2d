import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

describe('/healthz', () => {
  it('shows every upstream up, with the apps’ build ids', async () => {
    const response = await fetch(`${stack.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const health = await response.json();
    expect(health).toMatchObject({
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
    expect(stack.upstreams.api.seen.map((seen) => seen.url)).toEqual(['/api/health']);
    expect(stack.upstreams.pc.seen.map((seen) => seen.url)).toEqual(['/healthz']);
  });

  it('answers 503 and names the upstream that is down, then recovers', async () => {
    await stack.upstreams.mobile.stop();
    const down = await fetch(`${stack.url}/healthz`);
    expect(down.status).toBe(503);
    const health = await down.json();
    expect(health.status).toBe('degraded');
    expect(health.upstreams.mobile).toMatchObject({
      status: 'down',
      instances: [{ status: 'down', error: 'ECONNREFUSED' }],
    });
    expect(health.upstreams.pc.status).toBe('up');

    await stack.upstreams.mobile.start();
    const back = await fetch(`${stack.url}/healthz`);
    expect(back.status).toBe(200);
  });

  it('does not reveal the internal addresses of the upstreams', async () => {
    const body = await (await fetch(`${stack.url}/healthz`)).text();
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
