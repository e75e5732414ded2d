import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderOrderReceipt } from '../modules/mail/receipts';
import { failureOf, startServer, type TestServer } from './harness';
import {
  clickOnProviderPage,
  currencyId,
  fund,
  ML_ACCOUNT,
  newGuest,
  newUser,
  packId,
} from './orders-support';

/** A percent fee in rupiah: rounded up to the Rp 100 price step. */
const percentFee = (base: number, bps: number) => Math.ceil((base * bps) / 1_000_000) * 100;

describe('payment channels', () => {
  let server: TestServer;
  let idr: number;
  let pack: number;
  beforeAll(async () => {
    server = await startServer('pglite');
    idr = await currencyId(server, 'IDR');
    pack = await packId(server, 'mobile-legends', '86 Diamonds');
  });
  afterAll(() => server?.close());

  const buyNow = () => ({ items: [{ packId: pack, account: ML_ACCOUNT }] });

  it('lists the channels of a pack with their fees, final prices and limits; guests get no balance', async () => {
    const { client } = await newGuest(server);
    const { base, channels } = await client.orderDeal.channels({ packId: pack, currencyId: idr });
    expect(base.currencyCode).toBe('IDR');
    expect(channels.map((channel) => channel.id)).toEqual(['ewallet', 'qris', 'va', 'cstore']);
    const byId = new Map(channels.map((channel) => [channel.id, channel]));
    expect(byId.get('qris')?.fee.amount).toBe(percentFee(base.amount, 70));
    expect(byId.get('ewallet')?.fee.amount).toBe(percentFee(base.amount, 150));
    expect(byId.get('va')?.fee.amount).toBe(4_000);
    expect(byId.get('va')?.total.amount).toBe(base.amount + 4_000);
    expect(byId.get('cstore')?.min?.amount).toBe(10_000);
    expect(channels.every((channel) => channel.refusal === null)).toBe(true);

    const usd = await client.orderDeal.channels({ packId: pack, quantity: 2 });
    expect(usd.base.currencyCode).toBe('USD');
    // QRIS and the convenience stores take rupiah only.
    expect(usd.channels.map((channel) => channel.id)).toEqual(['ewallet', 'va']);
    expect(usd.channels.find((channel) => channel.id === 'va')?.fee.amount).toBe(25);
  });

  it("answers a pack's channels before the browser has its guest id, without the balance; an order's need their owner", async () => {
    const stranger = server.client();
    const { channels } = await stranger.orderDeal.channels({ packId: pack, currencyId: idr });
    expect(channels.map((channel) => channel.id)).toEqual(['ewallet', 'qris', 'va', 'cstore']);
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({ ...buyNow(), currencyId: idr });
    const refused = await failureOf(stranger.orderDeal.channels({ orderNo: order.orderNo }));
    expect(refused.status).toBe(400);
  });

  it('names why a channel cannot take the price: under its minimum, over its maximum, a short balance', async () => {
    const db = server.database.db;
    await db
      .updateTable('payment_channels')
      .set({ limits: JSON.stringify({ IDR: { min: 1_000_000, max: null } }) })
      .where('id', '=', 'cstore')
      .execute();
    await db
      .updateTable('payment_channels')
      .set({ limits: JSON.stringify({ IDR: { min: null, max: 1_000 } }) })
      .where('id', '=', 'qris')
      .execute();
    try {
      const user = await newUser(server, 'chooser');
      const { channels } = await user.client.orderDeal.channels({ packId: pack, currencyId: idr });
      const refusals = Object.fromEntries(channels.map((c) => [c.id, c.refusal]));
      expect(refusals).toEqual({
        balance: 'balanceShort',
        ewallet: null,
        qris: 'aboveMax',
        va: null,
        cstore: 'belowMin',
      });
      expect(channels[0]?.balance?.amount).toBe(0);
      const refused = await failureOf(
        user.client.orderDeal.add({ ...buyNow(), currencyId: idr, channel: 'cstore' }),
      );
      expect(refused.status).toBe(422);
      expect(refused.message).toMatch(/^channel: .* Rp\s1\.000\.000/);
    } finally {
      await db
        .updateTable('payment_channels')
        .set({ limits: JSON.stringify({ IDR: { min: 10_000, max: 5_000_000 } }) })
        .where('id', '=', 'cstore')
        .execute();
      await db
        .updateTable('payment_channels')
        .set({ limits: JSON.stringify({ IDR: { min: 1_500, max: 10_000_000 } }) })
        .where('id', '=', 'qris')
        .execute();
    }
  });

  it('keeps the channel chosen with the pack on the order, its fee in the total', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({ ...buyNow(), currencyId: idr, channel: 'qris' });
    const base = order.subtotal.amount - order.discount.amount;
    expect(order.channel).toMatchObject({ id: 'qris', name: 'QRIS' });
    expect(order.channel?.fee.amount).toBe(percentFee(base, 70));
    expect(order.total.amount).toBe(base + percentFee(base, 70));
    const again = await client.orderDeal.detail({ orderNo: order.orderNo });
    expect(again.channel).toEqual(order.channel);
    expect(again.total).toEqual(order.total);
  });

  it('refuses the balance to a guest, naming the channel', async () => {
    const { client } = await newGuest(server);
    const created = await failureOf(client.orderDeal.add({ ...buyNow(), channel: 'balance' }));
    expect(created.status).toBe(400);
    expect(created.message).toMatch(/^channel: /);
    const order = await client.orderDeal.add(buyNow());
    const paid = await failureOf(
      client.orderDeal.pay({ orderNo: order.orderNo, channel: 'balance' }),
    );
    expect(paid.status).toBe(400);
    expect(paid.message).toMatch(/^channel: /);
    const unknown = await failureOf(client.orderDeal.pay({ orderNo: order.orderNo, channel: 'x' }));
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/^channel: /);
  });

  it('reprices the fee when the payer switches channel; the webhook completes the order', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({
      ...buyNow(),
      currencyId: idr,
      channel: 'qris',
      contactEmail: 'channel-buyer@example.com',
    });
    const base = order.subtotal.amount - order.discount.amount;
    const { order: pending, payment } = await client.orderDeal.pay({
      orderNo: order.orderNo,
      channel: 'va',
    });
    expect(payment).toMatchObject({ method: 'provider', status: 'pending' });
    expect(pending.channel?.id).toBe('va');
    expect(pending.total.amount).toBe(base + 4_000);
    const page = await (await fetch(new URL(payment.redirectUrl ?? '', server.url))).text();
    expect(page).toContain('Virtual account (bank transfer)');
    expect(page).toMatch(/Rp\s?\d/);
    await clickOnProviderPage(server, payment.redirectUrl ?? '', 'pay');
    const done = await client.orderDeal.detail({ orderNo: order.orderNo });
    expect(done.status).toBe('completed');
    expect(done.channel?.id).toBe('va');
    expect(done.total.amount).toBe(base + 4_000);
    const mail = await server.database.db
      .selectFrom('mail_outbox')
      .select('facts')
      .where('key', '=', `${order.orderNo}:paid`)
      .executeTakeFirstOrThrow();
    const receipt = renderOrderReceipt('http://store.test', mail.facts ?? never(), 'paid');
    expect(receipt.text).toMatch(
      /Payment channel: Virtual account \(bank transfer\): \+Rp\s4[.]000/,
    );
  });

  it("shows the provider's page of an order in the language the payer paid in, channel included", async () => {
    const { guestId } = await newGuest(server);
    const client = server.client({ guestId, locale: 'id' });
    const order = await client.orderDeal.add({ ...buyNow(), currencyId: idr, channel: 'va' });
    const { payment } = await client.orderDeal.pay({ orderNo: order.orderNo, channel: 'va' });
    const page = await (await fetch(new URL(payment.redirectUrl ?? '', server.url))).text();
    expect(page).toContain('<html lang="id">');
    expect(page).toContain('Virtual account (transfer bank)');
    expect(page).toMatch(/>Bayar Rp\s?\d/);
  });

  it('pays from the balance without a fee, and says a short balance with currency symbols', async () => {
    const user = await newUser(server, 'balancer');
    const order = await user.client.orderDeal.add({ ...buyNow(), currencyId: idr, channel: 'va' });
    const base = order.subtotal.amount - order.discount.amount;
    const short = await failureOf(
      user.client.orderDeal.pay({ orderNo: order.orderNo, channel: 'balance' }),
    );
    expect(short.status).toBe(409);
    expect(short.message).toMatch(/Rp\s[\d.]+ needed, Rp\s0 available/);
    await fund(server, user.userId, 'IDR', base);
    const { order: paid } = await user.client.orderDeal.pay({
      orderNo: order.orderNo,
      channel: 'balance',
    });
    expect(paid.channel).toMatchObject({ id: 'balance', name: 'Balance' });
    expect(paid.channel?.fee.amount).toBe(0);
    expect(paid.total.amount).toBe(base);
    expect(paid.paymentMethod).toBe('balance');
  });

  it('keeps old clients working: method alone pays the first fitting channel; a method that contradicts the channel is refused', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add(buyNow());
    expect(order.channel).toBeNull();
    const mismatch = await failureOf(
      client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance', channel: 'va' }),
    );
    expect(mismatch.status).toBe(400);
    const { payment, order: pending } = await client.orderDeal.pay({
      orderNo: order.orderNo,
      method: 'provider',
    });
    expect(payment.status).toBe('pending');
    // Without a channel, the first one that takes the order, with its fee (1.5 % of US$ 1.49).
    expect(pending.channel).toMatchObject({ id: 'ewallet', fee: { amount: 3 } });
    expect(pending.total).toEqual({ ...order.total, amount: order.total.amount + 3 });
  });
});

function never(): never {
  throw new Error('the receipt has no facts');
}
