import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerOnce } from '../modules/payment/idempotency';
import { raw, startServer, startTwoProcesses, type TestServer } from './harness';
import { balanceOf, fund, ML_ACCOUNT, newUser, packId } from './orders-support';

const CALLS = 50;

/** 50 calls at once with one Idempotency-Key, alternating between the two API processes. */
async function burst(servers: TestServer[], path: string, token: string, body: unknown) {
  return Promise.all(
    Array.from({ length: CALLS }, async (_, index) => {
      const res = await raw(servers[index % servers.length] as TestServer, path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'one-key-for-fifty-calls',
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: res.text };
    }),
  );
}

describe('one Idempotency-Key, 50 concurrent calls over two API processes on postgres (issue 13, defect 7)', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    [first, second] = await startTwoProcesses();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('shopcart/orderspay: every call gets the first answer, charged once', async () => {
    const user = await newUser(first, 'cartburst');
    await fund(first, user.userId, 'USD', 10_000);
    const pack = await packId(first, 'mobile-legends', '86 Diamonds');
    const { item } = await user.client.shopCart.add({ packId: pack, account: ML_ACCOUNT });
    const answers = await burst([first, second], '/api/shopcart/orderspay', user.token, {
      cartItemIds: [item.id],
      method: 'balance',
    });
    expect(answers[0]?.status).toBe(200);
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.text}`)).size).toBe(1);
    expect(await balanceOf(first, user.userId, 'USD')).toBe(10_000 - 149);
  }, 120_000);

  it('link/payOrder: every call gets the first answer, charged once', async () => {
    const user = await newUser(first, 'linkburst');
    await fund(first, user.userId, 'USD', 10_000);
    const link = await user.client.legacy.link.add({
      gameName: 'roblox',
      url: 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=4.99',
    });
    const answers = await burst([first, second], '/api/link/payOrder', user.token, {
      linkIds: [link.id],
      method: 'balance',
    });
    expect(answers[0]?.status).toBe(200);
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.text}`)).size).toBe(1);
    expect(await balanceOf(first, user.userId, 'USD')).toBe(10_000 - 499);
  }, 120_000);

  it('OrderDeal/Pay: many keys at once, claimed and answered together, each answers its own order', async () => {
    const user = await newUser(first, 'manykeys');
    await fund(first, user.userId, 'USD', 10_000);
    const pack = await packId(first, 'mobile-legends', '86 Diamonds');
    const orders = await Promise.all(
      Array.from({ length: 8 }, () =>
        user.client.orderDeal.add({ items: [{ packId: pack, account: ML_ACCOUNT }] }),
      ),
    );
    const calls = orders.flatMap((order, index) =>
      [0, 1, 2].map(() => ({ key: `key-of-order-${index}`, orderNo: order.orderNo })),
    );
    calls.push({ key: 'key-of-order-0', orderNo: orders[1]?.orderNo as string });
    const answers = await Promise.all(
      calls.map(async ({ key, orderNo }, index) => {
        const res = await raw([first, second][index % 2] as TestServer, '/api/OrderDeal/Pay', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${user.token}`,
            'idempotency-key': key,
          },
          body: JSON.stringify({ orderNo, method: 'balance' }),
        });
        return { key, orderNo, status: res.status, text: res.text };
      }),
    );
    // Each key answers one request: all its copies the same 200, and the stray call that reused
    // the first key for another order a 409 (or, had it come first, the other way round).
    for (const [index, order] of orders.entries()) {
      const own = answers.filter((answer) => answer.key === `key-of-order-${index}`);
      const won = own.filter((answer) => answer.status === 200);
      expect(won.length).toBeGreaterThan(0);
      expect(new Set(won.map((answer) => answer.text)).size).toBe(1);
      expect(own.filter((answer) => answer.status !== 200).every((a) => a.status === 409)).toBe(
        true,
      );
      if (index > 0)
        expect(won.map((answer) => answer.orderNo)).toEqual(Array(3).fill(order.orderNo));
    }
    const paid = new Set(answers.filter((a) => a.status === 200).map((a) => a.orderNo));
    expect(await balanceOf(first, user.userId, 'USD')).toBe(10_000 - paid.size * 149);
  }, 120_000);
});

describe('the claim of a call with an Idempotency-Key (PGlite)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(() => server?.close());

  it('is a lease of seconds, renewed while the call runs: a dead process holds its key briefly', async () => {
    const owner = { kind: 'guest' as const, guestId: 'g_leasedleasedleasedlease' };
    const claimedUntil = async () => {
      const row = await server.database.db
        .selectFrom('idempotency_keys')
        .select('claimed_until')
        .where('key', '=', 'a-slow-payment')
        .executeTakeFirst();
      return row ? new Date(row.claimed_until).getTime() : null;
    };
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const call = answerOnce(server.deps, owner, 'a-slow-payment', 'fingerprint', async () => {
      await finished;
      return 'paid';
    });
    const first = await vi.waitFor(async () => {
      const until = await claimedUntil();
      if (until === null) throw new Error('not claimed yet');
      return until;
    });
    expect(first - Date.now()).toBeLessThanOrEqual(5_000);
    await expect.poll(claimedUntil, { timeout: 5_000, interval: 100 }).toBeGreaterThan(first);
    finish();
    expect(await call).toBe('paid');
  });
});
