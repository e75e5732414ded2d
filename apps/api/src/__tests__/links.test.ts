import type { LinkItem } from '@storefront/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../seed/seed';
import { DATABASES, failureOf, raw, startServer, type TestServer } from './harness';
import { currencyIds, loginAs, newCustomer, writeLedger } from './wallet-support';

const ROBLOX = 'https://pay.example.com/roblox/checkout/RBX7F3K92';
const robux = `${ROBLOX}?amount=4.99&item=400%20Robux`;
const demo = demoData.users[0] as (typeof demoData.users)[number];

const usdMoney = (amount: number, id: number) => ({
  amount,
  currencyId: id,
  currencyCode: 'USD',
  decimals: 2,
});

describe.each(DATABASES)('links on %s', (kind) => {
  let server: TestServer;
  let ids: Map<string, number>;
  let usd: number;
  let idr: number;

  async function newGuest() {
    const { guestId } = await server.client().shopHome.initData();
    return { guestId, client: server.client({ guestId }) };
  }

  beforeAll(async () => {
    server = await startServer(kind);
    ids = await currencyIds(server);
    usd = ids.get('USD') as number;
    idr = ids.get('IDR') as number;
  });
  afterAll(() => server?.close());

  describe('link/orderDiscountPrice', () => {
    it('quotes a link by the amount in its query string, in the chosen currency', async () => {
      const client = server.client();
      expect(
        await client.legacy.link.orderDiscountPrice({ gameName: 'roblox', url: robux }),
      ).toEqual({
        faceValue: usdMoney(499, usd),
        price: usdMoney(499, usd),
        discount: usdMoney(0, usd),
        idrDiscount: null,
        total: usdMoney(499, usd),
      });
      // 499 cents * 16250 = 81087.5 -> 81088 rupiah (a link converts exactly); IDR pays 2% less:
      // 1621, rounded down to the Rp 100 step: 1600 off.
      const rupiah = { currencyId: idr, currencyCode: 'IDR', decimals: 0 };
      const inIdr = await client.legacy.link.orderDiscountPrice({
        gameName: 'roblox',
        url: robux,
        currencyId: idr,
      });
      expect(inIdr).toEqual({
        faceValue: usdMoney(499, usd),
        price: { ...rupiah, amount: 81088 },
        discount: { ...rupiah, amount: 1600 },
        idrDiscount: { ...rupiah, amount: 1600 },
        total: { ...rupiah, amount: 79488 },
      });
      // 499 * 4.45 = 2220.55 -> 2221 sen; no discount outside IDR.
      const inMyr = await client.legacy.link.orderDiscountPrice({
        gameName: 'fortnite',
        url: 'https://pay.example.com/epic/order/EPC-2F9K1Q?amount=4.99&currency=usd',
        currencyId: ids.get('MYR'),
      });
      expect(inMyr.total).toEqual({
        amount: 2221,
        currencyId: ids.get('MYR'),
        currencyCode: 'MYR',
        decimals: 2,
      });
      expect(inMyr.discount.amount).toBe(0);
    });

    it('reads whole and one-decimal amounts', async () => {
      const client = server.client();
      for (const [amount, cents] of [
        ['10', 1000],
        ['0.5', 50],
        ['1000', 100000],
      ] as const) {
        const quote = await client.legacy.link.orderDiscountPrice({
          gameName: 'minecraft',
          url: `https://pay.example.com/minecraft/checkout/MC-88Q2ZL?amount=${amount}`,
        });
        expect(quote.faceValue.amount).toBe(cents);
      }
    });

    it('refuses links the store cannot take with 422 and a message that says why', async () => {
      const client = server.client();
      const cases: Array<[string, string, string]> = [
        ['mobile-legends', robux, 'Mobile Legends: Bang Bang is not topped up with a link'],
        ['roblox', ROBLOX, 'The link has no amount: it must carry its price, e.g. ?amount=4.99'],
        [
          'roblox',
          `${ROBLOX}?amount=`,
          'The link has no amount: it must carry its price, e.g. ?amount=4.99',
        ],
        ['roblox', `${ROBLOX}?amount=abc`, 'The amount in the link is not a valid USD price'],
        ['roblox', `${ROBLOX}?amount=4.999`, 'The amount in the link is not a valid USD price'],
        ['roblox', `${ROBLOX}?amount=0`, 'The amount in the link is not a valid USD price'],
        ['roblox', `${ROBLOX}?amount=-5`, 'The amount in the link is not a valid USD price'],
        ['roblox', `${ROBLOX}?amount=1000.01`, 'Links above 1000 USD are not accepted'],
        [
          'roblox',
          `${ROBLOX}?amount=15000&currency=IDR`,
          'Links priced in IDR are not accepted: the store takes links priced in USD',
        ],
        ['roblox', 'http://pay.example.com/roblox?amount=4.99', 'Top-up link is not valid'],
      ];
      for (const [gameName, url, message] of cases) {
        const error = await failureOf(client.legacy.link.orderDiscountPrice({ gameName, url }));
        expect({ url, status: error.status, message: error.message }).toEqual({
          url,
          status: 422,
          message,
        });
      }
      const id = await failureOf(
        server
          .client({ locale: 'id' })
          .legacy.link.orderDiscountPrice({ gameName: 'roblox', url: ROBLOX }),
      );
      expect(id.message).toBe(
        'Link tidak memuat nominal: harus ada harganya, misalnya ?amount=4.99',
      );
    });

    it('answers 404 for an unknown game, 400 for a malformed request, 422 for Razer Gold', async () => {
      const client = server.client();
      const unknown = await failureOf(
        client.legacy.link.orderDiscountPrice({ gameName: 'no-such-game', url: robux }),
      );
      expect(unknown).toMatchObject({ status: 404, message: 'Game not found: no-such-game' });
      const notUrl = await failureOf(
        client.legacy.link.orderDiscountPrice({ gameName: 'roblox', url: 'pay here please' }),
      );
      expect(notUrl.status).toBe(400);
      expect(notUrl.message).toMatch(/^url: /);
      const ftp = await failureOf(
        client.legacy.link.orderDiscountPrice({
          gameName: 'roblox',
          url: 'ftp://pay.example.com/x?amount=1',
        }),
      );
      expect(ftp.status).toBe(400);
      const razer = await failureOf(
        client.legacy.link.orderDiscountPrice({
          gameName: 'roblox',
          url: robux,
          currencyId: ids.get('RZG'),
        }),
      );
      expect(razer).toMatchObject({
        status: 422,
        message: 'This currency is only for Razer Gold items',
      });
    });
  });

  describe('link/IDRDiscount', () => {
    it('answers the rate, the discount in rupiah and a line for the customer', async () => {
      expect(await server.client().legacy.link.idrDiscount({ amount: 150000 })).toEqual({
        rateBps: 200,
        discount: { amount: 3000, currencyId: idr, currencyCode: 'IDR', decimals: 0 },
        description: 'Pay in Indonesian Rupiah (IDR) and get 2% off',
      });
      const id = await server.client({ locale: 'id' }).legacy.link.idrDiscount({ amount: 81088 });
      // 2 % of Rp 81.088 is Rp 1.621, rounded down to the Rp 100 step.
      expect(id.discount.amount).toBe(1600);
      expect(id.description).toBe('Bayar dengan Rupiah (IDR) dan hemat 2%');
    });

    it('refuses an amount that is not a positive whole number', async () => {
      for (const amount of [0, -100, 12.5]) {
        const error = await failureOf(server.client().legacy.link.idrDiscount({ amount }));
        expect(error.status).toBe(400);
        expect(error.message).toMatch(/^amount: /);
      }
    });
  });

  describe('saved links', () => {
    it('a guest adds, lists, re-quotes and deletes links; the same link is saved once', async () => {
      const { client } = await newGuest();
      expect(await client.legacy.link.list()).toEqual([]);
      const added = await client.legacy.link.add({ gameName: 'roblox', url: robux });
      expect(added).toMatchObject({
        gameName: 'roblox',
        gameTitle: 'Roblox',
        title: '400 Robux',
        url: robux,
        quote: { faceValue: usdMoney(499, usd), total: usdMoney(499, usd) },
      });
      expect(added.createdAt).toBe(server.clock.now().toISOString());
      const again = await client.legacy.link.add({ gameName: 'roblox', url: ` ${robux} ` });
      expect(again.id).toBe(added.id);

      server.clock.advance(1000);
      const epic = 'https://pay.example.com/epic/order/EPC-2F9K1Q?amount=8.49';
      const second = await client.legacy.link.add({ gameName: 'fortnite', url: epic });
      expect(second.title).toBe('Fortnite');
      const list = await client.legacy.link.list();
      expect(list.map((link) => link.id)).toEqual([second.id, added.id]);
      expect(list[1]).toEqual(added);

      const inIdr = await client.legacy.link.list({ currencyId: idr });
      expect(inIdr.map((link) => link.quote.total)).toEqual([
        // 849 * 16250 / 100 = 137962.5 -> 137963; 2% = 2759, rounded down to Rp 2.700 off.
        { amount: 137963 - 2700, currencyId: idr, currencyCode: 'IDR', decimals: 0 },
        { amount: 79488, currencyId: idr, currencyCode: 'IDR', decimals: 0 },
      ]);

      expect(await client.legacy.link.delete({ ids: [added.id, 999_999] })).toBeNull();
      expect((await client.legacy.link.list()).map((link) => link.id)).toEqual([second.id]);
    });

    it('keeps each owner to their own links', async () => {
      const first = await newGuest();
      const other = await newGuest();
      const saved = await first.client.legacy.link.add({ gameName: 'roblox', url: robux });
      expect(await other.client.legacy.link.list()).toEqual([]);
      // Someone else's id changes nothing.
      await other.client.legacy.link.delete({ ids: [saved.id] });
      expect((await first.client.legacy.link.list()).map((l) => l.id)).toEqual([saved.id]);
      // The same link saved by another owner is a separate entry.
      const theirs = await other.client.legacy.link.add({ gameName: 'roblox', url: robux });
      expect(theirs.id).not.toBe(saved.id);

      const user = await loginAs(server, demo.email, demo.password);
      const mine = await user.client.legacy.link.add({ gameName: 'roblox', url: robux });
      expect(await user.client.legacy.link.list()).toEqual([mine]);
      // A logged-in call is the user's, whatever guest id it also carries.
      const both = server.client({ token: user.token, guestId: first.guestId });
      expect((await both.legacy.link.list()).map((l) => l.id)).toEqual([mine.id]);
    });

    it("login moves a guest's links to the user, keeping a link they share once", async () => {
      const guest = await newGuest();
      const user = await newCustomer(server, 'adopter@example.com');
      const shared = await guest.client.legacy.link.add({ gameName: 'roblox', url: robux });
      const own = await guest.client.legacy.link.add({
        gameName: 'fortnite',
        url: 'https://pay.example.com/epic/order/EPC-2F9K1Q?amount=3',
      });
      const mine = await user.client.legacy.link.add({ gameName: 'roblox', url: robux });
      await server
        .client({ guestId: guest.guestId })
        .user.login({ email: 'adopter@example.com', password: 'long enough' });
      expect(await guest.client.legacy.link.list()).toEqual([]);
      const ids = (await user.client.legacy.link.list()).map((link) => link.id).sort();
      expect(ids).toEqual([mine.id, own.id].sort());
      expect(ids).not.toContain(shared.id);
    });

    it('needs a guest id this server issued or a valid token', async () => {
      const nobody = server.client();
      const forged = server.client({ guestId: 'g_AAAAAAAAAAAAAAAAAAAAAA' });
      for (const client of [nobody, forged]) {
        const error = await failureOf(client.legacy.link.list());
        expect(error).toMatchObject({
          status: 400,
          message: 'Send the guestId header from ShopHome/InitData, or log in',
        });
        expect(
          (await failureOf(client.legacy.link.add({ gameName: 'roblox', url: robux }))).status,
        ).toBe(400);
      }
      const expired = server.client({ token: 'z'.repeat(43) });
      expect(await failureOf(expired.legacy.link.list())).toMatchObject({
        status: 401,
        message: 'Login status expired, please log in again',
      });
    });

    it('refuses an add without a fresh stamp and saves nothing', async () => {
      const { guestId, client } = await newGuest();
      const add = (query: string) =>
        raw(server, `/api/link/add${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', guestid: guestId },
          body: JSON.stringify({ gameName: 'roblox', url: robux }),
        });
      const now = server.clock.now().getTime();
      const minute = 60_000;
      for (const query of ['', '?stamp=', '?stamp=yesterday', '?stamp=-5', '?stamp=1.5']) {
        const res = await add(query);
        expect({ query, status: res.status, message: res.body.message }).toEqual({
          query,
          status: 400,
          message: 'stamp: send the current time in milliseconds as the query parameter stamp',
        });
      }
      for (const stamp of [now - 10 * minute - 1, now + 10 * minute + 1]) {
        const res = await add(`?stamp=${stamp}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(
          'stamp: the request is more than 10 minutes away from the server time; try again',
        );
        expect(res.body.data).toMatchObject({ field: 'stamp', serverTime: now });
      }
      expect(await client.legacy.link.list()).toEqual([]);
      for (const stamp of [now - 10 * minute, now + 10 * minute]) {
        expect((await add(`?stamp=${stamp}`)).status).toBe(200);
      }
      expect(await client.legacy.link.list()).toHaveLength(1);
      const stored = await server.database.db
        .selectFrom('links')
        .select(['stamp'])
        .where('guest_id', '=', guestId)
        .execute();
      expect(stored).toEqual([{ stamp: now - 10 * minute }]);
      // The list call carries a stamp too, but only to get past caches.
      const list = await raw(server, '/api/link/list?stamp=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', guestid: guestId },
        body: '{}',
      });
      expect(list.status).toBe(200);
    });

    it('keeps at most 50 saved links per owner', async () => {
      const { client } = await newGuest();
      for (let index = 1; index <= 50; index++) {
        await client.legacy.link.add({ gameName: 'minecraft', url: `${ROBLOX}?amount=${index}` });
      }
      const error = await failureOf(
        client.legacy.link.add({ gameName: 'minecraft', url: `${ROBLOX}?amount=51` }),
      );
      expect(error).toMatchObject({
        status: 422,
        message: 'You can keep up to 50 saved links: pay or delete some first',
      });
      const list: LinkItem[] = await client.legacy.link.list();
      expect(list).toHaveLength(50);
      // Adding one already saved still answers it.
      const again = await client.legacy.link.add({
        gameName: 'minecraft',
        url: `${ROBLOX}?amount=7`,
      });
      expect(list.some((link) => link.id === again.id)).toBe(true);
      // A link an order holds no longer counts: ordering one frees a place.
      await client.legacy.link.payOrder({ linkIds: [again.id], method: 'provider' });
      await client.legacy.link.add({ gameName: 'minecraft', url: `${ROBLOX}?amount=51` });
      expect(await client.legacy.link.list()).toHaveLength(50);
    });
  });

  describe('link/payOrder', () => {
    const epic = 'https://pay.example.com/epic/order/EPC-2F9K1Q?amount=8.49&item=1000%20V-Bucks';
    const rina = demoData.users[1] as (typeof demoData.users)[number];
    const budi = demoData.users[2] as (typeof demoData.users)[number];

    async function balanceOf(client: ReturnType<TestServer['client']>, code: string) {
      const { user } = await client.user.summary();
      return user.userBalance.find((b) => b.currencyCode === code)?.balance;
    }

    it('a user orders saved links and pays them from a balance, charged once in the ledger', async () => {
      const user = await loginAs(server, demo.email, demo.password);
      const before = (await balanceOf(user.client, 'USD')) as number;
      const first = await user.client.legacy.link.add({ gameName: 'roblox', url: robux });
      const second = await user.client.legacy.link.add({ gameName: 'fortnite', url: epic });
      const { order, payment } = await user.client.legacy.link.payOrder({
        linkIds: [first.id, second.id],
        method: 'balance',
      });
      expect(payment).toMatchObject({ method: 'balance', status: 'paid' });
      expect(order.paymentMethod).toBe('balance');
      expect(['paid', 'processing', 'completed']).toContain(order.status);
      expect(order.items).toEqual([
        expect.objectContaining({
          kind: 'link',
          gameName: 'roblox',
          packId: null,
          packTitle: '400 Robux',
          linkUrl: robux,
          quantity: 1,
          subtotal: usdMoney(499, usd),
        }),
        expect.objectContaining({
          kind: 'link',
          gameName: 'fortnite',
          packTitle: '1000 V-Bucks',
          linkUrl: epic,
          subtotal: usdMoney(849, usd),
        }),
      ]);
      expect(order.total).toEqual(usdMoney(499 + 849, usd));
      expect(await balanceOf(user.client, 'USD')).toBe(before - 1348);
      const { list } = await user.client.user.balanceLog({ type: 'payment' });
      expect(list[0]).toMatchObject({
        amount: -1348,
        balanceAfter: before - 1348,
        orderNo: order.orderNo,
        currencyCode: 'USD',
      });

      // Paid links leave the saved list and cannot be ordered or saved again.
      expect((await user.client.legacy.link.list()).map((l) => l.id)).not.toContain(first.id);
      const again = await failureOf(
        user.client.legacy.link.payOrder({ linkIds: [first.id], method: 'balance' }),
      );
      expect(again).toMatchObject({
        status: 409,
        message: `This link is already in order ${order.orderNo}`,
      });
      const readd = await failureOf(
        user.client.legacy.link.add({ gameName: 'roblox', url: robux }),
      );
      expect(readd.status).toBe(409);
      expect(await balanceOf(user.client, 'USD')).toBe(before - 1348);
    });

    it('pays in IDR with the 2% off, the same total the quote promised', async () => {
      const user = await loginAs(server, rina.email, rina.password);
      const before = (await balanceOf(user.client, 'IDR')) as number;
      const saved = await user.client.legacy.link.add({
        gameName: 'roblox',
        url: robux,
        currencyId: idr,
      });
      expect(saved.quote.total.amount).toBe(79488);
      const { order } = await user.client.legacy.link.payOrder({
        linkIds: [saved.id],
        method: 'balance',
        currencyId: idr,
      });
      expect(order.subtotal.amount).toBe(81088);
      expect(order.discount.amount).toBe(1600);
      expect(order.total).toEqual(saved.quote.total);
      expect(await balanceOf(user.client, 'IDR')).toBe(before - 79488);
    });

    it('a retry with the same Idempotency-Key answers the first payment and charges once', async () => {
      const user = await loginAs(server, demo.email, demo.password);
      const link = await user.client.legacy.link.add({
        gameName: 'apex-legends',
        url: 'https://pay.example.com/ea/checkout/APX-51K0WD?amount=9.99',
      });
      const before = (await balanceOf(user.client, 'USD')) as number;
      const headers = { 'Idempotency-Key': 'link-pay-retry-0001' };
      const first = await user.client.legacy.link.payOrder(
        { linkIds: [link.id], method: 'balance' },
        { headers },
      );
      const retry = await user.client.legacy.link.payOrder(
        { linkIds: [link.id], method: 'balance' },
        { headers },
      );
      expect(retry.order.orderNo).toBe(first.order.orderNo);
      expect(retry.payment.status).toBe('paid');
      expect(await balanceOf(user.client, 'USD')).toBe(before - 999);
    });

    it('of several calls paying the same link at once, one orders it and the rest get 409', async () => {
      const user = await newCustomer(server, 'racing-clicks@example.com');
      await writeLedger(server, user.id, [
        { currencyId: usd, amount: 1000, type: 'deposit', createdAt: server.clock.now() },
      ]);
      const link = await user.client.legacy.link.add({
        gameName: 'ea-sports-fc',
        url: 'https://pay.example.com/ea/checkout/FC-7T4M2B?amount=1.99',
      });
      const before = (await balanceOf(user.client, 'USD')) as number;
      const ordersBefore = (await user.client.orderDeal.pageList()).total;
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () =>
          user.client.legacy.link.payOrder({ linkIds: [link.id], method: 'balance' }),
        ),
      );
      const paid = results.filter((result) => result.status === 'fulfilled');
      expect(paid).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') {
          expect((result.reason as { status?: number }).status).toBe(409);
        }
      }
      expect(await balanceOf(user.client, 'USD')).toBe(before - 199);
      expect((await user.client.orderDeal.pageList()).total).toBe(ordersBefore + 1);
      const stored = await server.database.db
        .selectFrom('links')
        .select('paying_until')
        .where('id', '=', link.id)
        .executeTakeFirstOrThrow();
      expect(stored.paying_until).toBeNull();
    });

    it('a guest pays through the provider; cancelling the order gives the link back', async () => {
      const { client } = await newGuest();
      const saved = await client.legacy.link.add({ gameName: 'roblox', url: robux });
      const { order, payment } = await client.legacy.link.payOrder({
        linkIds: [saved.id],
        method: 'provider',
        returnUrl: '/orders',
      });
      expect(payment).toMatchObject({ method: 'provider', status: 'pending' });
      expect(payment.redirectUrl).toEqual(expect.any(String));
      expect(order.status).toBe('unpaid');
      expect(await client.legacy.link.list()).toEqual([]);
      const balance = await failureOf(
        client.legacy.link.payOrder({ linkIds: [saved.id], method: 'balance' }),
      );
      expect(balance.status).toBe(409);

      await client.orderDeal.cancel({ orderNo: order.orderNo });
      expect((await client.legacy.link.list()).map((l) => l.id)).toEqual([saved.id]);
    });

    it('refuses a balance payment for a guest, a balance that is too small, and links that are not yours', async () => {
      const guest = await newGuest();
      const saved = await guest.client.legacy.link.add({ gameName: 'roblox', url: robux });
      const guestBalance = await failureOf(
        guest.client.legacy.link.payOrder({ linkIds: [saved.id], method: 'balance' }),
      );
      expect(guestBalance).toMatchObject({ status: 401, message: 'Log in to pay from a balance' });

      const poor = await loginAs(server, budi.email, budi.password);
      const link = await poor.client.legacy.link.add({
        gameName: 'roblox',
        url: robux,
        currencyId: idr,
      });
      const refused = await failureOf(
        poor.client.legacy.link.payOrder({
          linkIds: [link.id],
          method: 'balance',
          currencyId: idr,
        }),
      );
      expect(refused.status).toBe(409);
      expect(refused.message).toMatch(/^Your IDR balance is not enough/);
      // Nothing was written: no order, the link is still saved.
      expect((await poor.client.orderDeal.pageList()).total).toBe(0);
      expect((await poor.client.legacy.link.list()).map((l) => l.id)).toEqual([link.id]);

      const notTheirs = await failureOf(
        poor.client.legacy.link.payOrder({ linkIds: [link.id, saved.id], method: 'provider' }),
      );
      expect(notTheirs).toMatchObject({
        status: 404,
        message: `Saved link not found: ${saved.id}`,
      });
      const empty = await failureOf(
        poor.client.legacy.link.payOrder({ linkIds: [], method: 'provider' }),
      );
      expect(empty.status).toBe(400);
    });
  });
});
