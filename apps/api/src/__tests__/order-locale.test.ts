import type { Order } from '@storefront/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { fund, newGuest, newUser, packId } from './orders-support';

/** A Genshin Impact line: its server is a choice whose label differs by language. */
const GENSHIN_ACCOUNT = { userId: '812345678', server: 'os_usa' };
const SERVER_IN_INDONESIAN = { key: 'server', label: 'Server', value: 'Amerika' };

/** The chosen server's label on every line of `order`. */
function serverLabels(order: Order) {
  return order.items.map((item) => item.accountLabels?.find((label) => label.key === 'server'));
}

// Every answer carrying an order speaks the request's language: an Indonesian page that creates,
// pays, cancels or tracks an order shows "Amerika", not "America" (the labels snapshotted on the line).
describe('order answers in the request locale', () => {
  let server: TestServer;
  let line: { packId: number; account: typeof GENSHIN_ACCOUNT };
  let items: (typeof line)[];
  beforeAll(async () => {
    server = await startServer('pglite');
    line = {
      packId: await packId(server, 'genshin-impact', '60 Genesis Crystals'),
      account: GENSHIN_ACCOUNT,
    };
    items = [line];
  });
  afterAll(() => server?.close());

  async function indonesianGuest() {
    const { guestId } = await newGuest(server);
    return server.client({ guestId, locale: 'id' });
  }

  it('OrderDeal/Add, OrderDeal/Pay through the provider and OrderDeal/Cancel', async () => {
    const client = await indonesianGuest();
    const created = await client.orderDeal.add({ items, contactEmail: 'tamu@example.com' });
    expect(serverLabels(created)).toEqual([SERVER_IN_INDONESIAN]);
    const { order: pending } = await client.orderDeal.pay({
      orderNo: created.orderNo,
      method: 'provider',
    });
    expect(serverLabels(pending)).toEqual([SERVER_IN_INDONESIAN]);
    const other = await client.orderDeal.add({ items });
    const cancelled = await client.orderDeal.cancel({ orderNo: other.orderNo });
    expect(serverLabels(cancelled)).toEqual([SERVER_IN_INDONESIAN]);
    const tracked = await server
      .client({ locale: 'id' })
      .orderDeal.track({ orderNo: created.orderNo, contactEmail: 'tamu@example.com' });
    expect(serverLabels(tracked)).toEqual([SERVER_IN_INDONESIAN]);
  });

  it('a balance payment, and the cart paid in one step', async () => {
    const user = await newUser(server, 'pembeli');
    await fund(server, user.userId, 'USD', 10_000);
    const client = server.client({ token: user.token, locale: 'id' });
    const created = await client.orderDeal.add({ items });
    const { order: paid } = await client.orderDeal.pay({
      orderNo: created.orderNo,
      method: 'balance',
    });
    expect(paid.status).not.toBe('unpaid');
    expect(serverLabels(paid)).toEqual([SERVER_IN_INDONESIAN]);
    const { item } = await client.shopCart.add(line);
    const { order: fromCart } = await client.legacy.shopcart.orderspay({
      cartItemIds: [item.id],
      method: 'balance',
    });
    expect(serverLabels(fromCart)).toEqual([SERVER_IN_INDONESIAN]);
  });
});
