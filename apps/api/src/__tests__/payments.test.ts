import type { ApiClient } from '@storefront/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Supplier } from '../modules/fulfilment/supplier';
import { DATABASES, failureOf, startServer, type TestServer } from './harness';
import {
  balanceOf,
  clickOnProviderPage,
  currencyId,
  expectLedgerExplainsBalances,
  fund,
  logIn,
  ML_ACCOUNT,
  newGuest,
  newUser,
  packId,
  stockOf,
} from './orders-support';

const PRICE = 149; // 86 Diamonds, in USD cents

/** Orders of one 86-diamond pack each, created concurrently. */
async function createOrders(server: TestServer, client: ApiClient, count: number) {
  const pack = await packId(server, 'mobile-legends', '86 Diamonds');
  const orders = await Promise.all(
    Array.from({ length: count }, () =>
      client.orderDeal.add({ items: [{ packId: pack, account: ML_ACCOUNT }] }),
    ),
  );
  expect(new Set(orders.map((order) => order.orderNo)).size).toBe(count);
  return orders;
}

describe.each(DATABASES)('money under concurrency on %s', (kind) => {
  let server: TestServer;
  /** On PostgreSQL a second API process on the same database; on PGlite the same process. */
  let other: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
    other = kind === 'postgres' ? await server.startProcess() : server;
  });
  afterAll(async () => {
    if (other && other !== server) await other.close();
    await server?.close();
  });

  const clientsOf = (token: string) => [server.client({ token }), other.client({ token })] as const;

  it('200 concurrent payments of different orders succeed exactly as often as the balance covers', async () => {
    const user = await newUser(server, 'racer');
    const covered = 37;
    await fund(server, user.userId, 'USD', covered * PRICE);
    const orders = await createOrders(server, user.client, 200);
    const clients = clientsOf(user.token);
    const results = await Promise.allSettled(
      orders.map((order, index) =>
        (clients[index % 2] as ApiClient).orderDeal.pay({
          orderNo: order.orderNo,
          method: 'balance',
        }),
      ),
    );
    const paid = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(paid).toHaveLength(covered);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    }
    expect(await balanceOf(server, user.userId, 'USD')).toBe(0);
    await expectLedgerExplainsBalances(server, user.userId);
    const payments = await server.database.db
      .selectFrom('balance_logs')
      .select('amount')
      .where('user_id', '=', user.userId)
      .where('type', '=', 'payment')
      .execute();
    expect(payments).toHaveLength(covered);
    const completed = await user.client.orderDeal.pageList({ status: 'completed', pageSize: 100 });
    expect(completed.total).toBe(covered);
    const unpaid = await user.client.orderDeal.pageList({ status: 'unpaid', pageSize: 100 });
    expect(unpaid.total).toBe(200 - covered);
  });

  it('the same order paid 50 times at once is charged once', async () => {
    const user = await newUser(server, 'clicker');
    await fund(server, user.userId, 'USD', 10 * PRICE);
    const [order] = await createOrders(server, user.client, 1);
    const clients = clientsOf(user.token);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        (clients[index % 2] as ApiClient).orderDeal.pay({
          orderNo: order?.orderNo ?? '',
          method: 'balance',
        }),
      ),
    );
    expect(results.every((result) => result.payment.status === 'paid')).toBe(true);
    expect(await balanceOf(server, user.userId, 'USD')).toBe(9 * PRICE);
    await expectLedgerExplainsBalances(server, user.userId);
    const detail = await user.client.orderDeal.detail({ orderNo: order?.orderNo ?? '' });
    expect(detail.status).toBe('completed');
    expect(detail.timeline.filter((step) => step.status === 'paid')).toHaveLength(1);
  });

  it('an Idempotency-Key makes retries safe and cannot be reused for another order', async () => {
    const user = await newUser(server, 'retrier');
    await fund(server, user.userId, 'USD', 10 * PRICE);
    const [first, second] = await createOrders(server, user.client, 2);
    const headers = { 'Idempotency-Key': 'checkout-attempt-0001' };
    const [clientA, clientB] = clientsOf(user.token);
    const retries = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? clientA : clientB).orderDeal.pay(
          { orderNo: first?.orderNo ?? '', method: 'balance' },
          { headers },
        ),
      ),
    );
    expect(retries.every((result) => result.order.orderNo === first?.orderNo)).toBe(true);
    expect(await balanceOf(server, user.userId, 'USD')).toBe(9 * PRICE);
    const reused = await failureOf(
      user.client.orderDeal.pay({ orderNo: second?.orderNo ?? '', method: 'balance' }, { headers }),
    );
    expect(reused).toMatchObject({
      status: 409,
      message: 'This Idempotency-Key was already used for another payment',
    });
    const malformed = await failureOf(
      user.client.orderDeal.pay(
        { orderNo: second?.orderNo ?? '', method: 'balance' },
        { headers: { 'Idempotency-Key': 'bad key!' } },
      ),
    );
    expect(malformed.status).toBe(400);
    expect(await balanceOf(server, user.userId, 'USD')).toBe(9 * PRICE);
    // shopcart/orderspay retried with its key answers the first order instead of a second one.
    const pack = await packId(server, 'mobile-legends', '86 Diamonds');
    const { item } = await user.client.shopCart.add({ packId: pack, account: ML_ACCOUNT });
    const cartKey = { headers: { 'Idempotency-Key': 'cart-checkout-0001' } };
    const once = await user.client.legacy.shopcart.orderspay(
      { cartItemIds: [item.id], method: 'balance' },
      cartKey,
    );
    const again = await user.client.legacy.shopcart.orderspay(
      { cartItemIds: [item.id], method: 'balance' },
      cartKey,
    );
    expect(again.order.orderNo).toBe(once.order.orderNo);
    expect(await balanceOf(server, user.userId, 'USD')).toBe(8 * PRICE);
  });
});

describe.each(DATABASES)('fulfilment and deposits on %s', (kind) => {
  let server: TestServer;
  let failing: TestServer;
  const brokenSupplier: Supplier = {
    async deliver() {
      throw new Error('supplier warehouse on fire');
    },
  };
  beforeAll(async () => {
    server = await startServer(kind);
    failing = await startServer(kind, { supplier: brokenSupplier });
  });
  afterAll(async () => {
    await failing?.close();
    await server?.close();
  });

  it('a failing supplier fails the order and refunds the balance through the ledger', async () => {
    const user = await newUser(failing, 'unlucky');
    await fund(failing, user.userId, 'USD', 10_000);
    const gems = await packId(failing, 'lords-mobile', '15,000 Gems');
    const stock = await stockOf(failing, gems);
    const login = await packId(failing, 'mobile-legends-adventure', '60 Diamonds');
    const order = await user.client.orderDeal.add({
      items: [
        { packId: gems, account: { userId: '987654321' } },
        {
          packId: login,
          account: { loginMethod: 'moonton', email: 'p@example.com', password: 'secret-pass' },
        },
      ],
    });
    expect(await stockOf(failing, gems)).toBe((stock ?? 0) - 1);
    const { order: failed, payment } = await user.client.orderDeal.pay({
      orderNo: order.orderNo,
      method: 'balance',
    });
    expect(payment.status).toBe('paid');
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'The supplier could not deliver this order; the payment was refunded',
      completedAt: null,
    });
    expect(failed.timeline.map((step) => step.status)).toEqual([
      'unpaid',
      'paid',
      'processing',
      'failed',
    ]);
    expect(await balanceOf(failing, user.userId, 'USD')).toBe(10_000);
    const ledger = await failing.database.db
      .selectFrom('balance_logs')
      .select(['type', 'amount', 'order_no'])
      .where('user_id', '=', user.userId)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { type: 'adjustment', amount: 10_000, order_no: null },
      { type: 'payment', amount: -order.total.amount, order_no: order.orderNo },
      { type: 'refund', amount: order.total.amount, order_no: order.orderNo },
    ]);
    await expectLedgerExplainsBalances(failing, user.userId);
    expect(await stockOf(failing, gems)).toBe(stock);
    const secrets = await failing.database.db
      .selectFrom('order_items')
      .select('account_secret')
      .where('account_secret', 'is not', null)
      .execute();
    expect(secrets).toEqual([]);
  });

  it('a failing supplier after a provider payment marks that payment refunded', async () => {
    const { client } = await newGuest(failing);
    const order = await client.orderDeal.add({
      items: [
        { packId: await packId(failing, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
    });
    const { payment } = await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
    await clickOnProviderPage(failing, payment.redirectUrl ?? '', 'pay');
    expect((await client.orderDeal.detail({ orderNo: order.orderNo })).status).toBe('failed');
    const row = await failing.database.db
      .selectFrom('payments')
      .select('status')
      .where('payment_no', '=', payment.redirectUrl?.split('/').pop() ?? '')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('refunded');
  });

  it('User/Deposit goes through the provider and lands as a ledger deposit', async () => {
    const user = await newUser(server, 'saver');
    const idr = await currencyId(server, 'IDR');
    const deposit = await user.client.user.deposit({
      currencyId: idr,
      amount: 50_000,
      returnUrl: '/user/billing',
    });
    expect(deposit).toMatchObject({
      amount: { amount: 50_000, currencyCode: 'IDR' },
      status: 'pending',
    });
    expect(deposit.depositNo).toMatch(/^DP\d{8}-[0-9A-Z]{6}$/);
    expect(await balanceOf(server, user.userId, 'IDR')).toBe(0);
    const page = await (await fetch(new URL(deposit.redirectUrl, server.url))).text();
    expect(page).toContain(`Balance deposit ${deposit.depositNo}`);
    expect(page).toContain('<div class="amount" data-testid="amount">Rp\u00a050.000</div>');
    const clicked = await clickOnProviderPage(server, deposit.redirectUrl, 'pay');
    expect(clicked.location).toBe(`/user/billing?paymentNo=${deposit.depositNo}&status=paid`);
    expect(await balanceOf(server, user.userId, 'IDR')).toBe(50_000);
    const ledger = await server.database.db
      .selectFrom('balance_logs')
      .select(['type', 'amount', 'balance_after', 'order_no'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(ledger).toEqual([
      { type: 'deposit', amount: 50_000, balance_after: 50_000, order_no: deposit.depositNo },
    ]);
    // The new balance pays an order.
    const order = await user.client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
      currencyId: idr,
    });
    const { order: paid } = await user.client.orderDeal.pay({
      orderNo: order.orderNo,
      method: 'balance',
    });
    expect(paid.status).toBe('completed');
    expect(await balanceOf(server, user.userId, 'IDR')).toBe(50_000 - order.total.amount);
    const anonymous = await failureOf(
      server.client().user.deposit({ currencyId: idr, amount: 1000 }),
    );
    expect(anonymous.status).toBe(401);
    const { client } = await logIn(server, user);
    const badReturn = await failureOf(
      client.user.deposit({ currencyId: idr, amount: 1000, returnUrl: 'javascript:alert(1)' }),
    );
    expect(badReturn).toMatchObject({
      status: 400,
      message: 'returnUrl: use a path on this site or an address on its own origin',
    });
    for (const returnUrl of ['//evil.example/x', '/\\evil.example/x']) {
      const elsewhere = await failureOf(
        client.user.deposit({ currencyId: idr, amount: 1000, returnUrl }),
      );
      expect(elsewhere.status).toBe(400);
    }
  });
});

describe('a balance payment waiting on a changing order (postgres)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('postgres');
  });
  afterAll(() => server?.close());

  /** Whether some statement is waiting for a row lock right now. */
  async function someoneWaits(): Promise<boolean> {
    const { rows } = await sql<{ waiting: boolean }>`
      select exists (select 1 from pg_locks where not granted) as waiting`.execute(
      server.database.db,
    );
    return rows[0]?.waiting ?? false;
  }

  it('charges what the order says once the change commits, and its receipt says the same', async () => {
    const user = await newUser(server, 'raced');
    await fund(server, user.userId, 'USD', 10 * PRICE);
    const [order] = await createOrders(server, user.client, 1);
    const orderNo = order?.orderNo ?? '';
    const raised = PRICE + 10;
    const paying = await server.database.db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      await sql`update orders set total = ${raised}, subtotal = ${raised}
        where order_no = ${orderNo}`.execute(connection);
      const pay = user.client.orderDeal.pay({ orderNo, method: 'balance' });
      await expect.poll(someoneWaits, { timeout: 30_000, interval: 10 }).toBe(true);
      await sql`commit`.execute(connection);
      return pay;
    });
    expect(paying.payment.status).toBe('paid');
    expect(await balanceOf(server, user.userId, 'USD')).toBe(10 * PRICE - raised);
    await expectLedgerExplainsBalances(server, user.userId);
    const receipt = await server.database.db
      .selectFrom('mail_outbox')
      .select('facts')
      .where('key', '=', `${orderNo}:paid`)
      .executeTakeFirstOrThrow();
    expect(receipt.facts?.total).toBe(raised);
  });
});
