import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@storefront/api-client';
import { parseMetrics, sample } from '@storefront/lifecycle/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BuildAppOptions, buildApp, createDeps } from '../app';
import { DEFAULT_ORDERS, loadSettings } from '../config';
import { resealWithNewestKey, sealedValueCounts } from '../modules/shop/sealed-values';
import { createSecretBox, type SecretKeyring } from '../modules/shop/secrets';
import { startApi } from '../start';
import { failureOf, freshDatabase, startServer, type TestServer } from './harness';
import { balanceOf, fund, newGuest, newUser, packId } from './orders-support';

const K1 = { id: 'k1', key: randomBytes(32) };
const K2 = { id: 'k2', key: randomBytes(32) };
const ACCOUNT = { loginMethod: 'moonton', email: 'player@example.com', password: 'hunter2-secret' };
const PRICE = 100_000; // more than any 60 Diamonds price, in USD cents

/** The values a Login top-up seals, as a process with `API_SECRETS_KEYS=k1:...` sealed them. */
const sealedWithK1 = () =>
  createSecretBox([K1]).seal(JSON.stringify({ password: 'hunter2-secret' }));

/** Another API process on the server's database, with the keys `ring` (a restart with other keys). */
async function processWith(server: TestServer, ring: SecretKeyring) {
  const options: BuildAppOptions = {
    database: server.database,
    clock: server.clock,
    secretsKeys: ring,
    logger: false,
    settings: { orders: { ...DEFAULT_ORDERS, expirySweepMs: 0 } },
  };
  const app = buildApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    deps: createDeps(options),
    client: (identity: { token?: string; guestId?: string }) =>
      createApiClient({
        baseURL: url,
        getLocaleCode: () => 'en',
        getGuestId: () => identity.guestId ?? null,
        getToken: () => identity.token ?? null,
      }),
    close: () => app.close(),
  };
}

async function sealAllWithK1(server: TestServer): Promise<void> {
  for (const table of ['cart_items', 'order_items'] as const) {
    await server.database.db
      .updateTable(table)
      .set({ account_secret: sealedWithK1() })
      .where('account_secret', 'is not', null)
      .execute();
  }
}

describe('values sealed with a key the process no longer lists', () => {
  let server: TestServer;
  let login: number;
  beforeAll(async () => {
    server = await startServer('pglite');
    login = await packId(server, 'mobile-legends-adventure', '60 Diamonds');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('paying is a 409 naming the account before any money moves, the order stays unpaid', async () => {
    const user = await newUser(server, 'retired-key');
    await fund(server, user.userId, 'USD', PRICE);
    const order = await user.client.orderDeal.add({ items: [{ packId: login, account: ACCOUNT }] });
    const { item } = await user.client.shopCart.add({ packId: login, account: ACCOUNT });
    await sealAllWithK1(server);
    const restarted = await processWith(server, [K2]);
    try {
      const client = restarted.client({ token: user.token });
      const refusals = [
        client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' }),
        client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' }),
        client.legacy.shopcart.orderspay({ cartItemIds: [item.id], method: 'balance' }),
        client.orderDeal.add({ cartItemIds: [item.id] }),
      ];
      for (const refusal of refusals) {
        const error = await failureOf(refusal);
        expect(error.status, error.message).toBe(409);
        expect(error.message).toContain('can no longer be read');
        expect(error.data).toMatchObject({ data: { field: 'account', packId: login } });
      }
      expect(await balanceOf(server, user.userId, 'USD')).toBe(PRICE);
      const orders = await server.database.db
        .selectFrom('orders')
        .select(['order_no', 'status'])
        .where('user_id', '=', user.userId)
        .execute();
      expect(orders).toEqual([{ order_no: order.orderNo, status: 'unpaid' }]);
      const cart = await user.client.shopCart.list();
      expect(cart.items.map((line) => line.id)).toEqual([item.id]);
    } finally {
      await restarted.close();
    }
  });

  it('re-seals with the newest key, in batches, and counts the values per key for /metrics', async () => {
    const { client } = await newGuest(server);
    for (let index = 0; index < 3; index++) {
      await client.shopCart.add({
        packId: login,
        account: { ...ACCOUNT, email: `p${index}@example.com` },
      });
    }
    await sealAllWithK1(server);
    const rotated = await processWith(server, [K2, K1]);
    try {
      const before = await sealedValueCounts(server.database.db, rotated.deps.secrets);
      expect(before.find((count) => count.keyId === 'k2')).toEqual({
        keyId: 'k2',
        count: 0,
        active: true,
      });
      const sealed = before.find((count) => count.keyId === 'k1')?.count ?? 0;
      expect(sealed).toBeGreaterThanOrEqual(3);

      const { settings } = rotated.deps;
      const cleanup = { ...settings.cleanup, batchRows: 2, pauseMs: 0 };
      const deps = { ...rotated.deps, settings: { ...settings, cleanup } };
      expect(await resealWithNewestKey(deps)).toBe(sealed);
      expect(await resealWithNewestKey(deps)).toBe(0);
      const rows = await server.database.db
        .selectFrom('cart_items')
        .select('account_secret')
        .where('account_secret', 'is not', null)
        .execute();
      for (const { account_secret } of rows) {
        expect(account_secret?.startsWith('v2.k2.')).toBe(true);
        expect(createSecretBox([K2]).open(account_secret as string)).toContain('hunter2-secret');
      }
      const metrics = parseMetrics(await (await fetch(`${rotated.url}/metrics`)).text());
      expect(sample(metrics, 'api_sealed_values', { key: 'k1', active: 'false' })).toBe(0);
      expect(sample(metrics, 'api_sealed_values', { key: 'k2', active: 'true' })).toBe(sealed);
    } finally {
      await rotated.close();
    }
  });
});

describe('an API started without the key of stored values', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function started(url: string, keys: SecretKeyring) {
    const settings = loadSettings({
      DATABASE_URL: url,
      API_PORT: '0',
      API_LOG_LEVEL: 'silent',
      API_SECRETS_KEYS: keys.map(({ id, key }) => `${id}:${key.toString('hex')}`).join(','),
    });
    const api = await startApi(settings);
    const stop = async () => {
      await api.app.close();
      await api.database.close();
    };
    return { api, stop };
  }

  it('refuses to start, naming the key and its count, and starts once the key is listed', async () => {
    const fresh = await freshDatabase('postgres');
    cleanups.push(fresh.drop);
    const first = await started(fresh.url as string, [K1]);
    await first.api.ready;
    const url = `http://127.0.0.1:${(first.api.app.server.address() as AddressInfo).port}`;
    const client = createApiClient({
      baseURL: url,
      getLocaleCode: () => 'en',
      getGuestId: () => null,
      getToken: () => null,
    });
    const { guestId } = await client.shopHome.initData();
    const guest = createApiClient({
      baseURL: url,
      getLocaleCode: () => 'en',
      getGuestId: () => guestId,
      getToken: () => null,
    });
    const pack = await fresh.database.db
      .selectFrom('packs')
      .innerJoin('games', 'games.id', 'packs.game_id')
      .select('packs.id')
      .where('games.name', '=', 'mobile-legends-adventure')
      .executeTakeFirstOrThrow();
    await guest.shopCart.add({ packId: pack.id, account: ACCOUNT });
    await guest.shopCart.add({
      packId: pack.id,
      account: { ...ACCOUNT, email: 'other@example.com' },
    });
    await first.stop();

    const retired = await started(fresh.url as string, [K2]);
    cleanups.push(retired.stop);
    await expect(retired.api.ready).rejects.toThrow(/2 with "k1".*add them back/);

    const listed = await started(fresh.url as string, [K2, K1]);
    cleanups.push(listed.stop);
    await expect(listed.api.ready).resolves.toBeUndefined();
  });
});
