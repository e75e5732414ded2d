import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ORDERS } from '../config';
import { cancelExpiredOrders } from '../modules/order/lifecycle';
import { DATABASES, postJson, startServer, startTwoProcesses, type TestServer } from './harness';
import { ML_ACCOUNT, stockOf } from './orders-support';

const MINUTE = 60 * 1000;
const { stockHoldMs, paymentDeadlineMs, holdMaxPerPack, holdMaxPerOwner, holdMaxPerAddress } =
  DEFAULT_ORDERS;

/** A buyer as the API sees one: a guest id, and the client address the proxy reports. */
interface Buyer {
  guestId: string;
  address: string;
}

async function newBuyer(server: TestServer, address: string): Promise<Buyer> {
  const answer = await postJson(
    server,
    '/api/ShopHome/InitData',
    {},
    { 'x-forwarded-for': address },
  );
  return { guestId: (answer.body.data as { guestId: string }).guestId, address };
}

/** `OrderDeal/Add` of `quantity` units of one pack (buy now), as the buyer. */
function buy(server: TestServer, buyer: Buyer, packId: number, quantity: number) {
  return postJson(
    server,
    '/api/OrderDeal/Add',
    { items: [{ packId, quantity, account: ML_ACCOUNT }] },
    { guestid: buyer.guestId, 'x-forwarded-for': buyer.address },
  );
}

/** The first `count` Mobile Legends packs, each given `stock` units (limited). */
async function limitedPacks(server: TestServer, count: number, stock: number): Promise<number[]> {
  const db = server.database.db;
  const rows = await db
    .selectFrom('packs')
    .innerJoin('games', 'games.id', 'packs.game_id')
    .select('packs.id')
    .where('games.name', '=', 'mobile-legends')
    .orderBy('packs.id')
    .limit(count)
    .execute();
  const ids = rows.map((row) => row.id);
  await db.updateTable('packs').set({ stock }).where('id', 'in', ids).execute();
  return ids;
}

let addresses = 0;
/** A client address no other test of the file uses. */
function freshAddress(): string {
  addresses++;
  return `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`;
}

describe.each(DATABASES)('limited stock held unpaid on %s (issue 25, hole 6)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    // Every test starts with no unpaid order (each releases what it held).
    await server.database.db.updateTable('orders').set({ status: 'cancelled' }).execute();
  });

  it('one owner holds at most 2 units of a pack of 3, and another customer still buys', async () => {
    const [pack = 0] = await limitedPacks(server, 1, 3);
    const hoarder = await newBuyer(server, freshAddress());
    const all = await buy(server, hoarder, pack, 3);
    expect(all.status).toBe(409);
    expect(all.body.message).toMatch(/At most 2 of .* pay or cancel your unpaid order first/);
    expect((await buy(server, hoarder, pack, holdMaxPerPack)).status).toBe(200);
    const more = await buy(server, hoarder, pack, 1);
    expect(more.status).toBe(409);
    expect(more.body.data).toEqual({ max: holdMaxPerPack, held: holdMaxPerPack });
    // A second guest id from the same address is the same hoarder.
    const sameAddress = await newBuyer(server, hoarder.address);
    expect((await buy(server, sameAddress, pack, 1)).status).toBe(409);
    expect(await stockOf(server, pack)).toBe(1);
    const honest = await newBuyer(server, freshAddress());
    expect((await buy(server, honest, pack, 1)).status).toBe(200);
  });

  it('one owner holds at most 5 units of limited stock in all', async () => {
    const packs = await limitedPacks(server, 3, 10);
    const hoarder = await newBuyer(server, freshAddress());
    expect((await buy(server, hoarder, packs[0] as number, 2)).status).toBe(200);
    expect((await buy(server, hoarder, packs[1] as number, 2)).status).toBe(200);
    const third = await buy(server, hoarder, packs[2] as number, 2);
    expect(third.status).toBe(409);
    expect(third.body.message).toMatch(/At most 5 limited-stock items .* pay or cancel/);
    expect((await buy(server, hoarder, packs[2] as number, 1)).status).toBe(200);
    expect(holdMaxPerOwner).toBe(5);
  });

  it('one address holds at most 10 units in all, whatever guest ids it uses', async () => {
    const packs = await limitedPacks(server, 6, 20);
    const address = freshAddress();
    for (const pack of packs.slice(0, 5)) {
      const guest = await newBuyer(server, address);
      expect((await buy(server, guest, pack, 2)).status).toBe(200);
    }
    const eleventh = await buy(server, await newBuyer(server, address), packs[5] as number, 1);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toMatch(/from your network \(at most 10\)/);
    const elsewhere = await newBuyer(server, freshAddress());
    expect((await buy(server, elsewhere, packs[5] as number, 1)).status).toBe(200);
    expect(holdMaxPerAddress).toBe(10);
  });

  it('limited stock is held 10 minutes, then the sweep releases it; other orders keep 30', async () => {
    const [pack = 0, unlimited = 0] = await limitedPacks(server, 2, 3);
    await server.database.db
      .updateTable('packs')
      .set({ stock: null })
      .where('id', '=', unlimited)
      .execute();
    const buyer = await newBuyer(server, freshAddress());
    const now = server.clock.now().getTime();
    const held = await buy(server, buyer, pack, 2);
    const plain = await buy(server, buyer, unlimited, 5);
    const expiresAt = (answer: typeof held) =>
      Date.parse((answer.body.data as { expiresAt: string }).expiresAt) - now;
    expect(expiresAt(held)).toBe(stockHoldMs);
    expect(expiresAt(plain)).toBe(paymentDeadlineMs);
    expect(await stockOf(server, pack)).toBe(1);
    server.clock.advance(stockHoldMs - 1);
    expect(await cancelExpiredOrders(server.deps, server.clock.now())).toBe(0);
    server.clock.advance(1);
    expect(await cancelExpiredOrders(server.deps, server.clock.now())).toBe(1);
    expect(await stockOf(server, pack)).toBe(3);
    // The cap counts only what is held: the same buyer may hold the units again.
    expect((await buy(server, buyer, pack, 2)).status).toBe(200);
    expect(stockHoldMs).toBe(10 * MINUTE);
  });

  it('a cancelled order frees its share of the caps at once', async () => {
    const [pack = 0] = await limitedPacks(server, 1, 5);
    const buyer = await newBuyer(server, freshAddress());
    const first = await buy(server, buyer, pack, 2);
    expect((await buy(server, buyer, pack, 1)).status).toBe(409);
    const orderNo = (first.body.data as { orderNo: string }).orderNo;
    const cancel = await postJson(
      server,
      '/api/OrderDeal/Cancel',
      { orderNo },
      { guestid: buyer.guestId, 'x-forwarded-for': buyer.address },
    );
    expect(cancel.status).toBe(200);
    expect((await buy(server, buyer, pack, 2)).status).toBe(200);
  });
});

describe('two API processes on one PostgreSQL never exceed the caps together', () => {
  let servers: [TestServer, TestServer];

  beforeAll(async () => {
    servers = await startTwoProcesses();
  });
  afterAll(async () => {
    await servers?.[1]?.close();
    await servers?.[0]?.close();
  });

  it('one guest racing on both processes holds at most 2 units of a pack', async () => {
    const [first, second] = servers;
    const [pack = 0] = await limitedPacks(first, 1, 20);
    const hoarder = await newBuyer(first, freshAddress());
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) => buy(index % 2 ? second : first, hoarder, pack, 1)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(holdMaxPerPack);
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    expect(await stockOf(first, pack)).toBe(20 - holdMaxPerPack);
  });

  it('many guests of one address racing on both processes hold at most 10 units', async () => {
    const [first, second] = servers;
    const packs = await limitedPacks(first, 8, 20);
    const address = freshAddress();
    const guests = await Promise.all(Array.from({ length: 24 }, () => newBuyer(first, address)));
    const answers = await Promise.all(
      guests.map((guest, index) =>
        buy(index % 2 ? second : first, guest, packs[index % packs.length] as number, 1),
      ),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(holdMaxPerAddress);
    const { held } = await first.database.db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select((eb) => eb.fn.sum<string>('order_items.quantity').as('held'))
      .where('orders.status', '=', 'unpaid')
      .where('orders.client_address', '=', address)
      .executeTakeFirstOrThrow();
    expect(Number(held)).toBe(holdMaxPerAddress);
  });
});
