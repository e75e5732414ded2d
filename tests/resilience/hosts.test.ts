import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, call, DEMO, login } from './support/http';
import { type ApiDatabase, apiServer, freshPostgres, type Server } from './support/servers';

const USD = 1;

interface Pack {
  id: number;
  title: string;
}

/** The id of a pack of a Login-type game: its password is sealed with the secrets key. */
async function loginPack(origin: string): Promise<number> {
  const answer = await call<{ packs: Pack[] }>(origin, 'ShopGame/Detail', {
    name: 'mobile-legends-adventure',
  });
  expect(answer.status, answer.message).toBe(200);
  const pack = answer.data.packs.find((entry) => entry.title === '60 Diamonds');
  return (pack as Pack).id;
}

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
