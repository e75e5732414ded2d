import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, startServer, type TestServer } from './harness';
import { currencyId, ML_ACCOUNT, newGuest, packId } from './orders-support';

/** 86 Diamonds of Mobile Legends in rupiah, after the rupiah discount. */
const BASE_IDR = 23_800;
/** The e-wallet's 1.5 % of it, rounded up to the Rp 100 step: the first channel that takes it. */
const EWALLET_FEE = 400;
/** US$ 0.05: Rp 813 at the store's rate, under every rupiah channel's minimum. */
const TINY_LINK = 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=0.05&item=Tiny';

describe('a provider payment always goes through a channel, its fee and limits checked', () => {
  let server: TestServer;
  let idr: number;
  let pack: number;
  beforeAll(async () => {
    server = await startServer('postgres');
    idr = await currencyId(server, 'IDR');
    pack = await packId(server, 'mobile-legends', '86 Diamonds');
  });
  afterAll(() => server?.close());

  const items = () => [{ packId: pack, account: ML_ACCOUNT }];

  it('OrderDeal/Pay of an order without a channel pays the first fitting channel its fee', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({ items: items(), currencyId: idr });
    expect(order.channel).toBeNull();
    const paid = await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
    expect(paid.order.channel).toMatchObject({ id: 'ewallet', fee: { amount: EWALLET_FEE } });
    expect(paid.order.total.amount).toBe(BASE_IDR + EWALLET_FEE);
    const payment = await server.database.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select('payments.amount')
      .where('orders.order_no', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    expect(payment.amount).toBe(BASE_IDR + EWALLET_FEE);
  });

  it("OrderDeal/Pay without a channel keeps the order's own channel and its fee", async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({ items: items(), currencyId: idr, channel: 'va' });
    const paid = await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
    expect(paid.order.channel).toMatchObject({ id: 'va', fee: { amount: 4_000 } });
    expect(paid.order.total.amount).toBe(BASE_IDR + 4_000);
  });

  it('shopcart/orderspay through the provider without a channel pays the fee', async () => {
    const { client } = await newGuest(server);
    const { item } = await client.shopCart.add({ packId: pack, account: ML_ACCOUNT });
    const paid = await client.legacy.shopcart.orderspay({
      cartItemIds: [item.id],
      method: 'provider',
      currencyId: idr,
    });
    expect(paid.order.channel).toMatchObject({ id: 'ewallet', fee: { amount: EWALLET_FEE } });
    expect(paid.order.total.amount).toBe(BASE_IDR + EWALLET_FEE);
  });

  it.each([
    [
      'without a channel',
      undefined,
      /^channel: E-wallet \(GoPay, OVO, DANA\) takes from Rp.1\.000$/,
    ],
    ['through QRIS', 'qris', /^channel: QRIS takes from Rp.1\.500$/],
  ])(
    'link/payOrder under the minimum %s is refused naming the channel, nothing stored',
    async (_name, channel, refusal) => {
      const { client } = await newGuest(server);
      const link = await client.legacy.link.add({
        gameName: 'roblox',
        url: TINY_LINK,
        currencyId: idr,
      });
      const refused = await failureOf(
        client.legacy.link.payOrder({
          linkIds: [link.id],
          method: 'provider',
          channel,
          currencyId: idr,
        }),
      );
      expect(refused).toMatchObject({ status: 422, message: expect.stringMatching(refusal) });
      expect((await client.orderDeal.pageList()).total).toBe(0);
      expect((await client.legacy.link.list()).map((saved) => saved.id)).toEqual([link.id]);
    },
  );

  it('a provider payment in a currency no channel takes is refused naming the channel', async () => {
    const { client } = await newGuest(server);
    const { item } = await client.shopRazer.addCart({ packId: pack, account: ML_ACCOUNT });
    const order = await client.orderDeal.add({ cartItemIds: [item.id] });
    const refused = await failureOf(
      client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' }),
    );
    expect(refused).toMatchObject({
      status: 422,
      message: 'channel: no payment channel takes RZG',
    });
    const stored = await client.orderDeal.detail({ orderNo: order.orderNo });
    expect(stored).toMatchObject({ status: 'unpaid', channel: null });
  });
});
