import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type ProbeOptions, registerProbes } from '../probes';
import { createShutdown } from '../shutdown';
import { get } from './http';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A real server on 127.0.0.1 with the probes; its log lines land in `lines`. */
async function serve(options: ProbeOptions = {}, lines: string[] = []) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  registerProbes(app, options);
  app.get('/page', async () => 'page');
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

describe('registerProbes', () => {
  it('answers /livez and /readyz with no-store JSON while ready', async () => {
    const { url } = await serve();
    const live = await get(`${url}/livez`);
    expect([live.status, JSON.parse(live.body)]).toEqual([200, { status: 'ok' }]);
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await get(`${url}/readyz`);
    expect([ready.status, JSON.parse(ready.body)]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['false', () => false, 'not ready'],
    ['a reason', () => 'database unreachable', 'database unreachable'],
    ['a rejected promise', () => Promise.reject(new Error('boom')), 'readiness check failed'],
    [
      'a throw',
      (): boolean => {
        throw new Error('boom');
      },
      'readiness check failed',
    ],
    ['an async false', async () => false, 'not ready'],
  ])('answers 503 with the reason when the check gives %s', async (_what, ready, reason) => {
    const { url } = await serve({ ready });
    const answer = await get(`${url}/readyz`);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      503,
      { status: 'not ready', reason },
    ]);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await get(`${url}/livez`)).status).toBe(200);
  });

  it('answers not ready when the check does not finish within its bound', async () => {
    const { url } = await serve({
      ready: () => new Promise<boolean>(() => {}),
      readyTimeoutMs: 20,
    });
    const answer = await get(`${url}/readyz`);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      503,
      { status: 'not ready', reason: 'readiness check timed out' },
    ]);
  });

  it('answers 503 "shutting down" the moment the shutdown begins, while /livez stays 200', async () => {
    const { app, url } = await serve();
    const shutdown = createShutdown(app, {
      settings: { drainMs: 3_600_000, timeoutMs: 1000 },
      exit: () => {},
    });
    const done = shutdown.shutdown('SIGTERM');
    const ready = await get(`${url}/readyz`);
    expect([ready.status, JSON.parse(ready.body)]).toEqual([
      503,
      { status: 'not ready', reason: 'shutting down' },
    ]);
    expect((await get(`${url}/livez`)).status).toBe(200);
    void shutdown.shutdown('SIGTERM');
    await done;
  });

  it('leaves the probes out of the request log at info, unlike other requests', async () => {
    const lines: string[] = [];
    const { url } = await serve({}, lines);
    await get(`${url}/livez`);
    await get(`${url}/readyz`);
    expect(lines.filter((line) => /\/(livez|readyz)/.test(line))).toEqual([]);
    await get(`${url}/page`);
    expect(lines.some((line) => line.includes('/page'))).toBe(true);
  });
});
