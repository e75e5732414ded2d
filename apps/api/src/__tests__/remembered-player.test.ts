import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdCheckService } from '../modules/id-check/service';
import { nicknameFor } from '../modules/id-check/service';
import { renderOrderReceipt } from '../modules/mail/receipts';
import { DATABASES, startServer, type TestServer } from './harness';
import { ML_ACCOUNT, newGuest, newUser, packId } from './orders-support';

const LOGIN_ACCOUNT = {
  loginMethod: 'moonton',
  email: 'rina@example.com',
  password: 'Secret#2026',
};

describe.each(DATABASES)('the remembered player on %s', (kind) => {
  let server: TestServer;
  let diamonds: number;
  let loginPack: number;
  beforeAll(async () => {
    server = await startServer(kind);
    diamonds = await packId(server, 'mobile-legends', '86 Diamonds');
    loginPack = await packId(server, 'mobile-legends-adventure', '60 Diamonds');
  });
  afterAll(() => server?.close());

  it('an order line keeps the nickname the ID-check service gives, on the order and its detail', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({
      items: [{ packId: diamonds, account: ML_ACCOUNT }],
    });
    const nickname = nicknameFor('mobile-legends', ML_ACCOUNT);
    expect(order.items[0]?.nickname).toBe(nickname);
    const again = await client.orderDeal.detail({ orderNo: order.orderNo });
    expect(again.items[0]?.nickname).toBe(nickname);
  });

  it('a Login line has no nickname (nothing to look up)', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({
      items: [{ packId: loginPack, account: LOGIN_ACCOUNT }],
    });
    expect(order.items[0]?.nickname).toBeNull();
  });

  it("a user's orders keep the last account per game, per user; a guest's keep none", async () => {
    const rina = await newUser(server, 'rina');
    const budi = await newUser(server, 'budi');
    expect(await rina.client.user.player({ gameName: 'mobile-legends' })).toBeNull();
    await rina.client.orderDeal.add({ items: [{ packId: diamonds, account: ML_ACCOUNT }] });
    const latest = { userId: '87654321', zoneId: '4321' };
    await rina.client.orderDeal.add({ items: [{ packId: diamonds, account: latest }] });
    const remembered = await rina.client.user.player({ gameName: 'mobile-legends' });
    expect(remembered).toMatchObject({
      gameName: 'mobile-legends',
      account: latest,
      nickname: nicknameFor('mobile-legends', latest),
    });
    expect(await budi.client.user.player({ gameName: 'mobile-legends' })).toBeNull();
    expect(await rina.client.user.player({ gameName: 'free-fire' })).toBeNull();

    const { client } = await newGuest(server);
    const before = await server.database.db
      .selectFrom('user_game_accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await client.orderDeal.add({ items: [{ packId: diamonds, account: ML_ACCOUNT }] });
    const after = await server.database.db
      .selectFrom('user_game_accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("never keeps a Login game's password (nor its mask) on the account", async () => {
    const user = await newUser(server, 'login');
    await user.client.orderDeal.add({ items: [{ packId: loginPack, account: LOGIN_ACCOUNT }] });
    const remembered = await user.client.user.player({ gameName: 'mobile-legends-adventure' });
    expect(remembered?.account).toEqual({ loginMethod: 'moonton', email: 'rina@example.com' });
    const rows = await server.database.db
      .selectFrom('user_game_accounts')
      .select('account')
      .where('user_id', '=', user.userId)
      .execute();
    expect(JSON.stringify(rows)).not.toMatch(/password|Secret#2026|\*{6}/);
  });

  it('asks for the player of a game only with a login', async () => {
    const { client } = await newGuest(server);
    await expect(client.user.player({ gameName: 'mobile-legends' })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('a nickname that cannot be had', () => {
  it.each<[string, IdCheckService]>([
    ['refused', { check: () => Promise.reject(new Error('down')) }],
    ['too slow', { check: () => new Promise(() => {}) }],
  ])(
    'when the ID-check service is %s, the order is made with a null nickname',
    async (_, idCheck) => {
      const server = await startServer('pglite', { idCheck });
      try {
        const { client } = await newGuest(server);
        const pack = await packId(server, 'mobile-legends', '86 Diamonds');
        const order = await client.orderDeal.add({
          items: [{ packId: pack, account: ML_ACCOUNT }],
        });
        expect(order.items[0]?.nickname).toBeNull();
      } finally {
        await server.close();
      }
    },
  );
});

describe('the receipt', () => {
  it('names the player of a line', () => {
    const facts = {
      orderNo: 'SF20261127-7KQ2M9',
      total: 149,
      locale: 'en' as const,
      contactEmail: 'a@example.com',
      accountEmail: null,
      currencyId: 1,
      currencyCode: 'USD',
      decimals: 2,
      items: [
        {
          id: 1,
          title: '86 Diamonds',
          gameTitle: 'Mobile Legends',
          quantity: 1,
          subtotal: 149,
          vouchers: [],
          nickname: 'SwiftTiger0042',
        },
      ],
    };
    const mail = renderOrderReceipt('https://store.example', facts, 'paid');
    expect(mail.text).toContain('Player: SwiftTiger0042');
    expect(mail.html).toContain('Player: SwiftTiger0042');
  });
});
