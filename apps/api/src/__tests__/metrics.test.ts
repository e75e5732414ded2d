import { type Family, observed, parseMetrics, sample } from '@storefront/lifecycle/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_LIMITS, DEFAULT_ORDERS } from '../config';
import { openDatabase } from '../db/database';
import { DATABASES, failureOf, postJson, startServer, type TestServer } from './harness';
import { clickOnProviderPage, fund, ML_ACCOUNT, newGuest, newUser, packId } from './orders-support';

const NO_SWEEP = { ...DEFAULT_ORDERS, expirySweepMs: 0 };
const PRICE = 149; // 86 Diamonds, in USD cents

async function scrape(server: TestServer): Promise<Map<string, Family>> {
  const answer = await fetch(`${server.url}/metrics`);
  expect(answer.status).toBe(200);
  return parseMetrics(await answer.text());
}

describe.each(DATABASES)('the API metrics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, {
      settings: { limits: { ...DEFAULT_LIMITS, guestMaxPerAddress: 1 } },
    });
  });
  afterAll(() => server?.close());

  // First: later tests leave provider orders in delivery for a moment.
  it('shows orders paid and not delivered by state, aged from their payment', async () => {
    const user = await newUser(server, 'undelivered');
    const pack = await packId(server, 'mobile-legends', '86 Diamonds');
    const order = await user.client.orderDeal.add({
      items: [{ packId: pack, account: ML_ACCOUNT }],
    });
    const paidAt = new Date(server.clock.now().getTime() - 600_000);
    const moveTo = (status: 'paid' | 'processing' | 'completed') =>
      server.database.db
        .updateTable('orders')
        .set({ status, paid_at: paidAt, delivery_started_at: server.clock.now() })
        .where('order_no', '=', order.orderNo)
        .execute();
    const undelivered = async () => {
      const metrics = await scrape(server);
      return ['paid', 'processing'].map((status) => [
        sample(metrics, 'api_orders_undelivered', { status }),
        sample(metrics, 'api_orders_undelivered_oldest_age_seconds', { status }),
      ]);
    };
    expect(await undelivered()).toEqual([
      [0, 0],
      [0, 0],
    ]);
    await moveTo('paid');
    expect(await undelivered()).toEqual([
      [1, 600],
      [0, 0],
    ]);
    // A delivery resumed a moment ago still counts from the payment, ten minutes back.
    await moveTo('processing');
    expect(await undelivered()).toEqual([
      [0, 0],
      [1, 600],
    ]);
    await moveTo('completed');
  });

  it('counts purchases by method and outcome: paid, and refused for a short balance', async () => {
    const user = await newUser(server, 'counted');
    await fund(server, user.userId, 'USD', PRICE);
    const pack = await packId(server, 'mobile-legends', '86 Diamonds');
    const add = () => user.client.orderDeal.add({ items: [{ packId: pack, account: ML_ACCOUNT }] });
    const [first, second] = [await add(), await add()];
    const before = await scrape(server);
    await user.client.orderDeal.pay({ orderNo: first.orderNo, method: 'balance' });
    await failureOf(user.client.orderDeal.pay({ orderNo: second.orderNo, method: 'balance' }));
    const after = await scrape(server);
    for (const outcome of ['paid', 'refused']) {
      const labels = { method: 'balance', outcome };
      const counted = (families: Map<string, Family>) =>
        sample(families, 'api_purchases_total', labels);
      expect(counted(after) - counted(before)).toBe(1);
    }
    const pay = { route: '/api/OrderDeal/Pay', method: 'POST', status: '200' };
    expect(sample(after, 'http_requests_total', pay)).toBe(1);
    expect(observed(after, 'http_request_duration_seconds')).toBeGreaterThan(0);
  });

  it('counts a provider purchase as pending, and its payment when the webhook settles it', async () => {
    const { client } = await newGuest(server);
    const pack = await packId(server, 'mobile-legends', '86 Diamonds');
    const order = await client.orderDeal.add({ items: [{ packId: pack, account: ML_ACCOUNT }] });
    const before = await scrape(server);
    const { payment } = await client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider' });
    await clickOnProviderPage(server, payment.redirectUrl ?? '', 'pay');
    const after = await scrape(server);
    const grew = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(grew('api_purchases_total', { method: 'provider', outcome: 'pending' })).toBe(1);
    expect(grew('api_payments_total', { method: 'provider', outcome: 'paid' })).toBe(1);
  });

  it('counts refusals (429) by limit name, never by who was refused', async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const before = sample(await scrape(server), 'api_limit_refusals_total', { limit: 'guest' });
    expect((await postJson(server, '/api/ShopHome/InitData', {}, from)).status).toBe(200);
    expect((await postJson(server, '/api/ShopHome/InitData', {}, from)).status).toBe(429);
    const after = await scrape(server);
    expect(sample(after, 'api_limit_refusals_total', { limit: 'guest' }) - before).toBe(1);
    const limits = after.get('api_limit_refusals_total')?.metrics.map((m) => m.labels?.limit);
    expect(limits?.some((limit) => limit?.includes('198.51'))).toBe(false);
  });

  it('shows the outbox, the database pool and the process', async () => {
    const metrics = await scrape(server);
    expect(sample(metrics, 'api_mail_outbox_depth')).toBeGreaterThanOrEqual(0);
    expect(sample(metrics, 'api_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(metrics, 'api_mail_outbox_failing')).toBe(0);
    // No sweep in these tests: this process has never finished one.
    expect(sample(metrics, 'api_sweep_last_success_timestamp_seconds')).toBe(0);
    expect(metrics.get('api_db_pool_in_use')?.metrics).toHaveLength(1);
    expect(metrics.get('api_db_pool_waiting')?.type).toBe('GAUGE');
    if (kind === 'pglite') expect(sample(metrics, 'api_db_pool_in_use')).toBe(1);
    expect(metrics.has('process_cpu_seconds_total')).toBe(true);
  });

  it('reads no query waiting for a connection on an idle process (not even its own)', async () => {
    // Several scrapes: the first may open a connection, the later ones reuse an idle one.
    const waiting: number[] = [];
    for (let scrapes = 0; scrapes < 3; scrapes++) {
      waiting.push(sample(await scrape(server), 'api_db_pool_waiting'));
    }
    expect(waiting).toEqual([0, 0, 0]);
  });
});

describe('the API metrics without a database', () => {
  it('still answers, the database gauges left empty', async () => {
    // Nothing listens on port 1: every query fails to connect.
    const database = await openDatabase({
      url: 'postgres://postgres@127.0.0.1:1/none',
      connectTimeoutMs: 500,
    });
    const app = buildApp({ database, logger: false, settings: { orders: NO_SWEEP } });
    try {
      const answer = await app.inject({ method: 'GET', url: '/metrics' });
      expect(answer.statusCode).toBe(200);
      const metrics = parseMetrics(answer.body);
      expect(Number.isNaN(sample(metrics, 'api_mail_outbox_depth'))).toBe(true);
      expect(sample(metrics, 'api_db_pool_waiting')).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
