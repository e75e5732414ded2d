import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../seed/seed';
import { DATABASES, failureOf, startServer, type TestServer } from './harness';
import { currencyIds, loginAs } from './wallet-support';

const ML_ACCOUNT = { userId: '12345678', zoneId: '1234' };

describe.each(DATABASES)('prices on %s', (kind) => {
  let server: TestServer;

  async function packOf(gameName: string, title: string) {
    const game = await server.client().shopGame.detail({ name: gameName });
    const pack = game.packs.find((candidate) => candidate.title === title);
    if (!pack) throw new Error(`${gameName} has no pack ${title}`);
    return pack;
  }

  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  describe('Razer Gold', () => {
    it('GetRate answers the Razer Gold currency, its rate and when it was set', async () => {
      const before = Date.now();
      const currencies = await server.client().legacy.currency.list();
      const razerGold = currencies.find((currency) => currency.kind === 'razerGold');
      const rate = await server.client().shopRazer.getRate();
      expect(rate.currency).toEqual(razerGold);
      expect(rate.rate).toBe(razerGold?.rate);
      // Written by the database when the seed inserted the currency, a moment ago.
      expect(Date.parse(rate.updatedAt)).toBeLessThanOrEqual(before);
      expect(before - Date.parse(rate.updatedAt)).toBeLessThan(10 * 60_000);
    });

    it('follows a change of the rate', async () => {
      const changedAt = new Date('2026-11-20T10:00:00.000Z');
      await server.database.db
        .updateTable('currencies')
        .set({ rate: '1.25', rate_updated_at: changedAt })
        .where('kind', '=', 'razerGold')
        .execute();
      try {
        const rate = await server.client().shopRazer.getRate();
        expect(rate).toMatchObject({ rate: '1.25', updatedAt: changedAt.toISOString() });
        const pack = await packOf('mobile-legends', '86 Diamonds');
        const quote = await server.client().shopRazer.checkPrice({ packId: pack.id, quantity: 3 });
        // 1.25 RZG per USD, half up per unit: the same rule as every other currency.
        const unit = Math.floor((pack.price.amount * 125 * 2 + 100) / 200);
        expect(quote.unitPrice.amount).toBe(unit);
        expect(quote.total.amount).toBe(unit * 3);
        expect(quote.rate).toBe('1.25');
      } finally {
        await server.database.db
          .updateTable('currencies')
          .set({ rate: '1.00' })
          .where('kind', '=', 'razerGold')
          .execute();
      }
      // A new rate written alone stamps its own time.
      const restored = await server.client().shopRazer.getRate();
      expect(restored.rate).toBe('1.00');
      expect(Date.parse(restored.updatedAt)).toBeGreaterThan(changedAt.getTime());
      expect(Math.abs(Date.now() - Date.parse(restored.updatedAt))).toBeLessThan(60_000);
    });

    it('CheckPrice quotes a pack in Razer Gold: unit price times quantity, no discount', async () => {
      const rate = await server.client().shopRazer.getRate();
      const game = await server.client().shopGame.detail({ name: 'genshin-impact' });
      const pack = game.packs[2];
      if (!pack) throw new Error('genshin-impact has fewer than 3 packs');
      expect(pack.price.currencyCode).toBe('USD');
      const cents = pack.price.amount;
      const razer = {
        currencyId: rate.currency.id,
        currencyCode: rate.currency.code,
        decimals: rate.currency.decimals,
      };
      expect(await server.client().shopRazer.checkPrice({ packId: pack.id, quantity: 2 })).toEqual({
        packId: pack.id,
        quantity: 2,
        // The seed's rate is 1.00 Razer Gold per USD with 2 decimals: cents and Razer Gold cents agree.
        unitPrice: { ...razer, amount: cents },
        total: { ...razer, amount: cents * 2 },
        rate: '1.00',
      });
      const one = await server.client().shopRazer.checkPrice({ packId: pack.id });
      expect(one).toMatchObject({ quantity: 1, total: { amount: cents } });
    });

    it('refuses an unknown pack with 404 and bad quantities with 400', async () => {
      const client = server.client();
      expect(await failureOf(client.shopRazer.checkPrice({ packId: 999_999 }))).toMatchObject({
        status: 404,
        message: 'Pack not found: 999999',
      });
      for (const quantity of [0, 100, 1.5]) {
        const error = await failureOf(client.shopRazer.checkPrice({ packId: 1, quantity }));
        expect(error.status).toBe(400);
        expect(error.message).toMatch(/^quantity: /);
      }
    });
  });
  describe('user/orderCurrencysDiscountPrice', () => {
    const demo = demoData.users[0] as (typeof demoData.users)[number];

    async function newGuest() {
      const { guestId } = await server.client().shopHome.initData();
      return server.client({ guestId });
    }

    /** Unit prices as the catalog shows them in each currency, by currency id. */
    async function catalogUnits(packId: number) {
      const units = new Map<number, number>();
      for (const currencyId of (await currencyIds(server)).values()) {
        const game = await server.client().shopGame.detail({ name: 'mobile-legends', currencyId });
        const pack = game.packs.find((p) => p.id === packId);
        if (pack) units.set(currencyId, pack.price.amount);
      }
      return units;
    }

    it("prices a user's order in every currency it can be paid in, against their balances", async () => {
      const user = await loginAs(server, demo.email, demo.password);
      const ids = await currencyIds(server);
      const game = await server.client().shopGame.detail({ name: 'mobile-legends' });
      const pack = game.packs[1];
      if (!pack) throw new Error('mobile-legends has fewer than 2 packs');
      const order = await user.client.orderDeal.add({
        items: [{ packId: pack.id, quantity: 2, account: ML_ACCOUNT }],
        currencyId: ids.get('IDR'),
      });
      const { orderNo, prices } = await user.client.legacy.user.orderCurrencysDiscountPrice({
        orderNo: order.orderNo,
      });
      expect(orderNo).toBe(order.orderNo);
      // Every currency but Razer Gold, which only pays Razer Gold items.
      expect(prices.map((p) => p.currencyCode)).toEqual(['USD', 'IDR', 'MYR', 'PHP', 'SGD']);
      const units = await catalogUnits(pack.id);
      for (const entry of prices) {
        const subtotal = (units.get(entry.currencyId) as number) * 2;
        // IDR: 2 % off, rounded down to the Rp 100 price step.
        const discount =
          entry.currencyCode === 'IDR' ? Math.floor((subtotal * 2) / 100 / 100) * 100 : 0;
        const money = { currencyId: entry.currencyId, currencyCode: entry.currencyCode };
        const balance = demo.balances[entry.currencyCode] ?? 0;
        expect(entry).toEqual({
          ...money,
          price: expect.objectContaining({ ...money, amount: subtotal }),
          discount: expect.objectContaining({ ...money, amount: discount }),
          total: expect.objectContaining({ ...money, amount: subtotal - discount }),
          balance: expect.objectContaining({ ...money, amount: balance }),
          covered: balance >= subtotal - discount,
        });
      }
      // The order's own currency agrees with the order.
      const idr = prices.find((p) => p.currencyCode === 'IDR');
      expect(idr?.total).toEqual(order.total);
      expect(idr?.discount).toEqual(order.discount);
      expect(prices.some((p) => p.covered)).toBe(true);
      expect(prices.some((p) => !p.covered)).toBe(true);
    });

    it('answers a guest with no balances, and only the owner sees an order', async () => {
      const guest = await newGuest();
      const game = await server.client().shopGame.detail({ name: 'mobile-legends' });
      const packId = game.packs[0]?.id as number;
      const order = await guest.orderDeal.add({ items: [{ packId, account: ML_ACCOUNT }] });
      const { prices } = await guest.legacy.user.orderCurrencysDiscountPrice({
        orderNo: order.orderNo,
      });
      expect(prices).toHaveLength(5);
      expect(prices.every((p) => p.balance === null && p.covered === false)).toBe(true);
      expect(prices.find((p) => p.currencyId === order.total.currencyId)?.total).toEqual(
        order.total,
      );

      const stranger = await newGuest();
      const user = await loginAs(server, demo.email, demo.password);
      for (const client of [stranger, user.client]) {
        expect(
          await failureOf(
            client.legacy.user.orderCurrencysDiscountPrice({ orderNo: order.orderNo }),
          ),
        ).toMatchObject({ status: 404, message: `Order not found: ${order.orderNo}` });
      }
      const bad = await failureOf(
        guest.legacy.user.orderCurrencysDiscountPrice({ orderNo: 'nope' }),
      );
      expect(bad).toMatchObject({ status: 400, message: 'orderNo: not an order number' });
      const nobody = await failureOf(
        server.client().legacy.user.orderCurrencysDiscountPrice({ orderNo: order.orderNo }),
      );
      expect(nobody.status).toBe(400);
    });

    it('prices a Razer Gold order in Razer Gold only, as CheckPrice quoted it', async () => {
      const user = await loginAs(server, demo.email, demo.password);
      const game = await server.client().shopGame.detail({ name: 'mobile-legends' });
      const packId = game.packs[2]?.id as number;
      const { item } = await user.client.shopRazer.addCart({
        packId,
        quantity: 3,
        account: ML_ACCOUNT,
      });
      const order = await user.client.orderDeal.add({ cartItemIds: [item.id] });
      const quote = await server.client().shopRazer.checkPrice({ packId, quantity: 3 });
      const { prices } = await user.client.legacy.user.orderCurrencysDiscountPrice({
        orderNo: order.orderNo,
      });
      expect(prices.map((p) => p.currencyCode)).toEqual(['RZG']);
      expect(prices[0]).toMatchObject({ total: quote.total, price: quote.total, covered: false });
      expect(order.total).toEqual(quote.total);
    });

    it('prices a link order as the link was quoted', async () => {
      const guest = await newGuest();
      const url = 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=12.34';
      const ids = await currencyIds(server);
      const link = await guest.legacy.link.add({ gameName: 'roblox', url });
      const { order } = await guest.legacy.link.payOrder({
        linkIds: [link.id],
        method: 'provider',
      });
      const { prices } = await guest.legacy.user.orderCurrencysDiscountPrice({
        orderNo: order.orderNo,
      });
      for (const code of ['USD', 'IDR', 'MYR']) {
        const currencyId = ids.get(code) as number;
        const quote = await guest.legacy.link.orderDiscountPrice({
          gameName: 'roblox',
          url,
          currencyId,
        });
        expect(prices.find((p) => p.currencyCode === code)).toMatchObject({
          price: quote.price,
          discount: quote.discount,
          total: quote.total,
        });
      }
    });
  });
});
