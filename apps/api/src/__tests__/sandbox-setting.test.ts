import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDERS, loadSettings } from '../config';
import { failureOf, raw, startServer, type TestServer } from './harness';
import { demo, logIn, ML_ACCOUNT, newGuest } from './orders-support';

describe('the sandbox provider setting (issue 13, defect 10)', () => {
  it('is on by default and off with NODE_ENV=production unless API_PAYMENT_SANDBOX opts in', () => {
    expect(loadSettings({}).orders.sandbox).toBe(true);
    expect(loadSettings({ NODE_ENV: 'development' }).orders.sandbox).toBe(true);
    expect(loadSettings({ NODE_ENV: 'production' }).orders.sandbox).toBe(false);
    expect(loadSettings({ NODE_ENV: 'production', API_PAYMENT_SANDBOX: 'on' }).orders.sandbox).toBe(
      true,
    );
    expect(loadSettings({ API_PAYMENT_SANDBOX: 'off' }).orders.sandbox).toBe(false);
  });
});

describe.each([
  { sandbox: true, label: 'on' },
  { sandbox: false, label: 'off' },
])('payments with the sandbox $label, on pglite (issue 13, defect 10)', ({ sandbox }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { settings: { orders: { ...DEFAULT_ORDERS, sandbox } } });
  });
  afterAll(() => server?.close());

  async function unpaidGuestOrder() {
    const { client } = await newGuest(server);
    const { orderNo } = await client.orderDeal.add({
      items: [{ packId: 1, quantity: 1, account: ML_ACCOUNT }],
    });
    return { client, orderNo };
  }

  async function paymentCount() {
    const row = await server.database.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it(
    sandbox
      ? 'pays through the sandbox page'
      : 'refuses provider payments with 503, storing nothing',
    async () => {
      const { client, orderNo } = await unpaidGuestOrder();
      const before = await paymentCount();
      if (sandbox) {
        const { payment } = await client.orderDeal.pay({ orderNo, method: 'provider' });
        const page = await raw(server, new URL(payment.redirectUrl ?? '', server.url).pathname);
        expect(page.status).toBe(200);
        return;
      }
      const error = await failureOf(client.orderDeal.pay({ orderNo, method: 'provider' }));
      expect(error).toMatchObject({
        status: 503,
        message: 'Payment through a provider is not available: no payment provider is configured',
      });
      expect(await paymentCount()).toBe(before);
    },
  );

  it(sandbox ? 'starts deposits' : 'refuses deposits with 503', async () => {
    const { client } = await logIn(server, demo);
    const deposit = client.user.deposit({ currencyId: 1, amount: 500 });
    if (sandbox) {
      await expect(deposit).resolves.toMatchObject({ status: 'pending' });
      return;
    }
    expect(await failureOf(deposit)).toMatchObject({ status: 503 });
  });

  it(sandbox ? 'serves the sandbox routes' : 'has no sandbox routes (404)', async () => {
    const page = await raw(server, '/api/payments/sandbox/PY20261121-AAAAAA');
    const webhook = await raw(server, '/api/payments/webhook/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (sandbox) {
      expect(webhook.status).toBe(401);
      return;
    }
    expect(page.status).toBe(404);
    expect(webhook.status).toBe(404);
  });

  it('balance payments work either way', async () => {
    const { client } = await logIn(server, demo);
    const { orderNo } = await client.orderDeal.add({
      items: [{ packId: 1, quantity: 1, account: ML_ACCOUNT }],
    });
    const { payment } = await client.orderDeal.pay({ orderNo, method: 'balance' });
    expect(payment.status).toBe('paid');
  });
});
