import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDERS } from '../config';
import { resumeDeliveries } from '../modules/fulfilment/service';
import type { Supplier } from '../modules/fulfilment/supplier';
import { DATABASES, startServer, type TestServer } from './harness';
import { balanceOf, fund, ML_ACCOUNT, newUser, packId } from './orders-support';

type Delivered = Awaited<ReturnType<Supplier['deliver']>>;

/**
 * A supplier that holds the deliveries asked while `holding` (a process that stopped, or is slow,
 * mid-delivery) and answers at once otherwise; it counts every delivery asked, per order.
 */
function heldSupplier() {
  const held: Array<(answer: Delivered) => void> = [];
  const asked: string[] = [];
  const control = {
    holding: true,
    held,
    asked,
    supplier: {
      deliver(order) {
        asked.push(order.orderNo);
        if (!control.holding) return Promise.resolve({ vouchers: {} });
        return new Promise<Delivered>((resolve) => held.push(resolve));
      },
    } satisfies Supplier,
  };
  return control;
}

describe.each(DATABASES)('resuming deliveries a stopped process left on %s', (kind) => {
  const control = heldSupplier();
  let server: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, { supplier: control.supplier });
    // Two API processes sweeping at once (PGlite is one process: two sweeps in it).
    other = kind === 'postgres' ? await server.startProcess() : server;
  });
  afterAll(async () => {
    for (const answer of control.held.splice(0)) answer({ vouchers: {} });
    if (other !== server) await other?.close();
    await server?.close();
  });

  async function orderRow(orderNo: string) {
    return server.database.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
  }

  /** A balance payment whose delivery is under way and held: debited, `processing`, undelivered. */
  async function orderLeftProcessing(name: string) {
    control.holding = true;
    const user = await newUser(server, name);
    await fund(server, user.userId, 'USD', 1000);
    const pack = await packId(server, 'mobile-legends', '86 Diamonds');
    const order = await user.client.orderDeal.add({
      items: [{ packId: pack, account: ML_ACCOUNT }],
    });
    const paying = user.client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' });
    await expect
      .poll(() => control.asked, { timeout: 30_000, interval: 10 })
      .toContain(order.orderNo);
    expect((await orderRow(order.orderNo)).status).toBe('processing');
    expect(await balanceOf(server, user.userId, 'USD')).toBe(1000 - 149);
    return { user, orderNo: order.orderNo, paying };
  }

  async function outcome(orderNo: string) {
    const { id } = await orderRow(orderNo);
    const events = await server.database.db
      .selectFrom('order_events')
      .select('status')
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    const receipts = await server.database.db
      .selectFrom('mail_outbox')
      .select('key')
      .where('key', 'like', `${orderNo}:%`)
      .orderBy('id')
      .execute();
    const lines = await server.database.db
      .selectFrom('order_items')
      .select('vouchers')
      .where('order_id', '=', id)
      .execute();
    return {
      status: (await orderRow(orderNo)).status,
      events: events.map((event) => event.status),
      receipts: receipts.map((receipt) => receipt.key),
      vouchers: lines.flatMap((line) => line.vouchers ?? []),
      asked: control.asked.filter((each) => each === orderNo).length,
    };
  }

  it('leaves alone an order a live process is still delivering (younger than the threshold)', async () => {
    const { orderNo, paying } = await orderLeftProcessing('livedelivery');
    server.clock.advance(DEFAULT_ORDERS.deliveryResumeMs - 1000);
    await Promise.all([
      resumeDeliveries(server.deps, server.clock.now()),
      resumeDeliveries(other.deps, server.clock.now()),
    ]);
    expect(await outcome(orderNo)).toMatchObject({ status: 'processing', asked: 1 });

    // The live process finishes: its delivery is the one recorded.
    for (const answer of control.held.splice(0)) answer({ vouchers: {} });
    const paid = await paying;
    expect(paid.order.status).toBe('completed');
    expect(await outcome(orderNo)).toMatchObject({
      status: 'completed',
      events: ['unpaid', 'paid', 'processing', 'completed'],
      receipts: [`${orderNo}:paid`, `${orderNo}:completed`],
      asked: 1,
    });
  });

  it('delivers an order left processing exactly once, receipt once, with two sweeps at once', async () => {
    const { user, orderNo, paying } = await orderLeftProcessing('stoppeddelivery');
    server.clock.advance(DEFAULT_ORDERS.deliveryResumeMs + 1000);
    control.holding = false;
    await Promise.all([
      resumeDeliveries(server.deps, server.clock.now()),
      resumeDeliveries(other.deps, server.clock.now()),
    ]);
    const expected = {
      status: 'completed',
      events: ['unpaid', 'paid', 'processing', 'completed'],
      receipts: [`${orderNo}:paid`, `${orderNo}:completed`],
      vouchers: [],
      // The first attempt (held) and the sweep's: the supplier is asked again, under the same order
      // number, and only one delivery is recorded.
      asked: 2,
    };
    expect(await outcome(orderNo)).toEqual(expected);

    // The first process was only slow after all: its late answer is not recorded.
    const item = await server.database.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', (await orderRow(orderNo)).id)
      .executeTakeFirstOrThrow();
    for (const answer of control.held.splice(0)) answer({ vouchers: { [item.id]: ['LATE'] } });
    expect((await paying).order.status).toBe('completed');
    expect(await outcome(orderNo)).toEqual(expected);
    // Another sweep finds nothing left to do; the money was taken once.
    expect(await resumeDeliveries(server.deps, server.clock.now())).toBe(0);
    expect(await balanceOf(server, user.userId, 'USD')).toBe(1000 - 149);
  });
});
