import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reportFigures, tally } from './support/figures';
import { bearer, call, DEMO, guestId, login } from './support/http';
import { type ApiDatabase, apiServer, freshPostgres, type Server } from './support/servers';

/** Google Play Gift Card, Rp 20.000 Voucher: a seeded voucher pack without stock limit, no account. */
const VOUCHER_PACK = 233;
const USD = 1;
const CALLS = 20;
/** US$ 0.05: under the minimum of every channel that takes dollars. */
const TINY_LINK = 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=0.05&item=Tiny';
const LINK = 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=4.99&item=400%20Robux';

describe('cart lines and payment channels on PostgreSQL with two API processes (issue 35)', () => {
  let database: ApiDatabase;
  let apis: Server[];
  let client: pg.Client;
  const figures: Record<string, string> = {};

  /** The two processes in turn, so that every burst is split between them. */
  const origin = (index: number) => (apis[index % 2] as Server).url;

  beforeAll(async () => {
    database = await freshPostgres();
    apis = [
      await apiServer('cart-channels-api-1', database.env),
      await apiServer('cart-channels-api-2', database.env),
    ];
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const api of apis) await api.start();
    client = new pg.Client({ connectionString: database.url as string });
    await client.connect();
  });

  afterAll(async () => {
    reportFigures('cart lines and payment channels (issue 35)', figures);
    await client?.end();
    for (const api of apis ?? []) await api.stop();
    await database?.drop();
  });

  async function count(sql: string, values: unknown[]): Promise<number> {
    const { rows } = await client.query<{ count: string }>(sql, values);
    return Number(rows[0]?.count);
  }

  async function addVoucherToCart(headers: Record<string, string>): Promise<number> {
    const added = await call<{ item: { id: number } }>(
      origin(0),
      'ShopCart/Add',
      { packId: VOUCHER_PACK, quantity: 1, account: {}, currencyId: USD },
      headers,
    );
    expect(added.status, added.message).toBe(200);
    return added.data.item.id;
  }

  /** `CALLS` calls of `path` with `body` at once over both processes: their statuses. */
  async function burst(path: string, body: unknown, headers: Record<string, string>) {
    const answers = await Promise.all(
      Array.from({ length: CALLS }, (_, index) => call(origin(index), path, body, headers)),
    );
    return answers.map((answer) => answer.status);
  }

  test(`one cart line checked out by ${CALLS} concurrent calls makes one order and one debit`, async () => {
    const headers = bearer(await login(origin(0), DEMO.email, DEMO.password));
    const { rows } = await client.query<{ id: number }>('select id from users where email = $1', [
      DEMO.email,
    ]);
    const userId = rows[0]?.id;
    const ordersOf = () => count('select count(*) from orders where user_id = $1', [userId]);
    const debitsOf = () =>
      count(`select count(*) from balance_logs where user_id = $1 and type = 'payment'`, [userId]);
    const [ordersBefore, debitsBefore] = [await ordersOf(), await debitsOf()];

    const paying = await addVoucherToCart(headers);
    const paid = await burst(
      'shopcart/orderspay',
      { cartItemIds: [paying], method: 'balance', currencyId: USD },
      headers,
    );
    const paidOrders = (await ordersOf()) - ordersBefore;
    const debits = (await debitsOf()) - debitsBefore;
    figures['cart line paid (shopcart/orderspay)'] = `${paidOrders} of ${CALLS} concurrent`;
    figures['cart line paid: answers'] = tally(paid);
    figures['cart line paid: debits'] = `${debits}`;

    const ordering = await addVoucherToCart(headers);
    const ordered = await burst('OrderDeal/Add', { cartItemIds: [ordering] }, headers);
    const unpaidOrders = (await ordersOf()) - ordersBefore - paidOrders;
    figures['cart line ordered (OrderDeal/Add)'] = `${unpaidOrders} of ${CALLS} concurrent`;
    figures['cart line ordered: answers'] = tally(ordered);

    expect({ paidOrders, debits, unpaidOrders }).toEqual({
      paidOrders: 1,
      debits: 1,
      unpaidOrders: 1,
    });
    for (const statuses of [paid, ordered]) {
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(
        statuses.filter((status) => status !== 200 && status !== 404 && status !== 409),
      ).toEqual([]);
    }
  });

  test('every provider payment path charges its channel fee and refuses a total under the minimum', async () => {
    const headers = { guestId: await guestId(origin(0)) };
    const created = await call<{ orderNo: string }>(
      origin(0),
      'OrderDeal/Add',
      { items: [{ packId: VOUCHER_PACK, quantity: 1, account: {} }], currencyId: USD },
      headers,
    );
    const link = await call<{ id: number }>(
      origin(0),
      `link/add?stamp=${Date.now()}`,
      { gameName: 'roblox', url: LINK, currencyId: USD },
      headers,
    );
    const provider = { method: 'provider', currencyId: USD };
    const paths = [
      ['OrderDeal/Pay', { orderNo: created.data.orderNo, ...provider }],
      ['shopcart/orderspay', { cartItemIds: [await addVoucherToCart(headers)], ...provider }],
      ['link/payOrder', { linkIds: [link.data.id], ...provider }],
    ] as const;
    const withoutFee: string[] = [];
    for (const [path, body] of paths) {
      const answer = await call<{ order: { channel: { fee: { amount: number } } | null } }>(
        origin(1),
        path,
        body,
        headers,
      );
      expect(answer.status, `${path}: ${answer.message}`).toBe(200);
      if (!((answer.data.order.channel?.fee.amount ?? 0) > 0)) withoutFee.push(path);
    }
    figures['provider payments without a fee'] =
      `${withoutFee.length} of ${paths.length} paths${withoutFee.length ? ` (${withoutFee.join(', ')})` : ''}`;

    const tiny = await call<{ id: number }>(
      origin(0),
      `link/add?stamp=${Date.now()}`,
      { gameName: 'roblox', url: TINY_LINK, currencyId: USD },
      headers,
    );
    const under = await call(
      origin(1),
      'link/payOrder',
      { linkIds: [tiny.data.id], ...provider },
      headers,
    );
    figures['link/payOrder of US$ 0.05 through the provider'] = `${under.status} ${under.message}`;

    expect(withoutFee).toEqual([]);
    expect(under.status).toBe(422);
    expect(under.message).toMatch(/^channel: .* takes from/);
  });
});
