import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK } from '../modules/shop/account';
import { DATABASES, failureOf, raw, startServer, type TestServer } from './harness';
import {
  balanceOf,
  clickOnProviderPage,
  currencyId,
  demo,
  expectLedgerExplainsBalances,
  fund,
  logIn,
  ML_ACCOUNT,
  newGuest,
  newUser,
  packId,
  stockOf,
} from './orders-support';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASES)('purchases on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('a guest buys with the sandbox provider: cart, order, hosted page, webhook, completed', async () => {
    const { client } = await newGuest(server);
    const diamonds = await packId(server, 'mobile-legends', '86 Diamonds');
    const idr = await currencyId(server, 'IDR');
    const { item, count } = await client.shopCart.add({
      packId: diamonds,
      quantity: 2,
      account: ML_ACCOUNT,
      currencyId: idr,
    });
    expect(count).toBe(1);
    // The store's own rupiah price of the pack (seeded pack_prices): Rp 24.200 a unit.
    expect(item).toMatchObject({
      kind: 'pack',
      gameName: 'mobile-legends',
      packTitle: '86 Diamonds',
      quantity: 2,
      account: ML_ACCOUNT,
      unitPrice: { amount: 24200, currencyCode: 'IDR' },
      subtotal: { amount: 48400, currencyCode: 'IDR' },
      available: true,
    });
    expect(await client.shopCart.num()).toEqual({ count: 1 });
    const cart = await client.shopCart.list({ currencyId: idr });
    expect(cart.total.amount).toBe(48400);

    const order = await client.orderDeal.add({ cartItemIds: [item.id], currencyId: idr });
    expect(order.orderNo).toMatch(/^SF\d{8}-[0-9A-Z]{6}$/);
    expect(order).toMatchObject({
      status: 'unpaid',
      subtotal: { amount: 48400 },
      // IDR pays 2% less, rounded down to Rp 100 (money/discounts.ts): 968 -> 900.
      discount: { amount: 900 },
      total: { amount: 47500 },
      paymentMethod: null,
    });
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60 * 1000);
    expect(await client.shopCart.num()).toEqual({ count: 0 });

    const { payment } = await client.orderDeal.pay({
      orderNo: order.orderNo,
      method: 'provider',
      returnUrl: '/orders/detail?from=pay',
    });
    expect(payment).toMatchObject({ method: 'provider', status: 'pending' });
    expect(payment.redirectUrl).toMatch(/^\/api\/payments\/sandbox\/PY\d{8}-[0-9A-Z]{6}$/);
    const page = await (await fetch(new URL(payment.redirectUrl ?? '', server.url))).text();
    expect(page).toContain(order.orderNo);
    // Formatted like the store (Intl, IDR has no minor digits), on the amount and the Pay button;
    // no channel named: the first that takes it, the e-wallet, adds 1.5 % (Rp 712.5 -> Rp 800).
    expect(page).toContain('<div class="amount" data-testid="amount">Rp\u00a048.300</div>');
    expect(page).toContain('Pay Rp\u00a048.300</button>');
    expect(page).toContain('Mobile Legends: Bang Bang: 86 Diamonds × 2');

    const clicked = await clickOnProviderPage(server, payment.redirectUrl ?? '', 'pay');
    expect(clicked.status).toBe(303);
    const paymentNo = payment.redirectUrl?.split('/').pop() ?? '';
    expect(clicked.location).toBe(`/orders/detail?from=pay&paymentNo=${paymentNo}&status=paid`);

    const done = await client.orderDeal.detail({ orderNo: order.orderNo });
    expect(done).toMatchObject({ status: 'completed', paymentMethod: 'provider' });
    expect(done.timeline.map((step) => step.status)).toEqual([
      'unpaid',
      'paid',
      'processing',
      'completed',
    ]);
    expect(done.items[0]?.vouchers).toEqual([]);
    // The page now says so and offers no buttons.
    const after = await (await fetch(new URL(payment.redirectUrl ?? '', server.url))).text();
    expect(after).toContain('This payment is paid.');
    expect(after).not.toContain('<form');
  });

  it('a cancelled provider payment leaves the order unpaid and payable again', async () => {
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
    });
    const { payment } = await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
    const clicked = await clickOnProviderPage(server, payment.redirectUrl ?? '', 'cancel');
    expect(clicked.status).toBe(303);
    expect(clicked.location).toBe(payment.redirectUrl);
    expect((await client.orderDeal.detail({ orderNo: order.orderNo })).status).toBe('unpaid');
    const again = await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
    expect(again.payment.redirectUrl).not.toBe(payment.redirectUrl);
    await clickOnProviderPage(server, again.payment.redirectUrl ?? '', 'pay');
    expect((await client.orderDeal.detail({ orderNo: order.orderNo })).status).toBe('completed');
  });

  it('a user buys now with the balance: one ledger payment, completed at once; paying again charges nothing', async () => {
    const user = await newUser(server, 'buyer');
    await fund(server, user.userId, 'USD', 1000);
    const pack = await packId(server, 'mobile-legends', '86 Diamonds');
    const order = await user.client.orderDeal.add({
      items: [{ packId: pack, quantity: 3, account: ML_ACCOUNT }],
    });
    expect(order.total).toMatchObject({ amount: 447, currencyCode: 'USD' });
    const paid = await user.client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' });
    expect(paid.payment).toEqual({ method: 'balance', status: 'paid', redirectUrl: null });
    expect(paid.order.status).toBe('completed');
    expect(await balanceOf(server, user.userId, 'USD')).toBe(553);
    const twice = await user.client.legacy.order.pay({ orderNo: order.orderNo, method: 'balance' });
    expect(twice.payment.status).toBe('paid');
    // The first answer is built from what delivery wrote; the second reads the order back.
    expect(twice.order).toEqual(paid.order);
    expect(await balanceOf(server, user.userId, 'USD')).toBe(553);
    const logs = await server.database.db
      .selectFrom('balance_logs')
      .selectAll()
      .where('user_id', '=', user.userId)
      .where('type', '=', 'payment')
      .execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ amount: -447, balance_after: 553, order_no: order.orderNo });
    await expectLedgerExplainsBalances(server, user.userId);
    const summary = await user.client.user.summary();
    expect(summary.orderCounts).toEqual({ unpaid: 0, inProgress: 0, completed: 1 });
  });

  it('pays from another currency by re-pricing the order in it (IDR gets its discount)', async () => {
    const user = await newUser(server, 'rupiah');
    await fund(server, user.userId, 'IDR', 100_000);
    const order = await user.client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
    });
    expect(order.total.currencyCode).toBe('USD');
    const { order: paid } = await user.client.orderDeal.pay({
      orderNo: order.orderNo,
      method: 'balance',
      currencyId: await currencyId(server, 'IDR'),
    });
    expect(paid).toMatchObject({
      subtotal: { amount: 24200, currencyCode: 'IDR' },
      discount: { amount: 400 },
      total: { amount: 23800 },
      status: 'completed',
    });
    expect(await balanceOf(server, user.userId, 'IDR')).toBe(100_000 - 23800);
  });

  it('an insufficient balance is a 409 that changes nothing', async () => {
    const user = await newUser(server, 'poor');
    await fund(server, user.userId, 'USD', 100);
    const order = await user.client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
    });
    const refused = await failureOf(
      user.client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' }),
    );
    expect(refused).toMatchObject({
      status: 409,
      message: 'Your USD balance is not enough: $1.49 needed, $1.00 available',
    });
    expect(await balanceOf(server, user.userId, 'USD')).toBe(100);
    expect((await user.client.orderDeal.detail({ orderNo: order.orderNo })).status).toBe('unpaid');
    const guest = await newGuest(server);
    const guestOrder = await guest.client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
    });
    const needsLogin = await failureOf(
      guest.client.orderDeal.pay({ orderNo: guestOrder.orderNo, method: 'balance' }),
    );
    expect(needsLogin).toMatchObject({ status: 401, message: 'Log in to pay from a balance' });
  });

  it("merges the guest's cart into the user's at login: the same pack and account add up", async () => {
    const user = await newUser(server, 'merger');
    const diamonds = await packId(server, 'mobile-legends', '86 Diamonds');
    const pass = await packId(server, 'mobile-legends', 'Weekly Diamond Pass');
    await user.client.shopCart.add({ packId: diamonds, quantity: 2, account: ML_ACCOUNT });
    const guest = await newGuest(server);
    await guest.client.shopCart.add({ packId: diamonds, quantity: 3, account: ML_ACCOUNT });
    await guest.client.legacy.shopcart.add({ packId: pass, account: ML_ACCOUNT });
    await guest.client.shopCart.add({
      packId: diamonds,
      account: { userId: '87654321', zoneId: '4321' },
    });
    const { client } = await logIn(server, user, guest.guestId);
    const cart = await client.shopCart.list();
    expect(cart.items.map((item) => [item.packTitle, item.quantity, item.account.userId])).toEqual([
      ['86 Diamonds', 5, '12345678'],
      ['Weekly Diamond Pass', 1, '12345678'],
      ['86 Diamonds', 1, '87654321'],
    ]);
    expect(cart.count).toBe(3);
    expect(await guest.client.shopCart.num()).toEqual({ count: 0 });
    expect((await client.user.summary()).cartCount).toBe(3);
  });

  it('lists orders newest first, by status and by date range, paged', async () => {
    const user = await newUser(server, 'lister');
    await fund(server, user.userId, 'USD', 10_000);
    const pack = await packId(server, 'mobile-legends', '86 Diamonds');
    // A day later the 2-hour token has expired: log in again, as the customer would.
    const nextDay = async () => {
      server.clock.advance(DAY);
      user.client = (await logIn(server, user)).client;
    };
    const buy = () => user.client.orderDeal.add({ items: [{ packId: pack, account: ML_ACCOUNT }] });
    const first = await buy();
    await nextDay();
    const second = await buy();
    await user.client.orderDeal.pay({ orderNo: second.orderNo, method: 'balance' });
    await nextDay();
    const third = await buy();
    await user.client.orderDeal.cancel({ orderNo: first.orderNo });

    const all = await user.client.orderDeal.pageList({});
    expect(all.list.map((order) => order.orderNo)).toEqual([
      third.orderNo,
      second.orderNo,
      first.orderNo,
    ]);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.list[0]).toMatchObject({
      status: 'unpaid',
      itemCount: 1,
      gameTitle: 'Mobile Legends: Bang Bang',
      packTitle: '86 Diamonds',
    });
    const completed = await user.client.legacy.order.list({ status: 'completed' });
    expect(completed.list.map((order) => order.orderNo)).toEqual([second.orderNo]);
    const cancelled = await user.client.orderDeal.pageList({ status: 'cancelled' });
    expect(cancelled.list.map((order) => order.orderNo)).toEqual([first.orderNo]);
    const day = (order: { createdAt: string }) => order.createdAt.slice(0, 10);
    const middle = await user.client.orderDeal.pageList({ from: day(second), to: day(second) });
    expect(middle.list.map((order) => order.orderNo)).toEqual([second.orderNo]);
    const fromSecond = await user.client.orderDeal.pageList({ from: day(second) });
    expect(fromSecond.total).toBe(2);
    const page2 = await user.client.orderDeal.pageList({ page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.list.map((order) => order.orderNo)).toEqual([first.orderNo]);
    expect((await user.client.user.summary()).orderCounts).toEqual({
      unpaid: 1,
      inProgress: 0,
      completed: 1,
    });
    // Someone else's orders are not there, nor reachable.
    const other = await newGuest(server);
    expect((await other.client.orderDeal.pageList({})).total).toBe(0);
    const hidden = await failureOf(other.client.orderDeal.detail({ orderNo: third.orderNo }));
    expect(hidden).toMatchObject({ status: 404, message: `Order not found: ${third.orderNo}` });
  });

  it('issues voucher codes for voucher games, shown in the order detail', async () => {
    const user = await newUser(server, 'voucher');
    await fund(server, user.userId, 'USD', 5000);
    const card = await packId(server, 'google-play-gift-card', 'Rp 20.000 Voucher');
    const diamonds = await packId(server, 'mobile-legends', '86 Diamonds');
    const order = await user.client.orderDeal.add({
      items: [
        { packId: card, quantity: 2, account: {} },
        { packId: diamonds, account: ML_ACCOUNT },
      ],
    });
    const paid = await user.client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' });
    const detail = await user.client.legacy.order.detail({ orderNo: order.orderNo });
    expect(paid.order).toEqual(detail);
    expect(detail.status).toBe('completed');
    const [voucherLine, topupLine] = detail.items;
    expect(voucherLine?.vouchers).toHaveLength(2);
    for (const code of voucherLine?.vouchers ?? []) {
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    }
    expect(new Set(voucherLine?.vouchers).size).toBe(2);
    expect(topupLine?.vouchers).toEqual([]);
  });

  it('keeps Login-type credentials sealed in the tables, masked in answers, wiped when the order ends', async () => {
    const user = await newUser(server, 'login');
    await fund(server, user.userId, 'USD', 5000);
    const pack = await packId(server, 'mobile-legends-adventure', '60 Diamonds');
    const account = {
      loginMethod: 'moonton',
      email: 'player@example.com',
      password: 'hunter2-secret',
    };
    const { item } = await user.client.shopCart.add({ packId: pack, account });
    expect(item.account).toEqual({ ...account, password: MASK });
    const stored = await server.database.db
      .selectFrom('cart_items')
      .selectAll()
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('hunter2-secret');
    expect(stored.account_secret).toMatch(/^v2\.k0\.[\w-]+\.[\w-]+\.[\w-]+$/);

    const order = await user.client.orderDeal.add({ cartItemIds: [item.id] });
    expect(order.items[0]?.account).toEqual({ ...account, password: MASK });
    const rows = await server.database.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.account', 'order_items.account_secret'])
      .where('orders.order_no', '=', order.orderNo)
      .execute();
    expect(JSON.stringify(rows)).not.toContain('hunter2-secret');
    expect(rows[0]?.account_secret).toBeTruthy();

    await user.client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' });
    const ended = await server.database.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.account_secret'])
      .where('orders.order_no', '=', order.orderNo)
      .execute();
    expect(ended.map((row) => row.account_secret)).toEqual([null]);
    const detail = await user.client.orderDeal.detail({ orderNo: order.orderNo });
    expect(detail.items[0]?.account.password).toBe(MASK);
    expect(JSON.stringify(detail)).not.toContain('hunter2-secret');

    // A cancelled order wipes them too.
    const again = await user.client.orderDeal.add({ items: [{ packId: pack, account }] });
    await user.client.orderDeal.cancel({ orderNo: again.orderNo });
    const wiped = await server.database.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.account_secret'])
      .where('orders.order_no', '=', again.orderNo)
      .execute();
    expect(wiped.map((row) => row.account_secret)).toEqual([null]);
  });

  it('reserves stock at creation (gameStockValidate reports it) and releases it on cancel', async () => {
    const { client } = await newGuest(server);
    const gems = await packId(server, 'lords-mobile', '15,000 Gems');
    const before = (await stockOf(server, gems)) ?? 0;
    expect(before).toBeGreaterThanOrEqual(2);
    const order = await client.legacy.order.create({
      items: [{ packId: gems, quantity: 2, account: { userId: '987654321' } }],
    });
    expect(await stockOf(server, gems)).toBe(before - 2);
    const check = await client.legacy.game.gameStockValidate({
      items: [{ packId: gems, quantity: before - 1 }],
    });
    expect(check).toMatchObject({ ok: false, items: [{ available: before - 2, ok: false }] });
    const cancelled = await client.orderDeal.cancel({ orderNo: order.orderNo });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.map((step) => step.status)).toEqual(['unpaid', 'cancelled']);
    expect(await stockOf(server, gems)).toBe(before);
    const twice = await failureOf(client.orderDeal.cancel({ orderNo: order.orderNo }));
    expect(twice).toMatchObject({
      status: 409,
      message: `Order ${order.orderNo} is cancelled: only unpaid orders can be cancelled`,
    });
    const payCancelled = await failureOf(
      client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' }),
    );
    expect(payCancelled.status).toBe(409);
  });

  it('orders placed at once, their packs read together, each get their own packs; a missing one is 404 alone', async () => {
    const { client } = await newGuest(server);
    const titles = ['86 Diamonds', '172 Diamonds', '706 Diamonds'];
    const packs = await Promise.all(titles.map((title) => packId(server, 'mobile-legends', title)));
    const asked = [...packs, 999_998, ...packs.slice().reverse(), packs[0] as number];
    const answers = await Promise.all(
      asked.map((id) =>
        client.orderDeal
          .add({ items: [{ packId: id, account: ML_ACCOUNT }] })
          .then((order) => order.items.map((item) => item.packTitle))
          .catch((error: unknown) => (error as { message: string }).message),
      ),
    );
    expect(answers).toEqual([
      ...titles.map((title) => [title]),
      'Pack not found: 999998',
      ...titles
        .slice()
        .reverse()
        .map((title) => [title]),
      [titles[0]],
    ]);
  });

  it('refuses bad input clearly and writes nothing', async () => {
    const { client, guestId } = await newGuest(server);
    const diamonds = await packId(server, 'mobile-legends', '86 Diamonds');
    const soldOut = await packId(server, 'mobile-legends', 'Twilight Pass');
    const countOrders = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const orders = await countOrders();
    const stock = await stockOf(server, diamonds);

    const mixed = await failureOf(
      client.orderDeal.add({
        items: [
          { packId: diamonds, account: ML_ACCOUNT },
          { packId: soldOut, account: ML_ACCOUNT },
        ],
      }),
    );
    expect(mixed).toMatchObject({ status: 409, message: 'Twilight Pass is sold out' });
    const missing = await failureOf(
      client.orderDeal.add({ items: [{ packId: 999_999, account: ML_ACCOUNT }] }),
    );
    expect(missing).toMatchObject({ status: 404, message: 'Pack not found: 999999' });
    const badZone = await failureOf(
      client.orderDeal.add({
        items: [{ packId: diamonds, account: { userId: '12345678', zoneId: 'x' } }],
      }),
    );
    expect(badZone).toMatchObject({ status: 422, message: 'Zone ID is not valid' });
    const both = await failureOf(
      client.orderDeal.add({ cartItemIds: [1], items: [{ packId: diamonds, account: {} }] }),
    );
    expect(both).toMatchObject({ status: 400, message: 'body: give either cartItemIds or items' });
    const notMine = await failureOf(client.orderDeal.add({ cartItemIds: [123_456] }));
    expect(notMine).toMatchObject({ status: 404, message: 'Cart item not found: 123456' });
    const badNo = await failureOf(client.orderDeal.detail({ orderNo: 'nope' }));
    expect(badNo).toMatchObject({ status: 400, message: 'orderNo: not an order number' });
    const soldOutCart = await failureOf(
      client.shopCart.add({ packId: soldOut, account: ML_ACCOUNT }),
    );
    expect(soldOutCart.status).toBe(409);
    expect(await countOrders()).toBe(orders);
    expect(await stockOf(server, diamonds)).toBe(stock);
    expect(await client.shopCart.num()).toEqual({ count: 0 });

    const noGuest = await raw(server, '/api/ShopCart/Num', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noGuest.status).toBe(400);
    expect(noGuest.body.message).toBe('Send the guestId header from ShopHome/InitData, or log in');
    const forged = await raw(server, '/api/ShopCart/Num', {
      method: 'POST',
      headers: { 'content-type': 'application/json', guestId: `g_${'A'.repeat(22)}` },
      body: '{}',
    });
    expect(forged.status).toBe(400);
    const badToken = await raw(server, '/api/ShopCart/Num', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        guestId,
        authorization: 'Bearer nope-nope-nope-nope',
      },
      body: '{}',
    });
    expect(badToken.status).toBe(401);
    const idMessage = await failureOf(
      server.client({ guestId, locale: 'id' }).orderDeal.detail({ orderNo: 'SF20260101-AAAAAA' }),
    );
    expect(idMessage.message).toBe('Pesanan tidak ditemukan: SF20260101-AAAAAA');
  });

  it('keeps Razer Gold items apart: priced in Razer Gold, removed with ShopRazer/Del, ordered on their own', async () => {
    const { client } = await newGuest(server);
    const diamonds = await packId(server, 'mobile-legends', '86 Diamonds');
    const razer = await client.shopRazer.addCart({ packId: diamonds, account: ML_ACCOUNT });
    expect(razer.item).toMatchObject({
      kind: 'razer',
      unitPrice: { currencyCode: 'RZG', amount: 149 },
    });
    const pack = await client.shopCart.add({ packId: diamonds, account: ML_ACCOUNT });
    const cart = await client.shopCart.list({ currencyId: await currencyId(server, 'MYR') });
    expect(cart.count).toBe(2);
    expect(cart.razerTotal).toMatchObject({ amount: 149, currencyCode: 'RZG' });
    // 149 cents at 4.45 MYR per USD = 663.05 sen -> 663 -> RM 6.65 (the 5 sen step).
    expect(cart.total).toMatchObject({ amount: 665, currencyCode: 'MYR' });
    const mixed = await failureOf(
      client.orderDeal.add({ cartItemIds: [razer.item.id, pack.item.id] }),
    );
    expect(mixed.status).toBe(422);
    const order = await client.orderDeal.add({ cartItemIds: [razer.item.id] });
    expect(order.total).toMatchObject({ currencyCode: 'RZG', amount: 149 });
    expect(order.items[0]?.kind).toBe('razer');
    await client.shopCart.add({ packId: diamonds, quantity: 2, account: ML_ACCOUNT });
    const again = await client.shopRazer.addCart({ packId: diamonds, account: ML_ACCOUNT });
    expect(await client.shopRazer.del({ ids: [again.item.id, pack.item.id] })).toEqual({
      count: 1,
    });
    expect(await client.legacy.shopcart.delete({ ids: [pack.item.id] })).toEqual({ count: 0 });
  });

  it('shopcart/orderspay orders and pays the chosen cart items in one step', async () => {
    const { client, userId } = await logIn(server, demo);
    const diamonds = await packId(server, 'mobile-legends', '86 Diamonds');
    const { item } = await client.shopCart.add({ packId: diamonds, account: ML_ACCOUNT });
    const before = await balanceOf(server, userId, 'USD');
    const { order, payment } = await client.legacy.shopcart.orderspay({
      cartItemIds: [item.id],
      method: 'balance',
    });
    expect(payment.status).toBe('paid');
    expect(order.status).toBe('completed');
    expect(await balanceOf(server, userId, 'USD')).toBe(before - 149);
    const guest = await newGuest(server);
    const line = await guest.client.shopCart.add({ packId: diamonds, account: ML_ACCOUNT });
    const viaProvider = await guest.client.legacy.shopcart.orderspay({
      cartItemIds: [line.item.id],
      method: 'provider',
    });
    expect(viaProvider.payment.status).toBe('pending');
    expect(viaProvider.order.status).toBe('unpaid');
    expect(await guest.client.shopCart.num()).toEqual({ count: 0 });
  });
});
