import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reportFigures, tally } from './support/figures';
import { bearer, call, inBatches } from './support/http';
import { type ApiDatabase, apiServer, freshPostgres, type Server } from './support/servers';
import { type MailCatcher, signUp, startMailCatcher } from './support/signup';

/** Google Play Gift Card, Rp 20.000 Voucher: a seeded voucher pack without stock limit, no account. */
const VOUCHER_PACK = 233;
const USD = 1;
const K = 7;
const ORDERS = 200;
const SAME_CALLS = 50;
const LINK = 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=4.99&item=400%20Robux';

interface PaymentAnswer {
  order: { orderNo: string; status: string; total: { amount: number } };
  payment: { status: string };
}

describe('concurrency on PostgreSQL with two API processes', () => {
  let database: ApiDatabase;
  let apis: Server[];
  let client: pg.Client;
  let mail: MailCatcher;
  const figures: Record<string, string | number> = {};

  /** The two processes in turn, so that every burst is split between them. */
  const origin = (index: number) => (apis[index % 2] as Server).url;

  async function register(): Promise<{ token: string; userId: number; email: string }> {
    const email = `burst-${randomBytes(4).toString('hex')}@storefront.test`;
    const account = { email, password: 'correct horse battery', nickname: 'Burst' };
    return { ...(await signUp(origin(0), mail, account)), email };
  }

  /** The test's own money: a balance with its ledger row, as an operator's adjustment writes it. */
  async function fund(userId: number, amount: number): Promise<void> {
    await client.query(
      `insert into balances (user_id, currency_id, balance) values ($1, $2, $3)
       on conflict (user_id, currency_id) do update set balance = balances.balance + $3`,
      [userId, USD, amount],
    );
    await client.query(
      `insert into balance_logs (user_id, currency_id, amount, balance_after, type, remark, created_at)
       select $1, $2, $3, balance, 'adjustment', 'resilience fixture', now()
         from balances where user_id = $1 and currency_id = $2`,
      [userId, USD, amount],
    );
  }

  async function newOrder(token: string): Promise<{ orderNo: string; total: number }> {
    const answer = await call<{ orderNo: string; total: { amount: number } }>(
      origin(0),
      'OrderDeal/Add',
      { items: [{ packId: VOUCHER_PACK, quantity: 1, account: {} }], currencyId: USD },
      bearer(token),
    );
    expect(answer.status, answer.message).toBe(200);
    return { orderNo: answer.data.orderNo, total: answer.data.total.amount };
  }

  async function money(
    userId: number,
  ): Promise<{ balance: number; ledger: number; payments: number }> {
    const { rows } = await client.query<{ balance: string; ledger: string; payments: string }>(
      `select (select coalesce(sum(balance), 0) from balances where user_id = $1 and currency_id = $2) as balance,
              (select coalesce(sum(amount), 0) from balance_logs where user_id = $1 and currency_id = $2) as ledger,
              (select count(*) from balance_logs where user_id = $1 and type = 'payment') as payments`,
      [userId, USD],
    );
    const row = rows[0] as { balance: string; ledger: string; payments: string };
    return {
      balance: Number(row.balance),
      ledger: Number(row.ledger),
      payments: Number(row.payments),
    };
  }

  beforeAll(async () => {
    database = await freshPostgres();
    mail = await startMailCatcher();
    const secrets = { API_SECRETS_KEY: randomBytes(32).toString('hex') };
    const env = { ...database.env, ...secrets, ...mail.env };
    apis = [await apiServer('concurrency-api-1', env), await apiServer('concurrency-api-2', env)];
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const api of apis) await api.start();
    client = new pg.Client({ connectionString: database.url as string });
    await client.connect();
  });

  afterAll(async () => {
    reportFigures('concurrency on PostgreSQL, two API processes', figures);
    await client?.end();
    for (const api of apis ?? []) await api.stop();
    await database?.drop();
    await mail?.stop();
  });

  /** Every call with one key got the first call's answer (a 200), and the user paid once. */
  async function expectOneAnswerChargedOnce(
    label: string,
    answers: Awaited<ReturnType<typeof sameCallBurst>>,
    userId: number,
  ): Promise<void> {
    figures[label] = tally(answers.map((answer) => answer.status));
    const after = await money(userId);
    expect(after.payments).toBe(1);
    expect(after.balance).toBe(after.ledger);
    const distinct = new Set(answers.map(sameAnswer));
    expect(distinct.size, [...distinct].join(' ')).toBe(1);
    expect(answers[0]?.status).toBe(200);
  }
  test(`balance for exactly ${K} orders pays exactly ${K} of ${ORDERS} concurrent payments`, async () => {
    const user = await register();
    const orders = await inBatches(
      Array.from({ length: ORDERS }, (_, index) => index),
      8,
      () => newOrder(user.token),
    );
    const total = orders[0]?.total as number;
    await fund(user.userId, K * total);
    const answers = await Promise.all(
      orders.map(({ orderNo }, index) =>
        call<PaymentAnswer>(
          origin(index),
          'OrderDeal/Pay',
          { orderNo, method: 'balance' },
          bearer(user.token),
        ),
      ),
    );
    const paid = answers.filter(
      (answer) => answer.status === 200 && answer.data.payment.status === 'paid',
    );
    const after = await money(user.userId);
    figures[`k-of-${ORDERS} payments (k = ${K})`] = tally(answers.map((answer) => answer.status));
    figures['k-of-200 balance after, ledger sum'] = `${after.balance}, ${after.ledger}`;
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(paid).toHaveLength(K);
    expect(after).toEqual({ balance: 0, ledger: 0, payments: K });
  });

  /** 50 calls at once, split over both processes; the answers and the money moved. */
  async function sameCallBurst(
    path: string,
    body: unknown,
    token: string,
    key: string | null,
  ): Promise<Awaited<ReturnType<typeof call<PaymentAnswer>>>[]> {
    const headers = { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) };
    return Promise.all(
      Array.from({ length: SAME_CALLS }, (_, index) =>
        call<PaymentAnswer>(origin(index), path, body, headers),
      ),
    );
  }

  function sameAnswer(answer: Awaited<ReturnType<typeof call<PaymentAnswer>>>): string {
    return JSON.stringify([
      answer.status,
      answer.data?.order?.orderNo,
      answer.data?.payment?.status,
    ]);
  }

  test.each([
    ['with one Idempotency-Key', true],
    ['without a key', false],
  ])(`${SAME_CALLS} concurrent pays of one order %s charge once`, async (name, withKey) => {
    const user = await register();
    const order = await newOrder(user.token);
    await fund(user.userId, 3 * order.total);
    const key = withKey ? `resilience-${randomBytes(8).toString('hex')}` : null;
    const answers = await sameCallBurst(
      'OrderDeal/Pay',
      { orderNo: order.orderNo, method: 'balance' },
      user.token,
      key,
    );
    const after = await money(user.userId);
    figures[`OrderDeal/Pay x ${SAME_CALLS} ${name}`] = tally(
      answers.map((answer) => answer.status),
    );
    expect(after).toEqual({ balance: 2 * order.total, ledger: 2 * order.total, payments: 1 });
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    if (withKey) {
      expect(new Set(answers.map(sameAnswer))).toEqual(
        new Set([JSON.stringify([200, order.orderNo, 'paid'])]),
      );
    }
  });

  test(`${SAME_CALLS} concurrent shopcart/orderspay with one key: one order, charged once, one answer`, async () => {
    const user = await register();
    const added = await call<{ item: { id: number } }>(
      origin(0),
      'ShopCart/Add',
      { packId: VOUCHER_PACK, quantity: 1, account: {}, currencyId: USD },
      bearer(user.token),
    );
    expect(added.status, added.message).toBe(200);
    await fund(user.userId, 10_000);
    const answers = await sameCallBurst(
      'shopcart/orderspay',
      { cartItemIds: [added.data.item.id], method: 'balance', currencyId: USD },
      user.token,
      `resilience-${randomBytes(8).toString('hex')}`,
    );
    await expectOneAnswerChargedOnce(
      `shopcart/orderspay x ${SAME_CALLS}, one key`,
      answers,
      user.userId,
    );
  });

  test(`${SAME_CALLS} concurrent link/payOrder with one key: one order, charged once, one answer`, async () => {
    const user = await register();
    const added = await call<{ id: number }>(
      origin(0),
      `link/add?stamp=${Date.now()}`,
      { gameName: 'roblox', url: LINK, currencyId: USD },
      bearer(user.token),
    );
    expect(added.status, added.message).toBe(200);
    await fund(user.userId, 10_000);
    const answers = await sameCallBurst(
      'link/payOrder',
      { linkIds: [added.data.id], method: 'balance', currencyId: USD },
      user.token,
      `resilience-${randomBytes(8).toString('hex')}`,
    );
    await expectOneAnswerChargedOnce(
      `link/payOrder x ${SAME_CALLS}, one key`,
      answers,
      user.userId,
    );
  });

  test('200 concurrent wrong passwords for one email over both processes: at most 5 are tried', async () => {
    const user = await register();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        call(origin(index), 'User/Login', { email: user.email, password: `guess-${index}` }).catch(
          () => ({ status: 0 }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    figures['login burst (200 wrong passwords; 0 = no answer)'] = tally(statuses);
    expect(statuses.filter((status) => status >= 500 || status === 0)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  });
});
