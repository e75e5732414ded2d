import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetricsRegistry, registerMetrics, UNMATCHED_ROUTE } from '../metrics';
import { observed, parseMetrics, sample } from '../testing';
import { get } from './http';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function serve() {
  app = Fastify();
  registerMetrics(app, { registry: createMetricsRegistry() });
  app.get('/games/:slug', async () => 'game');
  app.get('/livez', async () => 'ok');
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('registerMetrics', () => {
  it('counts requests by route pattern, method and status, with their durations', async () => {
    const url = await serve();
    await get(`${url}/games/one`);
    await get(`${url}/games/two?x=1`);
    await get(`${url}/nowhere/${Date.now()}`);
    await get(`${url}/livez`);
    const answer = await get(`${url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const metrics = parseMetrics(answer.body);
    const game = { route: '/games/:slug', method: 'GET', status: '200' };
    expect(sample(metrics, 'http_requests_total', game)).toBe(2);
    expect(observed(metrics, 'http_request_duration_seconds')).toBeGreaterThan(0);
    expect(sample(metrics, 'http_requests_total', { route: UNMATCHED_ROUTE, status: '404' })).toBe(
      1,
    );
    const routes = metrics.get('http_requests_total')?.metrics.map((m) => m.labels?.route);
    expect(routes).not.toContain('/livez');
    expect(routes?.some((route) => route?.startsWith('/nowhere'))).toBe(false);
    expect(metrics.has('process_cpu_seconds_total')).toBe(true);
    expect(metrics.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });
});
