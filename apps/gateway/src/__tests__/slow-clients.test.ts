import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './harness';

const LIMITS = { headersMs: 600, requestMs: 1_500 };
/** node looks for expired connections once a second: a cut-off may come that much later. */
const SLACK_MS = 1_500;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ slowClients: LIMITS });
  // Like the API: it answers once it has read the whole body.
  stack.upstreams.api.handle((req, res) => {
    req.resume();
    req.on('end', () => res.end('{"code":0,"message":"ok","data":null}'));
  });
});
afterAll(async () => {
  await stack.close();
});

interface Cutoff {
  /** From the first byte sent to the connection's end. */
  elapsedMs: number;
  answer: string;
}

/**
 * A real slow client: sends `start`, then one byte of `drip` every `everyMs` (over and over) until
 * the server ends the connection, or `giveUpMs` passes.
 */
function slowClient(start: string, drip: string, everyMs: number, giveUpMs = 10_000) {
  return new Promise<Cutoff>((resolve) => {
    const began = Date.now();
    const socket = connect(stack.port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const dripper = setInterval(() => {
      if (!socket.destroyed) socket.write(drip[sent++ % drip.length] ?? 'x');
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
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
describe('slow clients', () => {
  it('cuts off a request body sent a byte at a time, within the request limit', async () => {
    const cut = await slowClient(
      'POST /api/User/Deposit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      '{',
      200,
    );
    expect(cut.elapsedMs).toBeLessThan(LIMITS.requestMs + SLACK_MS);
    expect(cut.elapsedMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 100);
    if (cut.answer) expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off request headers sent a byte at a time, within the headers limit', async () => {
    const cut = await slowClient('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ', 'a', 100);
    expect(cut.elapsedMs).toBeLessThan(LIMITS.headersMs + SLACK_MS);
    if (cut.answer) expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers a client that sends at an ordinary pace', async () => {
    const response = await fetch(`${stack.url}/api/ShopHome/InitData`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(200);
  });
});
