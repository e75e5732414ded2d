import { Agent, type IncomingMessage, request } from 'node:http';
import { connect } from 'node:net';
import { REQUEST_BODY_LIMIT_BYTES, REQUEST_BODY_TOO_LARGE_MESSAGE } from '@storefront/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHandler, type Stack, startStack } from './harness';

let stack: Stack;
let agent: Agent;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});
beforeEach(() => {
  // One keep-alive connection for the whole test: every request after the first must reuse it.
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
  stack.upstreams.api.seen.length = 0;
  stack.upstreams.api.handle(defaultHandler('api'));
});
afterEach(() => {
  agent.destroy();
});

interface Answer {
  status: number;
  body: string;
  reusedSocket: boolean;
}

/** Sends `body` whole (with Content-Length) or, with `chunked`, in 16 KB chunks without one. */
function post(path: string, body: Buffer, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(body.length);
    const req = request(
      { host: '127.0.0.1', port: stack.port, path, method: 'POST', headers, agent },
      (res: IncomingMessage) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, reusedSocket: req.reusedSocket }),
        );
      },
    );
    req.on('error', reject);
    if (!chunked) {
      req.end(body);
      return;
    }
    for (let start = 0; start < body.length; start += 16 * 1024) {
      req.write(body.subarray(start, start + 16 * 1024));
    }
    req.end();
  });
}

/** A JSON object of exactly `bytes` bytes. */
function jsonOf(bytes: number): Buffer {
  const wrapper = '{"remark":""}';
  return Buffer.from(`{"remark":"${'x'.repeat(bytes - wrapper.length)}"}`);
}

const tooLarge = {
  code: 413,
  message: REQUEST_BODY_TOO_LARGE_MESSAGE,
  data: null,
};

describe('request bodies over the API limit', () => {
  it('answers 413 itself for a 2 MB body and keeps the connection usable', async () => {
    const answer = await post('/api/User/Deposit', jsonOf(2 * 1024 * 1024));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(tooLarge);
    expect(stack.upstreams.api.seen).toEqual([]);

    const next = await post('/api/ShopHome/InitData', Buffer.from('{}'));
    expect(next.reusedSocket).toBe(true);
    expect(next.status).toBe(200);
  });

  it('answers 413 for a chunked body that grows past the limit, and keeps the connection', async () => {
    const answer = await post('/api/User/Deposit', jsonOf(REQUEST_BODY_LIMIT_BYTES * 4), true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(tooLarge);

    const next = await post('/api/ShopHome/InitData', Buffer.from('{}'));
    expect(next.reusedSocket).toBe(true);
    expect(next.status).toBe(200);
  });

  it('forwards a body of exactly the limit, whole or chunked', async () => {
    stack.upstreams.api.handle((req, res) => {
      let length = 0;
      req.on('data', (chunk: Buffer) => {
        length += chunk.length;
      });
      req.on('end', () => res.end(JSON.stringify({ code: 0, message: 'ok', data: { length } })));
    });
    for (const chunked of [false, true]) {
      const answer = await post('/api/User/Deposit', jsonOf(REQUEST_BODY_LIMIT_BYTES), chunked);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).data.length).toBe(REQUEST_BODY_LIMIT_BYTES);
    }
  });
});

/** Status codes of the answers on one socket that sent `requests` back to back (pipelined). */
function pipelined(requests: Buffer[], expected: number, timeoutMs = 5_000): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(stack.port, '127.0.0.1');
    let text = '';
    const statuses = () =>
      [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    const timer = setTimeout(() => finish(), timeoutMs);
    function finish() {
      clearTimeout(timer);
      socket.destroy();
      resolve(statuses());
    }
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (statuses().length >= expected) finish();
    });
    socket.on('close', finish);
    socket.on('error', reject);
    socket.on('connect', () => {
      for (const part of requests) socket.write(part);
    });
  });
}

function rawPost(target: string, body: Buffer): Buffer {
  const head = `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

const nextRequest = Buffer.from('GET /api/ShopHome/InitData HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');

// Issue 25, hole 2: the router routes `/%61pi/...` to the API, but the limit looked at `/api` only,
// so a 2 MB body went through (502, and the request behind it was never answered).
describe('request bodies over the limit under an encoded /api prefix', () => {
  it.each(['/%61pi/ShopHome/InitData', '/%61%70%69/User/Deposit', '/%61pi'])(
    'answers 413 for a 2 MB POST to %s and then the request pipelined behind it',
    async (target) => {
      const statuses = await pipelined([rawPost(target, jsonOf(2 * 1024 * 1024)), nextRequest], 2);
      expect(statuses).toEqual([413, 200]);
      expect(stack.upstreams.api.seen.map((seen) => seen.url)).toEqual(['/api/ShopHome/InitData']);
    },
  );

  it('answers 413 for a chunked body past the limit under an encoded prefix', async () => {
    const answer = await post('/%61pi/User/Deposit', jsonOf(REQUEST_BODY_LIMIT_BYTES * 4), true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(tooLarge);
    const next = await post('/api/ShopHome/InitData', Buffer.from('{}'));
    expect(next.reusedSocket).toBe(true);
    expect(next.status).toBe(200);
  });
});
