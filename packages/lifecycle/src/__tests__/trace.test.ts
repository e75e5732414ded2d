import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { traceOf, tracingServerOptions } from '../trace';
import { get } from './http';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('tracingServerOptions', () => {
  it('puts the trace id beside the request id in every log line of the request', async () => {
    const lines: { reqId?: string; traceId?: string; msg?: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream }, ...tracingServerOptions() });
    app.get('/page', async (request) => {
      request.log.info('inside');
      return traceOf(request.raw).traceId;
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { request } = await import('node:http');
    const kept = await new Promise<string>((resolve, reject) => {
      const outgoing = request(
        `${url}/page`,
        { headers: { traceparent: `00-${TRACE}-00f067aa0ba902b7-01` } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve(body));
        },
      );
      outgoing.on('error', reject).end();
    });
    expect(kept).toBe(TRACE);
    const started = (await get(`${url}/page`)).body;
    expect(started).toMatch(/^[0-9a-f]{32}$/);
    expect(started).not.toBe(TRACE);
    const ofRequests = lines.filter((line) => line.reqId);
    expect(ofRequests.map((line) => line.msg)).toContain('incoming request');
    expect(ofRequests.map((line) => line.msg)).toContain('inside');
    for (const line of ofRequests) expect([TRACE, started]).toContain(line.traceId);
    expect(ofRequests.filter((line) => line.traceId === TRACE)).toHaveLength(3);
  });
});
