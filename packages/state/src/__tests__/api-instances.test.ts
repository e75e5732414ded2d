import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiInternalOrigins, createServerApiClient } from '../api';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** One fake API instance on 127.0.0.1: it answers `/readyz` itself and counts every other call. */
interface Instance {
  url: string;
  arrivals: string[];
  handle: (handler: Handler) => void;
  stop: () => Promise<void>;
}

const ENVELOPE = JSON.stringify({ code: 0, message: '', data: { guestId: 'g', slides: [] } });

const answer: Handler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' }).end(ENVELOPE);
};

const servers: Server[] = [];

async function startInstance(): Promise<Instance> {
  const arrivals: string[] = [];
  let handler = answer;
  const server = createServer((request, response) => {
    if (request.url === '/readyz') {
      response.writeHead(200).end('{"status":"ready"}');
      return;
    }
    arrivals.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    handle: (next) => {
      handler = next;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

afterEach(async () => {
  vi.unstubAllEnvs();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Two instances in API_INTERNAL_URL; the first call to reach either has its connection reset. */
async function firstCallReset() {
  const [one, two] = (await Promise.all([startInstance(), startInstance()])) as [
    Instance,
    Instance,
  ];
  const resetFirst: Handler = (request, response) => {
    if (one.arrivals.length + two.arrivals.length === 1) request.socket.destroy();
    else answer(request, response);
  };
  for (const instance of [one, two]) instance.handle(resetFirst);
  vi.stubEnv('API_INTERNAL_URL', `${one.url},${two.url}`);
  return { one, two, client: createServerApiClient({ cookieHeader: '' }) };
}

describe('API_INTERNAL_URL with several instances', () => {
  it('reads a comma-separated list, naming the variable and the bad entry', () => {
    expect(apiInternalOrigins({ API_INTERNAL_URL: 'http://a:3003, http://b:3003/' })).toEqual([
      'http://a:3003',
      'http://b:3003',
    ]);
    expect(() => apiInternalOrigins({ API_INTERNAL_URL: 'http://a:3003,api-b:3003' })).toThrow(
      /API_INTERNAL_URL must be .*"api-b:3003"/,
    );
    expect(() => apiInternalOrigins({ API_INTERNAL_URL: 'http://a:3003,,http://b' })).toThrow(
      'API_INTERNAL_URL has an empty entry at position 2',
    );
  });

  it('spreads SSR calls over the instances and skips one that is down', async () => {
    const [one, two, down] = await Promise.all([startInstance(), startInstance(), startInstance()]);
    await down.stop();
    vi.stubEnv('API_INTERNAL_URL', `${one.url},${down.url},${two.url}`);
    const client = createServerApiClient({ cookieHeader: '' });
    for (let call = 0; call < 12; call++) await client.shopHome.initData();
    expect(one.arrivals.length + two.arrivals.length).toBe(12);
    expect(one.arrivals.length).toBeGreaterThanOrEqual(4);
    expect(two.arrivals.length).toBeGreaterThanOrEqual(4);
  });

  it('sends a POST that reached an instance once, even when its connection then drops', async () => {
    const [one, two] = await Promise.all([startInstance(), startInstance()]);
    for (const instance of [one, two]) instance.handle((request) => request.socket.destroy());
    vi.stubEnv('API_INTERNAL_URL', `${one.url},${two.url}`);
    const client = createServerApiClient({ cookieHeader: '' });
    await expect(client.user.logout()).rejects.toThrow('Network Error');
    expect([...one.arrivals, ...two.arrivals]).toEqual(['POST /api/User/Logout']);
  });

  it('sends a read the spec makes a POST again after a reset (a page render survives a killed API)', async () => {
    const { one, two, client } = await firstCallReset();
    await client.shopHome.initData();
    expect([...one.arrivals, ...two.arrivals]).toEqual([
      'POST /api/ShopHome/InitData',
      'POST /api/ShopHome/InitData',
    ]);
  });

  it('retries a GET once on the other instance after a reset before the answer', async () => {
    const { one, two, client } = await firstCallReset();
    await client.legacy.pageSettings.homeCarouselList();
    expect(one.arrivals.length + two.arrivals.length).toBe(2);
    expect(one.arrivals).toHaveLength(1);
    expect(two.arrivals).toHaveLength(1);
  });
});
