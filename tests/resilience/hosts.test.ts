import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, call, DEMO, login, loginPack } from './support/http';
import {
  type ApiDatabase,
  apiServer,
  freshPostgres,
  gatewayServer,
  type Server,
} from './support/servers';

const USD = 1;

describe('two API processes on one PostgreSQL with a shared secrets key', () => {
  let database: ApiDatabase;
  let apis: [Server, Server];
  const dataDirs: string[] = [];

  /** An API as on a host of its own: its own data folder (where a key file would go). */
  async function host(name: string): Promise<Server> {
    const dataDir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
    dataDirs.push(dataDir);
    return apiServer(name, { ...database.env, API_DATA_DIR: dataDir });
  }

  beforeAll(async () => {
    // freshPostgres gives both processes the same API_SECRETS_KEY, as every host of a store must.
    database = await freshPostgres();
    apis = [await host('hosts-api-a'), await host('hosts-api-b')];
    await apis[0].start();
    await apis[1].start();
  });

  afterAll(async () => {
    for (const api of apis ?? []) await api.stop();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  test('a Login top-up added to the cart on one process is paid and delivered on the other', async () => {
    const [a, b] = apis;
    const token = await login(a.url, DEMO.email, DEMO.password);
    const account = { loginMethod: 'moonton', email: 'player@example.com', password: 'hunter2' };
    const added = await call<{ item: { id: number } }>(
      a.url,
      'ShopCart/Add',
      { packId: await loginPack(a.url), quantity: 1, account, currencyId: USD },
      bearer(token),
    );
    expect(added.status, added.message).toBe(200);
    const order = await call<{ orderNo: string }>(
      a.url,
      'OrderDeal/Add',
      { cartItemIds: [added.data.item.id], currencyId: USD },
      bearer(token),
    );
    expect(order.status, order.message).toBe(200);
    const paid = await call<{ order: { status: string } }>(
      b.url,
      'OrderDeal/Pay',
      { orderNo: order.data.orderNo, method: 'balance' },
      bearer(token),
    );
    expect(paid.status, paid.message).toBe(200);
    expect(paid.data.order.status).toBe('completed');
  });
});

/**
 * `ShopHome/InitData` without a guest id (a new guest) sent from `localAddress`: every address in
 * 127.0.0.0/8 is this machine, so each stands for another host (a visitor, a balancer).
 */
function newGuestFrom(
  origin: string,
  localAddress: string,
  forwardedFor?: string,
): Promise<number> {
  const url = new URL('/api/ShopHome/InitData', origin);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers, localAddress, agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    sent.once('error', reject);
    sent.end('{}');
  });
}

const VISITORS = 35;
const visitor = (index: number) => `198.51.100.${index + 1}`;

describe('client addresses behind proxies on other hosts (one new guest per address)', () => {
  const GATEWAY_HOST = '127.0.0.1';
  const BALANCER_HOST = '127.0.0.2';
  const STRANGER_HOST = '127.0.0.3';
  let api: Server;
  let gateway: Server;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-hosts-trust-'));
    // The API trusts the gateway's host only; the gateway trusts the balancer's host only.
    api = await apiServer('hosts-trust-api', {
      API_DATA_DIR: dataDir,
      API_TRUST_PROXY: GATEWAY_HOST,
      API_GUEST_MAX_PER_ADDRESS: '1',
    });
    await api.start();
    gateway = await gatewayServer('hosts-trust-gateway', api.url, {
      GATEWAY_TRUST_PROXY: `${BALANCER_HOST}/32`,
    });
    await gateway.start();
  });

  afterAll(async () => {
    await gateway?.stop();
    await api?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('gateway on another host than the API: each visitor gets a bucket of its own', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < VISITORS; index++) {
      statuses.push(await newGuestFrom(gateway.url, `127.0.1.${index + 1}`));
    }
    expect(statuses).toEqual(Array(VISITORS).fill(200));
    // The limit is real: the first visitor's second new guest is refused.
    expect(await newGuestFrom(gateway.url, '127.0.1.1')).toBe(429);
  });

  test('a balancer in front of the gateway: the clients it names get buckets of their own', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < VISITORS; index++) {
      statuses.push(await newGuestFrom(gateway.url, BALANCER_HOST, visitor(index)));
    }
    expect(statuses).toEqual(Array(VISITORS).fill(200));
    expect(await newGuestFrom(gateway.url, BALANCER_HOST, visitor(0))).toBe(429);
  });

  test('X-Forwarded-For from an untrusted hop is ignored: made-up addresses share its bucket', async () => {
    const viaGateway: number[] = [];
    const straightToApi: number[] = [];
    for (let index = 0; index < 5; index++) {
      const madeUp = `203.0.113.${index + 1}`;
      viaGateway.push(await newGuestFrom(gateway.url, STRANGER_HOST, madeUp));
      straightToApi.push(await newGuestFrom(api.url, '127.0.0.4', madeUp));
    }
    expect(viaGateway).toEqual([200, 429, 429, 429, 429]);
    expect(straightToApi).toEqual([200, 429, 429, 429, 429]);
  });
});
