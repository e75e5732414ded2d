import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH, DEFAULT_ORDERS } from '../config';
import { DATABASES, postJson, startServer, type TestServer } from './harness';
import { ML_ACCOUNT } from './orders-support';

/** Six addresses of one /64, written the ways a proxy may write them. */
const ONE_SLASH_64 = [
  '2001:db8:35:7::1',
  '2001:db8:35:7::2',
  '2001:0db8:0035:0007:0000:0000:0000:0003',
  '2001:DB8:35:7:ffff:ffff:ffff:ffff',
  '2001:db8:35:7:1:2:3:4',
  '2001:db8:35:7::abcd',
];

function from(address: string): Record<string, string> {
  return { 'x-forwarded-for': address };
}

async function newGuest(server: TestServer, address: string): Promise<string> {
  const answer = await postJson(server, '/api/ShopHome/InitData', {}, from(address));
  expect(answer.status).toBe(200);
  return (answer.body.data as { guestId: string }).guestId;
}

/** A guest at `address` buys one unit of `packId` now; answers the status. */
async function buyOne(server: TestServer, address: string, packId: number): Promise<number> {
  const guestid = await newGuest(server, address);
  const answer = await postJson(
    server,
    '/api/OrderDeal/Add',
    { items: [{ packId, quantity: 1, account: ML_ACCOUNT }] },
    { guestid, ...from(address) },
  );
  return answer.status;
}

async function loginStatus(server: TestServer, email: string, address: string): Promise<number> {
  const body = { email, password: 'not the password' };
  return (await postJson(server, '/api/User/Login', body, from(address))).status;
}

/** A Mobile Legends pack given 20 units of stock, so holds are capped per owner and address. */
async function limitedPack(server: TestServer): Promise<number> {
  const db = server.database.db;
  const pack = await db
    .selectFrom('packs')
    .innerJoin('games', 'games.id', 'packs.game_id')
    .select('packs.id')
    .where('games.name', '=', 'mobile-legends')
    .orderBy('packs.id')
    .executeTakeFirstOrThrow();
  await db.updateTable('packs').set({ stock: 20 }).where('id', '=', pack.id).execute();
  return pack.id;
}

/** Few logins per address, so that passing it takes few password checks. */
const LOGINS_PER_ADDRESS = 4;

describe.each(DATABASES)('an IPv6 client counts as its /64 on %s (issue 35, item 7)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    const auth = { ...DEFAULT_AUTH, loginMaxPerAddress: LOGINS_PER_ADDRESS };
    server = await startServer(kind, { settings: { auth } });
  });
  afterAll(() => server?.close());

  it('six guests from six addresses of one /64 hold what one IPv4 address may', async () => {
    const pack = await limitedPack(server);
    const statuses: number[] = [];
    for (const address of ONE_SLASH_64) statuses.push(await buyOne(server, address, pack));
    expect(statuses.filter((status) => status === 200)).toHaveLength(DEFAULT_ORDERS.holdMaxPerPack);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    // The next /64 is another client; an IPv4 client seen through a dual-stack socket is its IPv4.
    expect(await buyOne(server, '2001:db8:35:8::1', pack)).toBe(200);
    expect(await buyOne(server, '::ffff:192.0.2.35', pack)).toBe(200);
    expect(await buyOne(server, '192.0.2.35', pack)).toBe(200);
    expect(await buyOne(server, '192.0.2.35', pack)).toBe(409);
  });

  it('logins for unknown emails from many addresses of one /64 are limited like one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGINS_PER_ADDRESS + 2; attempt++) {
      const address = `2001:db8:35:9::${(attempt + 1).toString(16)}`;
      statuses.push(await loginStatus(server, `nobody${attempt}@storefront.test`, address));
    }
    const passed = statuses.filter((status) => status === 401).length;
    expect(passed).toBe(LOGINS_PER_ADDRESS);
    expect(statuses.slice(passed).every((status) => status === 429)).toBe(true);
    expect(await loginStatus(server, 'nobody@storefront.test', '2001:db8:35:a::1')).toBe(401);
  });
});
