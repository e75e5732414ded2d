import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGateway } from '../app';
import type { UpstreamName } from '../config';
import { defaultHandler, type Handler, Upstream } from './harness';

/** What the gateway asks on its own: readiness, and health for `/healthz`. */
const CHECKS = ['/readyz', '/api/health'];
/** Long enough for a cached `/healthz` (HEALTH_CACHE_MS) to give way to a new check. */
const HEALTH_WAIT = { timeout: 5_000 };

/** A fake instance that answers `/readyz` itself (200 while `ready`), every other path as usual. */
class Instance extends Upstream {
  ready = true;

  constructor(name: UpstreamName) {
    super(name, defaultHandler(name));
    this.handle(defaultHandler(name));
  }

  override handle(handler: Handler): void {
    super.handle((req, res) => {
      if (req.url !== '/readyz') return handler(req, res);
      res.writeHead(this.ready ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify(this.ready ? { status: 'ready' } : { status: 'not ready' }));
    });
  }

  /** The requests that were not readiness checks. */
  get arrivals(): string[] {
    return this.seen
      .filter((seen) => !CHECKS.includes(seen.url))
      .map((s) => `${s.method} ${s.url}`);
  }
}

let gateway: FastifyInstance | null = null;
let running: Instance[] = [];

afterEach(async () => {
  await gateway?.close();
  gateway = null;
  await Promise.all(running.map((instance) => instance.stop()));
  running = [];
});

/** `count` API instances (and one of each app) behind a gateway listening on 127.0.0.1. */
async function startGateway(
  count: number,
  readyCheckEveryMs = 20,
  pcCount = 1,
): Promise<{ url: string; healthUrl: string; api: Instance[]; pcs: Instance[] }> {
  const api = Array.from({ length: count }, () => new Instance('api'));
  const pcs = Array.from({ length: pcCount }, () => new Instance('pc'));
  const mobile = new Instance('mobile');
  running = [...api, ...pcs, mobile];
  await Promise.all(running.map((instance) => instance.start()));
  gateway = await buildGateway({
    config: {
      upstreams: {
        pc: pcs.map((instance) => instance.url),
        mobile: [mobile.url],
        api: api.map((instance) => instance.url),
      },
      trustProxy: false,
      upstreamTimeoutMs: 5_000,
      metrics: { port: 0, host: '127.0.0.1' },
    },
    readyCheckEveryMs,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, healthUrl: gateway.healthUrl as string, api, pcs };
}

async function statuses(url: string, count: number, init?: RequestInit): Promise<number[]> {
  const answers: number[] = [];
  for (let request = 0; request < count; request++) {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    answers.push(response.status);
  }
  return answers;
}

const OK = (count: number) => Array.from({ length: count }, () => 200);

/** Answers `/_pc/assets/<name>` for the names of its build, 404 for any other. */
function buildAssets(names: readonly string[]): Handler {
  return (req, res) => {
    const name = req.url?.replace('/_pc/assets/', '') ?? '';
    res.writeHead(names.includes(name) ? 200 : 404).end(name);
  };
}

describe('a rolling deploy of an app', () => {
  it('finds a hashed asset on the instance that has it', async () => {
    const { url, pcs } = await startGateway(1, 0, 2);
    const [old, next] = pcs as [Instance, Instance];
    old.handle(buildAssets(['entry.old.js']));
    next.handle(buildAssets(['entry.old.js', 'entry.new.js']));
    expect(await statuses(`${url}/_pc/assets/entry.new.js`, 6)).toEqual(OK(6));
    expect(await statuses(`${url}/_pc/assets/entry.old.js`, 6)).toEqual(OK(6));
    // An asset no instance has is still a 404, asked of each once.
    expect(await statuses(`${url}/_pc/assets/entry.gone.js`, 1)).toEqual([404]);
    expect([...old.arrivals, ...next.arrivals].filter((a) => a.includes('gone'))).toHaveLength(2);
  });

  it('passes an API 404 on at once', async () => {
    const { url, api } = await startGateway(2, 0);
    for (const instance of api) instance.handle((_req, res) => res.writeHead(404).end());
    expect(await statuses(`${url}/api/missing`, 4)).toEqual([404, 404, 404, 404]);
    expect(api.flatMap((instance) => instance.arrivals)).toHaveLength(4);
  });
});

describe('several instances of an upstream', () => {
  it('spreads requests over every instance', async () => {
    const { url, api } = await startGateway(3);
    expect(await statuses(`${url}/api/items`, 30)).toEqual(OK(30));
    for (const instance of api) expect(instance.arrivals).toHaveLength(10);
  });

  it('fails no request when an instance refuses connections, a POST included', async () => {
    // No checks: here the refused connection itself moves the requests.
    const { url, api } = await startGateway(2, 0);
    const [one, two] = api as [Instance, Instance];
    await one.stop();
    two.handle((req, res) => {
      let length = 0;
      req.on('data', (chunk: Buffer) => {
        length += chunk.length;
      });
      req.on('end', () => res.end(String(length)));
    });
    // The first request goes to the first instance, is refused, and reaches the other whole.
    const body = JSON.stringify({ order: 'x'.repeat(60_000) });
    const echoed = await fetch(`${url}/api/order/pay`, { method: 'POST', body });
    expect(echoed.status).toBe(200);
    expect(await echoed.text()).toBe(String(Buffer.byteLength(body)));
    expect(await statuses(`${url}/api/items`, 10)).toEqual(OK(10));
    expect(await statuses(`${url}/api/order/pay`, 4, { method: 'POST', body })).toEqual(OK(4));
    expect(two.arrivals).toHaveLength(15);
  });

  it('skips an instance whose /readyz answers 503, once it has been checked', async () => {
    const { url, healthUrl, api } = await startGateway(3);
    const [one, two, three] = api as [Instance, Instance, Instance];
    one.ready = false;
    await vi.waitFor(async () => {
      const health = await (await fetch(healthUrl)).json();
      expect(health.upstreams.api.instances.map((i: { ready: boolean }) => i.ready)).toEqual([
        false,
        true,
        true,
      ]);
    }, HEALTH_WAIT);
    expect(await statuses(`${url}/api/items`, 8)).toEqual(OK(8));
    // The others share its turns evenly.
    expect([one, two, three].map((instance) => instance.arrivals.length)).toEqual([0, 4, 4]);
  });

  it('still tries instances that all failed their checks', async () => {
    const { url, healthUrl, api } = await startGateway(2);
    for (const instance of api) instance.ready = false;
    await vi.waitFor(async () => {
      const health = await (await fetch(healthUrl)).json();
      expect(health.upstreams.api.instances.some((i: { ready: boolean }) => i.ready)).toBe(false);
    }, HEALTH_WAIT);
    expect(await statuses(`${url}/api/items`, 4)).toEqual(OK(4));
  });

  it('never sends a POST twice when its connection drops after it was sent', async () => {
    const { url, api } = await startGateway(2);
    for (const instance of api) instance.handle((req) => req.socket.destroy());
    const withBody = await fetch(`${url}/api/order/pay`, { method: 'POST', body: '{"id":1}' });
    expect(withBody.status).toBe(502);
    const bodiless = await fetch(`${url}/api/order/confirm`, { method: 'POST' });
    expect(bodiless.status).toBe(502);
    const arrivals = api.flatMap((instance) => instance.arrivals);
    expect(arrivals.sort()).toEqual(['POST /api/order/confirm', 'POST /api/order/pay']);
  });

  it('retries a GET once on the other instance after a reset before the answer', async () => {
    const { url, api } = await startGateway(2);
    const [one, two] = api as [Instance, Instance];
    const resetFirst: Handler = (req, res) => {
      if (one.arrivals.length + two.arrivals.length === 1) req.socket.destroy();
      else defaultHandler('api')(req, res);
    };
    one.handle(resetFirst);
    two.handle(resetFirst);
    const answer = await fetch(`${url}/api/items`);
    expect(answer.status).toBe(200);
    expect([one.arrivals.length, two.arrivals.length]).toEqual([1, 1]);
  });

  it('retries a GET on a fresh connection when a kept-alive one is closed under it', async () => {
    const { url, api } = await startGateway(1);
    const [alone] = api as [Instance];
    const used = new Set<unknown>();
    let closed = false;
    alone.handle((req, res) => {
      // The upstream closes an idle connection just as the gateway reuses it.
      if (used.has(req.socket) && !closed) {
        closed = true;
        req.socket.destroy();
        return;
      }
      used.add(req.socket);
      defaultHandler('api')(req, res);
    });
    expect(await statuses(`${url}/api/items`, 2)).toEqual(OK(2));
    expect(closed).toBe(true);
    expect(alone.arrivals).toHaveLength(3);
  });

  it('retries a GET only once: a second reset answers 502', async () => {
    const { url, api } = await startGateway(3);
    for (const instance of api) instance.handle((req) => req.socket.destroy());
    const answer = await fetch(`${url}/api/items`);
    expect(answer.status).toBe(502);
    expect(api.flatMap((instance) => instance.arrivals)).toHaveLength(2);
  });

  it('reports each instance in /healthz, 200 while every upstream has one up', async () => {
    const { healthUrl, api } = await startGateway(2);
    await (api[1] as Instance).stop();
    const response = await fetch(healthUrl);
    expect(response.status).toBe(200);
    const health = await response.json();
    expect(health.status).toBe('degraded');
    expect(health.upstreams.api).toMatchObject({
      status: 'degraded',
      instances: [
        { status: 'up', httpStatus: 200 },
        { status: 'down', error: 'ECONNREFUSED' },
      ],
    });
    await (api[0] as Instance).stop();
    // Once the last check has expired (HEALTH_CACHE_MS).
    await expect.poll(async () => (await fetch(healthUrl)).status).toBe(503);
    expect((await (await fetch(healthUrl)).json()).upstreams.api.status).toBe('down');
  });
});

describe('a visitor who sends Expect: 100-continue', () => {
  it('gets the continue from the gateway, and the upstream the body without the header', async () => {
    const { url, api } = await startGateway(1);
    const { port } = new URL(url);
    const body = '{"order":1}';
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port: Number(port),
        path: '/api/order/pay',
        method: 'POST',
        headers: { expect: '100-continue', 'content-length': String(body.length) },
      });
      req.on('continue', () => req.end(body));
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    expect(answer.status).toBe(200);
    expect(api[0]?.seen.at(-1)?.headers.expect).toBeUndefined();
  });
});
