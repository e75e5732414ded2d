import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK } from '../modules/shop/account';
import { DATABASES, failureOf, startServer, type TestServer } from './harness';
import { currencyId, ML_ACCOUNT, newGuest, packId } from './orders-support';

describe.each(DATABASES)('ShopCart/Update on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('sets the quantity of a line and answers it re-priced in the chosen currency', async () => {
    const { client } = await newGuest(server);
    const diamonds = await packId(server, 'mobile-legends', '86 Diamonds');
    const idr = await currencyId(server, 'IDR');
    const { item } = await client.shopCart.add({ packId: diamonds, account: ML_ACCOUNT });

    const updated = await client.shopCart.update({ id: item.id, quantity: 3, currencyId: idr });

    expect(updated.count).toBe(1);
    expect(updated.item).toMatchObject({ id: item.id, quantity: 3, account: ML_ACCOUNT });
    expect(updated.item.subtotal).toEqual({
      ...updated.item.unitPrice,
      amount: updated.item.unitPrice.amount * 3,
    });
    expect(updated.item.unitPrice.currencyCode).toBe('IDR');
    const cart = await client.shopCart.list();
    expect(cart.items.map((line) => line.quantity)).toEqual([3]);
  });

  it('keeps the sealed login of a Login-type line when its quantity changes', async () => {
    const { client } = await newGuest(server);
    const pack = await packId(server, 'mobile-legends-adventure', '60 Diamonds');
    const account = {
      loginMethod: 'moonton',
      email: 'player@example.com',
      password: 'hunter2-secret',
    };
    const { item } = await client.shopCart.add({ packId: pack, account });
    const sealed = async () =>
      (
        await server.database.db
          .selectFrom('cart_items')
          .select(['account_secret'])
          .where('id', '=', item.id)
          .executeTakeFirstOrThrow()
      ).account_secret;
    const before = await sealed();

    const updated = await client.shopCart.update({ id: item.id, quantity: 2 });

    expect(updated.item.account).toEqual({ ...account, password: MASK });
    expect(await sealed()).toBe(before);
  });

  it('refuses a quantity over the stock, outside 1..99, or a line of another visitor, changing nothing', async () => {
    const owner = await newGuest(server);
    const stranger = await newGuest(server);
    const diamonds = await packId(server, 'mobile-legends', '172 Diamonds');
    const { item } = await owner.client.shopCart.add({ packId: diamonds, account: ML_ACCOUNT });
    await server.database.db
      .updateTable('packs')
      .set({ stock: 2 })
      .where('id', '=', diamonds)
      .execute();
    try {
      const overStock = await failureOf(owner.client.shopCart.update({ id: item.id, quantity: 3 }));
      expect(overStock.status).toBe(409);
      expect(overStock.message).toContain('Only 2');

      const zero = await failureOf(owner.client.shopCart.update({ id: item.id, quantity: 0 }));
      expect(zero.status).toBe(400);
      const tooMany = await failureOf(owner.client.shopCart.update({ id: item.id, quantity: 100 }));
      expect(tooMany.status).toBe(400);

      const notTheirs = await failureOf(
        stranger.client.shopCart.update({ id: item.id, quantity: 2 }),
      );
      expect(notTheirs.status).toBe(404);
      expect(notTheirs.message).toBe(`Cart item not found: ${item.id}`);
    } finally {
      await server.database.db
        .updateTable('packs')
        .set({ stock: null })
        .where('id', '=', diamonds)
        .execute();
    }
    const cart = await owner.client.shopCart.list();
    expect(cart.items.map((line) => line.quantity)).toEqual([1]);
  });
});
