import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeDeliveries } from '../modules/fulfilment/service';
import { cancelExpiredOrders } from '../modules/order/lifecycle';
import { isSandbox, signWebhook } from '../modules/payment/provider';
import { DATABASES, failureOf, raw, startServer, type TestServer } from './harness';
import { ML_ACCOUNT, newGuest, packId, stockOf } from './orders-support';

const MINUTE = 60 * 1000;

describe.each(DATABASES)('webhooks on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  /** A guest's order with a pending sandbox payment. */
  async function pendingPayment() {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
    });
    // The payment adds the fee of the channel it goes through: the webhook settles that total.
    const paying = await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
    const { payment, order: priced } = paying;
    const paymentNo = payment.redirectUrl?.split('/').pop() ?? '';
    const event = {
      eventId: `evt_${paymentNo}`,
      paymentNo,
      status: 'paid',
      amount: priced.total.amount,
      currencyCode: priced.total.currencyCode,
    };
    return { client, order: priced, paymentNo, event };
  }

  const sign = (body: string, at = server.clock.now()) => {
    const provider = server.deps.paymentProvider;
    if (!isSandbox(provider)) throw new Error('the test server runs the sandbox');
    return provider.sign(body, at);
  };

  const post = (body: string, signature?: string) =>
    raw(server, '/api/payments/webhook/sandbox', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'sandbox-signature': signature }),
      },
      body,
    });

  async function state(paymentNo: string, orderNo: string) {
    const payment = await server.database.db
      .selectFrom('payments')
      .select('status')
      .where('payment_no', '=', paymentNo)
      .executeTakeFirstOrThrow();
    const order = await server.database.db
      .selectFrom('orders')
      .select('status')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    return { payment: payment.status, order: order.status };
  }

  it('refuses unsigned, wrongly signed, tampered and stale webhooks and changes nothing', async () => {
    const { order, paymentNo, event } = await pendingPayment();
    const body = JSON.stringify(event);
    const unsigned = await post(body);
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.message).toBe('Webhook refused: missing or invalid signature');
    const wrongSecret = await post(body, signWebhook('not the secret', body, server.clock.now()));
    expect(wrongSecret.status).toBe(401);
    const garbage = await post(body, 't=1,v1=zz');
    expect(garbage.status).toBe(401);
    const tampered = JSON.stringify({ ...event, amount: 1 });
    expect((await post(tampered, sign(body))).status).toBe(401);
    const stale = await post(body, sign(body, new Date(server.clock.now().getTime() - 6 * MINUTE)));
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Webhook refused: the timestamp is outside the allowed window');
    const forgedAmount = JSON.stringify({ ...event, eventId: 'evt_amount', amount: 1 });
    const mismatch = await post(forgedAmount, sign(forgedAmount));
    expect(mismatch.status).toBe(422);
    expect(await state(paymentNo, order.orderNo)).toEqual({ payment: 'pending', order: 'unpaid' });
    const events = await server.database.db.selectFrom('webhook_events').selectAll().execute();
    expect(events.map((row) => row.event_id)).not.toContain(event.eventId);
  });

  it('accepts a signed webhook once; its replay is refused', async () => {
    const { client, order, paymentNo, event } = await pendingPayment();
    const body = JSON.stringify(event);
    const signature = sign(body);
    const accepted = await post(body, signature);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ code: 0, data: { paymentNo, status: 'paid' } });
    expect(await state(paymentNo, order.orderNo)).toEqual({ payment: 'paid', order: 'completed' });
    const replay = await post(body, signature);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe('Webhook refused: this event was already received');
    // A new event about the settled payment changes nothing either.
    const cancel = JSON.stringify({ ...event, eventId: 'evt_late_cancel', status: 'cancelled' });
    const late = await post(cancel, sign(cancel));
    expect(late.body).toMatchObject({ data: { status: 'unchanged' } });
    const detail = await client.orderDeal.detail({ orderNo: order.orderNo });
    expect(detail.timeline.filter((step) => step.status === 'paid')).toHaveLength(1);
    const unknownProvider = await raw(server, '/api/payments/webhook/elsewhere', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unknownProvider.status).toBe(404);
  });

  it('a payment that arrives for an order cancelled meanwhile is refunded, not applied', async () => {
    const { client, order, paymentNo, event } = await pendingPayment();
    await client.orderDeal.cancel({ orderNo: order.orderNo });
    // Cancelling closed the pending payment; the provider took the money anyway (a race the
    // store cannot prevent): its late "paid" must be refunded, never applied.
    await server.database.db
      .updateTable('payments')
      .set({ status: 'pending' })
      .where('payment_no', '=', paymentNo)
      .execute();
    const body = JSON.stringify(event);
    const late = await post(body, sign(body));
    expect(late.body).toMatchObject({ data: { status: 'refunded' } });
    expect(await state(paymentNo, order.orderNo)).toEqual({
      payment: 'refunded',
      order: 'cancelled',
    });
  });
});

describe.each(DATABASES)('payment deadline on %s', (kind) => {
  let server: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
    other = kind === 'postgres' ? await server.startProcess() : server;
  });
  afterAll(async () => {
    if (other && other !== server) await other.close();
    await server?.close();
  });

  it('the job cancels expired unpaid orders once, releasing their stock, even when two processes sweep', async () => {
    const { client } = await newGuest(server);
    const limited = await packId(server, 'magic-chess-go-go', 'Weekly Pass');
    const stock = (await stockOf(server, limited)) ?? 0;
    const fields = await server.client().legacy.game.accountInfo({ name: 'magic-chess-go-go' });
    const account = Object.fromEntries(
      fields.fields.map((field) => [field.key, field.placeholder ?? '']),
    );
    // One owner holds at most 2 units of a limited pack unpaid, for 10 minutes (issue 25).
    const orders = [];
    for (let index = 0; index < 2; index++) {
      orders.push(await client.orderDeal.add({ items: [{ packId: limited, account }] }));
    }
    expect(await stockOf(server, limited)).toBe(stock - 2);
    server.clock.advance(9 * MINUTE);
    expect(await cancelExpiredOrders(server.deps, server.clock.now())).toBe(0);
    server.clock.advance(MINUTE);
    const swept = await Promise.all([
      cancelExpiredOrders(server.deps, server.clock.now()),
      cancelExpiredOrders(other.deps, server.clock.now()),
    ]);
    expect(swept[0] + swept[1]).toBe(2);
    expect(await stockOf(server, limited)).toBe(stock);
    for (const order of orders) {
      const detail = await client.orderDeal.detail({ orderNo: order.orderNo });
      expect(detail.status).toBe('cancelled');
      expect(detail.timeline.map((step) => step.status)).toEqual(['unpaid', 'cancelled']);
    }
  });

  it('paying after the deadline is refused and cancels the order', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
    });
    server.clock.advance(31 * MINUTE);
    const late = await failureOf(
      client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' }),
    );
    expect(late).toMatchObject({
      status: 409,
      message: `Order ${order.orderNo} passed its payment deadline and was cancelled`,
    });
    expect((await client.orderDeal.detail({ orderNo: order.orderNo })).status).toBe('cancelled');
  });

  it('delivers a paid order whose process stopped before delivery, once, whoever sweeps', async () => {
    const { client } = await newGuest(server);
    const pack = await packId(server, 'google-play-gift-card', 'Rp 20.000 Voucher');
    const order = await client.orderDeal.add({ items: [{ packId: pack, account: {} }] });
    // What a crash right after the payment's commit leaves behind: paid, never processed.
    await server.database.db
      .updateTable('orders')
      .set({ status: 'paid', paid_at: server.clock.now(), payment_method: 'provider' })
      .where('order_no', '=', order.orderNo)
      .execute();
    expect(await resumeDeliveries(server.deps, server.clock.now())).toBe(0);
    server.clock.advance(2 * MINUTE);
    await Promise.all([
      resumeDeliveries(server.deps, server.clock.now()),
      resumeDeliveries(other.deps, server.clock.now()),
    ]);
    const detail = await client.orderDeal.detail({ orderNo: order.orderNo });
    expect(detail.status).toBe('completed');
    expect(detail.timeline.map((step) => step.status)).toEqual([
      'unpaid',
      'processing',
      'completed',
    ]);
    expect(detail.items[0]?.vouchers).toHaveLength(1);
  });

  // PGlite has one connection, so no second transaction can hold the lock: PostgreSQL only.
  const itWithTwoConnections = kind === 'postgres' ? it : () => undefined;
  itWithTwoConnections(
    'skips an order another process holds locked (FOR UPDATE SKIP LOCKED) instead of waiting',
    async () => {
      const { client } = await newGuest(server);
      const pack = await packId(server, 'mobile-legends', '86 Diamonds');
      const held = await client.orderDeal.add({ items: [{ packId: pack, account: ML_ACCOUNT }] });
      const free = await client.orderDeal.add({ items: [{ packId: pack, account: ML_ACCOUNT }] });
      server.clock.advance(31 * MINUTE);
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = other.database.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('orders')
          .select('id')
          .where('order_no', '=', held.orderNo)
          .forUpdate()
          .execute();
        locked();
        await released;
      });
      await isLocked;
      expect(await cancelExpiredOrders(server.deps, server.clock.now())).toBe(1);
      expect((await client.orderDeal.detail({ orderNo: free.orderNo })).status).toBe('cancelled');
      expect((await client.orderDeal.detail({ orderNo: held.orderNo })).status).toBe('unpaid');
      release();
      await holder;
      expect(await cancelExpiredOrders(server.deps, server.clock.now())).toBe(1);
      expect((await client.orderDeal.detail({ orderNo: held.orderNo })).status).toBe('cancelled');
    },
  );
});
