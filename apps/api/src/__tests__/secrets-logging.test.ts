import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createApiClient } from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../seed/seed';
import { DATABASES, freshDatabase } from './harness';

const PASSWORD = 'never-in-a-log-7731';

describe.each(DATABASES)('game-account secrets and the logs on %s', (kind) => {
  const lines: string[] = [];
  let close: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    const { database, drop } = await freshDatabase(kind);
    await migrateToLatest(database.db);
    await seedDemoData(database.db, new Date());
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = { ...(loggerOptions('trace') as object), stream };
    const app = buildApp({ database, logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    close = async () => {
      await app.close();
      await drop();
    };
  });
  afterAll(() => close?.());

  it('never writes a Login-type password to the log, even at trace level and on errors', async () => {
    const { guestId } = await createApiClient({ baseURL: url }).shopHome.initData();
    const client = createApiClient({ baseURL: url, getGuestId: () => guestId });
    const game = await client.shopGame.detail({ name: 'mobile-legends-adventure' });
    const packId = game.packs[1]?.id ?? 0;
    const account = { loginMethod: 'moonton', email: 'p@example.com', password: PASSWORD };
    const { item } = await client.shopCart.add({ packId, account });
    const order = await client.orderDeal.add({ cartItemIds: [item.id] });
    await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
    await client.orderDeal
      .add({ items: [{ packId, account: { ...account, loginMethod: 'carrier-pigeon' } }] })
      .catch(() => undefined);
    await client.orderDeal.detail({ orderNo: order.orderNo });
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.join('')).not.toContain(PASSWORD);
  });
});
