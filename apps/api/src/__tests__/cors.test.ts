import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@storefront/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadSettings } from '../config';
import { DATABASES, raw, startServer, type TestServer } from './harness';

const ALLOWED = 'https://shop-a.example';
const ALSO_ALLOWED = 'http://127.0.0.1:8081';
const OTHER = 'https://evil.example';

/** Every header name the SDK sends when all its options are set, as a real server receives them. */
async function headersTheSdkSends(): Promise<string[]> {
  let received: IncomingHttpHeaders = {};
  const capture = createServer((req, res) => {
    received = req.headers;
    res.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
    res.end('{"code":0,"message":"","data":null}');
  });
  await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
  try {
    const client = createApiClient({
      baseURL: `http://127.0.0.1:${(capture.address() as AddressInfo).port}`,
      getLocaleCode: () => 'en',
      getGuestId: () => 'g-1',
      getToken: () => 't-1',
    });
    await client.orderDeal.pay(
      { orderNo: 'SF20261121-7KQ2M9', method: 'balance' },
      { headers: { 'Idempotency-Key': 'k-1' } },
    );
  } finally {
    capture.close();
  }
  // What a browser sets by itself (and never lists in a preflight) is not the SDK's to ask for.
  const browserOwned = ['host', 'connection', 'content-length', 'user-agent', 'accept-encoding'];
  return Object.keys(received).filter((name) => !browserOwned.includes(name));
}

function preflight(server: Pick<TestServer, 'url'>, origin: string, requestHeaders: string[]) {
  return raw(server, '/api/OrderDeal/Pay', {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': requestHeaders.join(','),
    },
  });
}

const corsHeaderNames = (headers: Headers) =>
  [...headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('API_CORS_ORIGINS', () => {
  it('is off by default and refuses anything but exact origins, naming the setting', () => {
    expect(loadSettings({}).corsOrigins).toEqual([]);
    expect(loadSettings({ API_CORS_ORIGINS: ` ${ALLOWED}, ${ALSO_ALLOWED} ` }).corsOrigins).toEqual(
      [ALLOWED, ALSO_ALLOWED],
    );
    for (const bad of ['*', 'shop-a.example', `${ALLOWED}/`, `${ALLOWED}/shop`]) {
      expect(() => loadSettings({ API_CORS_ORIGINS: bad }), bad).toThrow(/API_CORS_ORIGINS/);
    }
  });
});

describe.each(DATABASES)('CORS on %s', (kind) => {
  let allowlisted: TestServer;
  /** The same database served as by default: no `corsOrigins`. */
  let open: Pick<TestServer, 'url'>;
  let openApp: FastifyInstance;
  let sdkHeaders: string[];
  beforeAll(async () => {
    sdkHeaders = await headersTheSdkSends();
    allowlisted = await startServer(kind, { corsOrigins: [ALLOWED, ALSO_ALLOWED] });
    openApp = buildApp({ database: allowlisted.database });
    await openApp.listen({ port: 0, host: '127.0.0.1' });
    open = { url: `http://127.0.0.1:${(openApp.server.address() as AddressInfo).port}` };
  });
  afterAll(async () => {
    await openApp?.close();
    await allowlisted?.close();
  });

  it('the SDK sends its locale, guest id, token and idempotency key', () => {
    expect(sdkHeaders).toEqual(
      expect.arrayContaining([
        'accept',
        'content-type',
        'accept-language',
        'guestid',
        'authorization',
        'idempotency-key',
      ]),
    );
  });

  it('without the setting no answer carries a CORS header, and a preflight is not allowed', async () => {
    const answer = await preflight(open, ALLOWED, sdkHeaders);
    expect(answer.status).toBe(405);
    expect(corsHeaderNames(answer.headers)).toEqual([]);
    const get = await raw(open, '/api/health', { headers: { origin: ALLOWED } });
    expect(get.status).toBe(200);
    expect(corsHeaderNames(get.headers)).toEqual([]);
  });

  it.each([ALLOWED, ALSO_ALLOWED])(
    'a preflight from %s is allowed with every header the SDK sends',
    async (origin) => {
      const answer = await preflight(allowlisted, origin, sdkHeaders);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST');
      const allowedHeaders = answer.headers.get('access-control-allow-headers')?.split(', ');
      expect(allowedHeaders).toEqual(expect.arrayContaining(sdkHeaders));
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      expect(answer.headers.get('vary')).toMatch(/origin/i);
    },
  );

  it('GET and POST from an allowed origin are answered with its origin and readable headers', async () => {
    const get = await raw(allowlisted, '/api/health', { headers: { origin: ALLOWED } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(get.headers.get('access-control-expose-headers')).toContain('content-disposition');

    const post = await raw(allowlisted, '/api/ShopHome/InitData', {
      method: 'POST',
      headers: { origin: ALSO_ALLOWED, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(200);
    expect(post.body.code).toBe(0);
    expect(post.headers.get('access-control-allow-origin')).toBe(ALSO_ALLOWED);
  });

  it('another origin gets no CORS header: its preflight fails and its answers stay unreadable', async () => {
    const answer = await preflight(allowlisted, OTHER, sdkHeaders);
    expect(answer.status).toBe(405);
    expect(corsHeaderNames(answer.headers)).toEqual([]);
    const get = await raw(allowlisted, '/api/health', { headers: { origin: OTHER } });
    expect(get.status).toBe(200);
    expect(corsHeaderNames(get.headers)).toEqual([]);
    expect(get.headers.get('vary')).toMatch(/origin/i);
  });
});
