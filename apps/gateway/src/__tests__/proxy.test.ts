import { request, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHandler, type Stack, startStack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});
beforeEach(() => {
  for (const upstream of Object.values(stack.upstreams)) {
    upstream.seen.length = 0;
    upstream.handle(defaultHandler(upstream.name));
  }
});

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('/api', () => {
  it('forwards any method, path and query to the API server with its body', async () => {
    stack.upstreams.api.handle((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'x-custom': 'kept' });
        res.end(JSON.stringify({ method: req.method, url: req.url, body }));
      });
    });
    const response = await fetch(`${stack.url}/api/ShopCart/Add?gameId=7&x=a%20b`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t0k' },
      body: JSON.stringify({ packId: 3 }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-custom')).toBe('kept');
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/ShopCart/Add?gameId=7&x=a%20b',
      body: '{"packId":3}',
    });
    expect(stack.upstreams.api.seen[0]?.headers.authorization).toBe('Bearer t0k');
    expect(stack.upstreams.pc.seen).toEqual([]);
  });

  it('sends the API whatever the user agent or device cookie say', async () => {
    await fetch(`${stack.url}/api/ShopHome/InitData`, {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone)', cookie: 'sf_device=pc' },
    });
    expect(stack.upstreams.api.seen.map((seen) => seen.url)).toEqual(['/api/ShopHome/InitData']);
  });

  it('adds X-Forwarded-* headers and drops ones the visitor made up', async () => {
    await fetch(`${stack.url}/api/health`, {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    const headers = stack.upstreams.api.seen[0]?.headers;
    expect(headers?.['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers?.['x-forwarded-proto']).toBe('http');
    expect(headers?.['x-forwarded-host']).toBe(`127.0.0.1:${stack.port}`);
    expect(headers?.['x-forwarded-port']).toBe(String(stack.port));
  });

  it('passes on the client a trusted proxy in front of it names, and only that address', async () => {
    const behindProxy = await startStack({ trustProxy: '127.0.0.1' });
    try {
      await fetch(`${behindProxy.url}/api/health`, {
        headers: {
          'x-forwarded-for': '203.0.113.7',
          'x-forwarded-host': 'shop.example',
          'x-forwarded-proto': 'https',
        },
      });
      const headers = behindProxy.upstreams.api.seen[0]?.headers;
      expect(headers?.['x-forwarded-for']).toBe('203.0.113.7');
      expect(headers?.['x-forwarded-proto']).toBe('https');
      expect(headers?.['x-forwarded-host']).toBe('shop.example');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('streaming', () => {
  it('passes each part of a slow answer on as soon as it arrives', async () => {
    const firstPartSeen = deferred();
    stack.upstreams.api.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part;');
      // The rest comes only after the client has read the first part through the gateway:
      // a gateway that waited for the whole answer would never deliver it.
      void firstPartSeen.promise.then(() => res.end('second part'));
    });
    const response = await fetch(`${stack.url}/api/order/pay`);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('first part;');
    firstPartSeen.resolve();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      rest += decoder.decode(part.value);
    }
    expect(rest).toBe('second part');
  });

  it('streams a request body to the upstream as it is sent', async () => {
    const firstChunkArrived = deferred<string>();
    stack.upstreams.api.handle((req, res) => {
      let received = '';
      req.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        firstChunkArrived.resolve(received);
      });
      req.on('end', () => res.end(received));
    });
    const answer = new Promise<string>((resolve, reject) => {
      const upload = request(
        {
          host: '127.0.0.1',
          port: stack.port,
          path: '/api/upload',
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve(body));
        },
      );
      upload.on('error', reject);
      upload.write('chunk-1;');
      // The second chunk is sent only once the upstream holds the first one.
      void firstChunkArrived.promise.then(() => upload.end('chunk-2'));
    });
    expect(await firstChunkArrived.promise).toBe('chunk-1;');
    expect(await answer).toBe('chunk-1;chunk-2');
  });

  it('streams a large download under back-pressure instead of buffering it', async () => {
    const total = 128 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let written = 0;
    const stalled = deferred();
    stack.upstreams.api.handle((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/csv',
        'content-length': String(total),
        'content-disposition': 'attachment; filename="export.csv"',
      });
      const pump = () => {
        while (written < total) {
          written += chunk.length;
          if (!res.write(chunk)) {
            const timer = setTimeout(stalled.resolve, 300);
            res.once('drain', () => {
              clearTimeout(timer);
              pump();
            });
            return;
          }
        }
        res.end();
        stalled.resolve();
      };
      pump();
    });

    const response = await fetch(`${stack.url}/api/user/export`);
    expect(response.headers.get('content-length')).toBe(String(total));
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="export.csv"');
    // Nobody reads the body yet: the upstream must be held back by the gateway, not drained into it.
    await stalled.promise;
    expect(written).toBeLessThan(total / 4);

    let received = 0;
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      received += part.value.length;
    }
    expect(received).toBe(total);
  });
});

describe('a visitor who leaves', () => {
  /** How long the gateway may take to close the upstream's side once the visitor has gone. */
  const CLOSE_WITHIN_MS = 2_000;

  /** Sends a GET; `firstBytes` resolves when its answer starts arriving, `leave` drops the connection. */
  function visit(path: string): { firstBytes: Promise<void>; leave: () => void } {
    const firstBytes = deferred();
    const req = request({ host: '127.0.0.1', port: stack.port, path }, (res) => {
      res.once('data', () => firstBytes.resolve());
    });
    req.on('error', () => undefined);
    req.end();
    return { firstBytes: firstBytes.promise, leave: () => req.destroy() };
  }

  /**
   * How the upstream's answer ended: `closed unanswered` when its connection closed before the
   * answer was finished, `answered` when it was, `still open` when nothing happened in time.
   */
  function upstreamEnd(res: ServerResponse, within = CLOSE_WITHIN_MS): Promise<string> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve('still open'), within);
      res.once('close', () => {
        clearTimeout(timer);
        resolve(res.writableFinished ? 'answered' : 'closed unanswered');
      });
    });
  }

  it('stops the upstream request while the answer is awaited', async () => {
    const arrived = deferred();
    let end: Promise<string> | undefined;
    stack.upstreams.api.handle((_req, res) => {
      end = upstreamEnd(res);
      arrived.resolve();
    });
    const visitor = visit('/api/order/pay');
    await arrived.promise;
    visitor.leave();
    expect(await end).toBe('closed unanswered');
  });

  it('stops the upstream answer while it streams', async () => {
    let end: Promise<string> | undefined;
    stack.upstreams.pc.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>first part</p>');
      end = upstreamEnd(res);
    });
    const visitor = visit('/pc/help');
    await visitor.firstBytes;
    visitor.leave();
    expect(await end).toBe('closed unanswered');
  });
});

describe('pages', () => {
  it('keeps the app headers and its status, and forwards only GET and HEAD', async () => {
    stack.upstreams.pc.handle((_req, res) => {
      res.writeHead(404, {
        'content-type': 'text/html',
        'x-device': 'pc',
        'cache-control': 'no-cache',
        'set-cookie': 'token=abc; Path=/',
      });
      res.end('<h1>Page not found</h1>');
    });
    const response = await fetch(`${stack.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-device')).toBe('pc');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('set-cookie')).toBe('token=abc; Path=/');
    expect(await response.text()).toBe('<h1>Page not found</h1>');

    const head = await fetch(`${stack.url}/help`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(stack.upstreams.pc.seen.map((seen) => seen.method)).toEqual(['GET', 'HEAD']);

    const post = await fetch(`${stack.url}/help`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(stack.upstreams.pc.seen).toHaveLength(2);
  });

  it('marks an HTML answer with the app that rendered it when the app forgot', async () => {
    stack.upstreams.mobile.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>hi</p>');
    });
    const response = await fetch(`${stack.url}/mobile/help`);
    expect(response.headers.get('x-device')).toBe('mobile');
  });
});
