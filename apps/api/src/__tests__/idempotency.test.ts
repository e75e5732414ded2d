import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, startTwoProcesses, type TestServer } from './harness';
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
});
