import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../config';
import { DATABASES, startServer, type TestServer } from './harness';

const LIMITS = { headersMs: 600, requestMs: 1_500 };
/** node looks for expired connections once a second: a cut-off may come that much later. */
const SLACK_MS = 1_500;

/**
 * A real slow client: sends `start`, then one byte of `drip` every `everyMs` until the server ends
 * the connection (or 10 s pass); how long that took and what it answered.
 */
function slowClient(url: string, start: string, drip: string, everyMs: number) {
  return new Promise<{ elapsedMs: number; answer: string }>((resolve) => {
    const began = Date.now();
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    let answer = '';
    const dripper = setInterval(() => {
      if (!socket.destroyed) socket.write(drip);
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), 10_000);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(dripper);
      clearTimeout(giveUp);
      resolve({ elapsedMs: Date.now() - began, answer });
    });
    socket.on('connect', () => socket.write(start));
  });
}

// Issue 25, hole 8: a body sent one byte every 5 s was held open for minutes.
describe.each(DATABASES)('slow clients on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, { slowClients: LIMITS });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('cuts off a request body sent a byte at a time, within the request limit', async () => {
    const cut = await slowClient(
      server.url,
      'POST /api/ShopHome/InitData HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      ' ',
      200,
    );
    expect(cut.elapsedMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 100);
    expect(cut.elapsedMs).toBeLessThan(LIMITS.requestMs + SLACK_MS);
    if (cut.answer) expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off request headers sent a byte at a time, within the headers limit', async () => {
    const cut = await slowClient(server.url, 'GET /api/health HTTP/1.1\r\nX-Slow: ', 'a', 100);
    expect(cut.elapsedMs).toBeLessThan(LIMITS.headersMs + SLACK_MS);
    if (cut.answer) expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('the slow-client limits', () => {
  it('are 10 s for headers and 30 s for a whole request unless set', () => {
    expect(loadSettings({}).slowClients).toEqual({ headersMs: 10_000, requestMs: 30_000 });
    expect(
      loadSettings({ API_HEADERS_TIMEOUT_MS: '5000', API_REQUEST_TIMEOUT_MS: '60000' }).slowClients,
    ).toEqual({ headersMs: 5_000, requestMs: 60_000 });
    expect(() => loadSettings({ API_REQUEST_TIMEOUT_MS: 'never' })).toThrow(
      /API_REQUEST_TIMEOUT_MS/,
    );
  });
});
