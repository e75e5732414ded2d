import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, postJson, startServer, type TestServer } from './harness';
import { ML_ACCOUNT, newGuest, newUser, packId } from './orders-support';

describe.each(DATABASES)('the contact email of orders on %s', (kind) => {
  let server: TestServer;
  let items: Array<{ packId: number; account: typeof ML_ACCOUNT }>;
  beforeAll(async () => {
    server = await startServer(kind);
    items = [
      { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
    ];
  });
  afterAll(() => server?.close());

  async function storedEmail(orderNo: string): Promise<string | null> {
    const row = await server.database.db
      .selectFrom('orders')
      .select('contact_email')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    return row.contact_email;
  }

  it('a guest order keeps the email given, lower-cased, and shows it', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({ items, contactEmail: 'Guest.Buyer@Example.com' });
    expect(order.contactEmail).toBe('guest.buyer@example.com');
    expect(await storedEmail(order.orderNo)).toBe('guest.buyer@example.com');
    const again = await client.orderDeal.detail({ orderNo: order.orderNo });
    expect(again.contactEmail).toBe('guest.buyer@example.com');
  });

  it('a guest order without an email keeps none', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({ items });
    expect(order.contactEmail).toBeNull();
  });

  it("a user's order keeps the account email unless another is given", async () => {
    const user = await newUser(server, 'contact');
    const own = await user.client.orderDeal.add({ items });
    expect(own.contactEmail).toBe(user.email);
    const other = await user.client.orderDeal.add({ items, contactEmail: 'gift@example.com' });
    expect(await storedEmail(other.orderNo)).toBe('gift@example.com');
  });

  it('the email given when paying replaces the one of the order (the checkout field)', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({ items });
    const { order: paid } = await client.orderDeal.pay({
      orderNo: order.orderNo,
      method: 'provider',
      contactEmail: 'Later@Example.com',
    });
    expect(paid.contactEmail).toBe('later@example.com');
    expect(await storedEmail(order.orderNo)).toBe('later@example.com');
  });

  it.each([
    ['not an email', 'no-at-sign'],
    ['too long', `${'a'.repeat(250)}@example.com`],
    ['not a string', 42],
  ])(
    'an email that is %s is a 400 naming contactEmail, and no order is written',
    async (_, contactEmail) => {
      const { guestId } = await newGuest(server);
      const before = await server.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await postJson(
        server,
        '/api/OrderDeal/Add',
        { items, contactEmail },
        { guestid: guestId },
      );
      expect(res.status, res.text).toBe(400);
      expect(JSON.stringify(res.body.data)).toContain('contactEmail');
      const after = await server.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    },
  );
});
