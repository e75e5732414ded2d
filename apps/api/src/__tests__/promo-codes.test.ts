import type { ApiClient } from '@storefront/api-client';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCustomerEmail } from '../db/migrations/0025_promo_customer_email';
import type { DB } from '../db/schema';
import { customerKeyOf } from '../modules/promo/rules';
import { failureOf, startServer, type TestServer } from './harness';
import {
  balanceOf,
  currencyId,
  expectLedgerExplainsBalances,
  fund,
  ML_ACCOUNT,
  newGuest,
  newUser,
  packId,
} from './orders-support';

const PRICE = 149; // 86 Diamonds, in USD cents
const DAY_MS = 24 * 60 * 60 * 1000;

interface PromoFixture {
  code: string;
  kind?: 'percent' | 'fixed';
  percent?: number | null;
  fixed?: Record<string, number>;
  minSpend?: Record<string, number>;
  currencies?: string[] | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  totalLimit?: number | null;
  perCustomerLimit?: number | null;
}

/** A promo code as an operator adds one (there is no back office yet). */
async function addPromo(server: TestServer, promo: PromoFixture): Promise<void> {
  await server.database.db
    .insertInto('promo_codes')
    .values({
      code: promo.code,
      kind: promo.kind ?? 'percent',
      percent: promo.kind === 'fixed' ? null : (promo.percent ?? 10),
      fixed_amounts: JSON.stringify(promo.fixed ?? {}),
      min_spend: JSON.stringify(promo.minSpend ?? {}),
      currencies: promo.currencies ?? null,
      starts_at: promo.startsAt ?? null,
      ends_at: promo.endsAt ?? null,
      total_limit: promo.totalLimit ?? null,
      per_customer_limit: promo.perCustomerLimit ?? null,
    })
    .execute();
}

async function usedOf(server: TestServer, code: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('promo_codes')
    .select('used')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.used;
}

/** An unpaid order of `quantity` 86-diamond packs, in USD unless another currency is named. */
async function newOrder(server: TestServer, client: ApiClient, quantity = 2, currency = 'USD') {
  const pack = await packId(server, 'mobile-legends', '86 Diamonds');
  return client.orderDeal.add({
    items: [{ packId: pack, quantity, account: ML_ACCOUNT }],
    currencyId: await currencyId(server, currency),
  });
}

/** The order carries `code` as if applied before a code needed an account (guests cannot apply it now). */
async function carryCode(server: TestServer, orderNo: string, code: string): Promise<void> {
  await server.database.db
    .updateTable('orders')
    .set((eb) => ({ promo_code: code, promo_discount: 10, total: eb('total', '-', 10) }))
    .where('order_no', '=', orderNo)
    .execute();
}

async function expectRefused(promise: Promise<unknown>, status: number, message: string) {
  const error = await failureOf(promise);
  expect(error.status, error.message).toBe(status);
  expect(error.message).toContain(message);
  expect(error.data).toMatchObject({ data: { field: 'promoCode' } });
}

describe('promo codes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('WELCOME10 takes 10 % off, is paid, shown on the receipt, and refused on a second order', async () => {
    const user = await newUser(server, 'welcome');
    await fund(server, user.userId, 'USD', 10 * PRICE);
    const order = await newOrder(server, user.client);
    const applied = await user.client.orderDeal.applyPromo({
      orderNo: order.orderNo,
      code: ' welcome10 ',
    });
    expect(applied.promo).toMatchObject({ code: 'WELCOME10', discount: { amount: 29 } });
    expect(applied.total.amount).toBe(2 * PRICE - 29);
    const paid = await user.client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' });
    expect(paid.order.promo?.discount.amount).toBe(29);
    expect(await balanceOf(server, user.userId, 'USD')).toBe(10 * PRICE - (2 * PRICE - 29));
    await expectLedgerExplainsBalances(server, user.userId);
    const receipt = await server.database.db
      .selectFrom('mail_outbox')
      .select('facts')
      .where('key', '=', `${order.orderNo}:paid`)
      .executeTakeFirstOrThrow();
    expect(receipt.facts).toMatchObject({ promoCode: 'WELCOME10', promoDiscount: 29 });

    const second = await newOrder(server, user.client);
    await expectRefused(
      user.client.orderDeal.applyPromo({ orderNo: second.orderNo, code: 'WELCOME10' }),
      409,
      'You have already used this code',
    );
  });

  it('migration 0025 gives a redemption recorded as user:<id> the account email key', async () => {
    const user = await newUser(server, 'before-0025');
    await fund(server, user.userId, 'USD', 10 * PRICE);
    const order = await newOrder(server, user.client);
    await user.client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'WELCOME10' });
    await user.client.orderDeal.pay({ orderNo: order.orderNo, method: 'balance' });
    const orderId = (eb: ExpressionBuilder<DB, 'promo_redemptions'>) =>
      eb.selectFrom('orders').select('id').where('order_no', '=', order.orderNo);
    const { db } = server.database;
    await db
      .updateTable('promo_redemptions')
      .set({ customer_key: `user:${user.userId}` })
      .where('order_id', '=', orderId)
      .execute();
    await promoCustomerEmail.up(db as Kysely<unknown>);
    const row = await db
      .selectFrom('promo_redemptions')
      .select('customer_key')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    expect(row?.customer_key).toBe(`email:${user.email.toLowerCase()}`);
  });

  it('a code is removed with code null, and the total is whole again', async () => {
    const { client } = await newUser(server, 'remover');
    const order = await newOrder(server, client);
    await client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'WELCOME10' });
    const removed = await client.orderDeal.applyPromo({ orderNo: order.orderNo, code: null });
    expect(removed.promo).toBeNull();
    expect(removed.total.amount).toBe(2 * PRICE);
  });

  it('a fixed code takes its amount in the currencies it has one for', async () => {
    await addPromo(server, { code: 'FIXED1', kind: 'fixed', fixed: { USD: 100 } });
    const { client } = await newGuest(server);
    const order = await newOrder(server, client);
    const applied = await client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'FIXED1' });
    expect(applied.promo?.discount.amount).toBe(100);
    expect(applied.total.amount).toBe(2 * PRICE - 100);
    const rupiah = await newOrder(server, client, 1, 'IDR');
    await expectRefused(
      client.orderDeal.applyPromo({ orderNo: rupiah.orderNo, code: 'FIXED1' }),
      422,
      'does not apply to payments in IDR',
    );
  });

  it('a minimum spend and the currencies of a code are checked, in the customer language', async () => {
    await addPromo(server, { code: 'MIN50', minSpend: { USD: 5000, IDR: 50000 } });
    await addPromo(server, { code: 'RUPIAH', currencies: ['IDR'] });
    const { guestId, client } = await newGuest(server);
    const order = await newOrder(server, client);
    await expectRefused(
      client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'MIN50' }),
      422,
      'Minimum spend $50.00',
    );
    await expectRefused(
      client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'RUPIAH' }),
      422,
      'does not apply to payments in USD',
    );
    const rupiah = await newOrder(server, client, 1, 'IDR');
    await expectRefused(
      server.client({ guestId, locale: 'id' }).orderDeal.applyPromo({
        orderNo: rupiah.orderNo,
        code: 'MIN50',
      }),
      422,
      'Belanja minimum Rp\u00a050.000',
    );
  });

  it('a code outside its validity window is refused', async () => {
    const now = server.clock.now().getTime();
    await addPromo(server, { code: 'LATER', startsAt: new Date(now + DAY_MS) });
    await addPromo(server, { code: 'OVER', endsAt: new Date(now - DAY_MS) });
    const { client } = await newGuest(server);
    const order = await newOrder(server, client);
    await expectRefused(
      client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'LATER' }),
      422,
      'not valid yet',
    );
    await expectRefused(
      client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'OVER' }),
      422,
      'This code has expired',
    );
  });

  it('a per-customer code needs an account: guests with invented emails are refused, nothing stored', async () => {
    const pack = await packId(server, 'mobile-legends', '86 Diamonds');
    const emails = ['shopper1@example.com', 'shopper2@example.com', 'shopper3@example.com'];
    const orderNos: string[] = [];
    for (const contactEmail of emails) {
      const { client } = await newGuest(server);
      const order = await client.orderDeal.add({
        items: [{ packId: pack, account: ML_ACCOUNT }],
        contactEmail,
      });
      await expectRefused(
        client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'WELCOME10' }),
        422,
        'Log in to use this code',
      );
      orderNos.push(order.orderNo);
    }
    const { db } = server.database;
    const stored = await db
      .selectFrom('orders')
      .select(['promo_code', 'promo_discount'])
      .where('order_no', 'in', orderNos)
      .execute();
    expect(stored).toEqual(orderNos.map(() => ({ promo_code: null, promo_discount: 0 })));
    const { guestId } = await newGuest(server);
    const indonesian = server.client({ guestId, locale: 'id' });
    const order = await indonesian.orderDeal.add({
      items: [{ packId: pack, account: ML_ACCOUNT }],
      contactEmail: 'shopper4@example.com',
    });
    await expectRefused(
      indonesian.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'WELCOME10' }),
      422,
      'Login untuk memakai kode ini',
    );
  });

  it('a guest order carrying a per-customer code (applied before the rule) is refused at payment', async () => {
    const used = await usedOf(server, 'WELCOME10');
    const { client } = await newGuest(server);
    const order = await client.orderDeal.add({
      items: [
        { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
      ],
      contactEmail: 'shopper5@example.com',
    });
    await carryCode(server, order.orderNo, 'WELCOME10');
    const { db } = server.database;
    await expectRefused(
      client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' }),
      422,
      'Log in to use this code',
    );
    const row = await db
      .selectFrom('orders')
      .select('status')
      .where('order_no', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('unpaid');
    expect(await usedOf(server, 'WELCOME10')).toBe(used);
    const payments = await db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select('payments.id')
      .where('orders.order_no', '=', order.orderNo)
      .execute();
    expect(payments).toEqual([]);
  });

  it('an account is one customer: its code counts once, and a cancelled order gives the use back', async () => {
    await addPromo(server, { code: 'ONCE', perCustomerLimit: 1 });
    const user = await newUser(server, 'once');
    const order = await newOrder(server, user.client);
    await user.client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'ONCE' });
    const pending = await user.client.orderDeal.pay({
      orderNo: order.orderNo,
      method: 'provider',
    });
    expect(pending.payment.status).toBe('pending');
    expect(await usedOf(server, 'ONCE')).toBe(1);

    const next = await newOrder(server, user.client);
    await expectRefused(
      user.client.orderDeal.applyPromo({ orderNo: next.orderNo, code: 'ONCE' }),
      409,
      'You have already used this code',
    );
    // The unpaid first order cancelled: its use comes back.
    await user.client.orderDeal.cancel({ orderNo: order.orderNo });
    expect(await usedOf(server, 'ONCE')).toBe(0);
    const applied = await user.client.orderDeal.applyPromo({
      orderNo: next.orderNo,
      code: 'ONCE',
    });
    expect(applied.promo?.code).toBe('ONCE');
  });

  it('a code used up by others is refused, when applying and when paying', async () => {
    await addPromo(server, { code: 'ONLYONE', totalLimit: 1 });
    const [first, second] = [await newUser(server, 'first'), await newUser(server, 'second')];
    await fund(server, first.userId, 'USD', 10 * PRICE);
    await fund(server, second.userId, 'USD', 10 * PRICE);
    const orders = [await newOrder(server, first.client), await newOrder(server, second.client)];
    await first.client.orderDeal.applyPromo({ orderNo: orders[0]?.orderNo ?? '', code: 'ONLYONE' });
    await second.client.orderDeal.applyPromo({
      orderNo: orders[1]?.orderNo ?? '',
      code: 'ONLYONE',
    });
    await first.client.orderDeal.pay({ orderNo: orders[0]?.orderNo ?? '', method: 'balance' });
    await expectRefused(
      second.client.orderDeal.pay({ orderNo: orders[1]?.orderNo ?? '', method: 'balance' }),
      409,
      'This code has been fully used',
    );
    expect(await balanceOf(server, second.userId, 'USD')).toBe(10 * PRICE);
    const third = await newOrder(server, second.client);
    await expectRefused(
      second.client.orderDeal.applyPromo({ orderNo: third.orderNo, code: 'ONLYONE' }),
      409,
      'fully used',
    );
  });

  it('paying in another currency prices the code again in it', async () => {
    const user = await newUser(server, 'switcher');
    await fund(server, user.userId, 'IDR', 1_000_000);
    const order = await newOrder(server, user.client);
    await user.client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'WELCOME10' });
    const idr = await currencyId(server, 'IDR');
    const paid = await user.client.orderDeal.pay({
      orderNo: order.orderNo,
      method: 'balance',
      currencyId: idr,
    });
    const { subtotal, discount, promo, total } = paid.order;
    expect(total.currencyCode).toBe('IDR');
    expect(promo?.discount).toMatchObject({
      currencyCode: 'IDR',
      // 10 % of what is left after the IDR discount, rounded down to the Rp 100 step.
      amount: Math.floor((subtotal.amount - discount.amount) / 1000) * 100,
    });
    expect(total.amount).toBe(subtotal.amount - discount.amount - (promo?.discount.amount ?? 0));
    expect(await balanceOf(server, user.userId, 'IDR')).toBe(1_000_000 - total.amount);
  });

  it('bad input is a 4xx naming the field, never a 500', async () => {
    const { client } = await newGuest(server);
    const order = await newOrder(server, client);
    const malformed = await failureOf(
      client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'no spaces!' }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.message).toContain('code');
    await expectRefused(
      client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'NOSUCHCODE' }),
      422,
      'This code does not exist',
    );
    const missing = await failureOf(
      client.orderDeal.applyPromo({ orderNo: 'SF20261121-AAAAAA', code: 'WELCOME10' }),
    );
    expect(missing.status).toBe(404);
    await client.orderDeal.cancel({ orderNo: order.orderNo });
    const cancelled = await failureOf(
      client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'WELCOME10' }),
    );
    expect(cancelled.status).toBe(409);
  });
});

describe('a promo code under concurrency on postgres with two API processes', () => {
  let server: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    server = await startServer('postgres');
    other = await server.startProcess();
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  it('a code of total limit k is redeemed by exactly k of N concurrent payments', async () => {
    const k = 3;
    const count = 40;
    await addPromo(server, { code: 'RACE3', totalLimit: k });
    const user = await newUser(server, 'promo-racer');
    await fund(server, user.userId, 'USD', count * PRICE);
    const orders = [];
    for (let index = 0; index < count; index++) {
      const order = await newOrder(server, user.client, 1);
      await user.client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'RACE3' });
      orders.push(order);
    }
    const clients = [server.client({ token: user.token }), other.client({ token: user.token })];
    const results = await Promise.allSettled(
      orders.map((order, index) =>
        (clients[index % 2] as ApiClient).orderDeal.pay({
          orderNo: order.orderNo,
          method: 'balance',
        }),
      ),
    );
    const paid = results.filter((result) => result.status === 'fulfilled');
    expect(paid).toHaveLength(k);
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      expect(result.reason).toMatchObject({ status: 409, data: { data: { field: 'promoCode' } } });
    }
    const discounted = PRICE - Math.floor(PRICE / 10);
    expect(await balanceOf(server, user.userId, 'USD')).toBe(count * PRICE - k * discounted);
    await expectLedgerExplainsBalances(server, user.userId);
    expect(await usedOf(server, 'RACE3')).toBe(k);
    const redemptions = await server.database.db
      .selectFrom('promo_redemptions')
      .select('order_id')
      .execute();
    expect(redemptions).toHaveLength(k);
  });

  it('WELCOME10 is one use per account, never a guest: exactly 1 of N concurrent payments', async () => {
    const count = 20;
    const user = await newUser(server, 'promo-once');
    await fund(server, user.userId, 'USD', count * PRICE);
    const [name, domain] = user.email.split('@');
    const guestEmails = [user.email.toUpperCase(), `${name}+guest@${domain?.toUpperCase()}`];
    const pack = await packId(server, 'mobile-legends', '86 Diamonds');
    const processes = [server, other];
    const payments: (() => Promise<unknown>)[] = [];
    for (let index = 0; index < count; index++) {
      const at = processes[index % 2] as TestServer;
      const asUser = index % 2 === 0;
      const client = asUser ? at.client({ token: user.token }) : (await newGuest(at)).client;
      const contactEmail = asUser ? undefined : guestEmails[index % 4 === 1 ? 0 : 1];
      const order = await client.orderDeal.add({
        items: [{ packId: pack, account: ML_ACCOUNT }],
        currencyId: await currencyId(server, 'USD'),
        ...(contactEmail ? { contactEmail } : {}),
      });
      if (asUser) {
        await client.orderDeal.applyPromo({ orderNo: order.orderNo, code: 'WELCOME10' });
      } else {
        await carryCode(server, order.orderNo, 'WELCOME10');
      }
      const method = asUser ? 'balance' : 'provider';
      payments.push(() => client.orderDeal.pay({ orderNo: order.orderNo, method }));
    }
    const results = await Promise.allSettled(payments.map((pay) => pay()));
    const refused = results.filter((result) => result.status === 'rejected');
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') return;
      const status = index % 2 === 0 ? 409 : 422;
      expect(result.reason).toMatchObject({ status, data: { data: { field: 'promoCode' } } });
    });
    expect(refused).toHaveLength(count - 1);
    const redemptions = await server.database.db
      .selectFrom('promo_redemptions')
      .innerJoin('promo_codes', 'promo_codes.id', 'promo_redemptions.promo_code_id')
      .select('promo_redemptions.customer_key')
      .where('promo_codes.code', '=', 'WELCOME10')
      .execute();
    expect(redemptions).toEqual([{ customer_key: `email:${user.email.toLowerCase()}` }]);
    await expectLedgerExplainsBalances(server, user.userId);
  });
});

describe('customerKeyOf', () => {
  it.each([
    ['Shopper+games@Example.com ', 'email:shopper@example.com'],
    ['first.last@example.com', 'email:first.last@example.com'],
    ['First.Last+x@GoogleMail.com', 'email:firstlast@gmail.com'],
    ['f.i.r.s.t.last@gmail.com', 'email:firstlast@gmail.com'],
  ])('counts %s as %s', (email, key) => {
    expect(customerKeyOf(email)).toBe(key);
  });

  it('has no customer without an email', () => {
    expect(customerKeyOf(null)).toBeNull();
    expect(customerKeyOf('  ')).toBeNull();
  });
});
