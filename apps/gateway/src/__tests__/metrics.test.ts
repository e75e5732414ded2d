import { observed, parseMetrics, sample } from '@storefront/lifecycle/testing';
import { htmlCacheControl } from '@storefront/ui-shared/html-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type Stack, startStack } from './harness';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';
let stack: Stack;

async function scrape() {
  const answer = await fetch(stack.gateway.metricsUrl as string);
  expect(answer.status).toBe(200);
  return parseMetrics(await answer.text());
}

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${stack.url}${path}`, {
    headers: { 'user-agent': DESKTOP, 'accept-encoding': 'identity', ...headers },
  });
}

beforeAll(async () => {
  stack = await startStack({ htmlCacheMs: 60_000, metrics: { port: 0, host: '127.0.0.1' } });
  stack.upstreams.pc.handle((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': htmlCacheControl({ page: 'home', cookieHeader: undefined, statusCode: 200 }),
    });
    res.end(`<html><body>${req.url}</body></html>`);
  });
});
afterAll(() => stack.close());

describe('the gateway metrics', () => {
  it("answers /metrics on its own port only: the public port answers 404, never the apps' metrics", async () => {
    expect(stack.gateway.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(stack.gateway.metricsUrl).not.toContain(`:${stack.port}/`);
    const seen = stack.upstreams.pc.seen.length;
    const publicAnswer = await get('/metrics');
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain('http_requests_total');
    expect(stack.upstreams.pc.seen.length).toBe(seen);
  });

  it('counts micro-cache misses and hits, and requests by route pattern', async () => {
    const before = await scrape();
    const desktop = { device: 'pc' };
    await get('/?counted');
    await get('/?counted');
    const after = await scrape();
    const miss = { ...desktop, result: 'miss' };
    const hit = { ...desktop, result: 'hit' };
    const name = 'gateway_html_cache_requests_total';
    expect(sample(after, name, miss) - sample(before, name, miss)).toBe(1);
    expect(sample(after, name, hit) - sample(before, name, hit)).toBe(1);
    const pages = { route: '/*', method: 'GET', status: '200' };
    const total = 'http_requests_total';
    expect(sample(after, total, pages) - sample(before, total, pages)).toBe(2);
    expect(observed(after, 'http_request_duration_seconds')).toBeGreaterThan(0);
    expect(after.has('process_resident_memory_bytes')).toBe(true);
  });

  it('counts the requests no upstream instance answered', async () => {
    await stack.upstreams.api.stop();
    try {
      const failure = { upstream: 'api', reason: 'error' };
      const before = sample(await scrape(), 'gateway_upstream_failures_total', failure);
      expect((await get('/api/catalog')).status).toBe(502);
      const after = sample(await scrape(), 'gateway_upstream_failures_total', failure);
      expect(after - before).toBe(1);
    } finally {
      await stack.upstreams.api.start();
    }
  });
});

describe('the gateway traceparent', () => {
  it('keeps a valid incoming trace and sends its own span on as the parent', async () => {
    await get('/api/traced', { traceparent: `00-${TRACE}-${PARENT}-01` });
    const sent = stack.upstreams.api.seen.at(-1)?.headers.traceparent as string;
    const [, traceId, parentId] = sent.split('-');
    expect(traceId).toBe(TRACE);
    expect(parentId).toMatch(/^[0-9a-f]{16}$/);
    expect(parentId).not.toBe(PARENT);
  });

  it('starts a new trace for an invalid or missing one', async () => {
    await get('/api/traced', { traceparent: `00-${TRACE}-zz-01` });
    const replaced = stack.upstreams.api.seen.at(-1)?.headers.traceparent as string;
    await get('/api/traced');
    const started = stack.upstreams.api.seen.at(-1)?.headers.traceparent as string;
    for (const sent of [replaced, started]) {
      expect(sent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      expect(sent).not.toContain(TRACE);
    }
    expect(replaced.split('-')[1]).not.toBe(started.split('-')[1]);
  });
});

describe('GATEWAY_METRICS_PORT', () => {
  it('is off unless set, on 127.0.0.1 by default, and never the public port', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ GATEWAY_METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(() => loadConfig({ GATEWAY_METRICS_PORT: 'x' })).toThrow(/GATEWAY_METRICS_PORT/);
    expect(() => loadConfig({ PORT: '3000', GATEWAY_METRICS_PORT: '3000' })).toThrow(
      /GATEWAY_METRICS_PORT must differ from PORT/,
    );
  });
});
