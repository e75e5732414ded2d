import type { ApiClient } from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoProcesses, type TestServer } from './harness';
import {
  balanceOf,
  expectLedgerExplainsBalances,
  fund,
  ML_ACCOUNT,
  newUser,
  packId,
} from './orders-support';

const CALLS = 20;
/** 86 Diamonds of Mobile Legends: US$ 1.49, no stock limit. */
const PRICE = 149;

describe('one cart line checked out by concurrent calls on postgres with two API processes', () => {
  let first: TestServer;
  let second: TestServer;
  let pack: number;
  beforeAll(async () => {
    [first, second] = await startTwoProcesses();
    pack = await packId(first, 'mobile-legends', '86 Diamonds');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** A new customer with one cart line, and a client of each process. */
  async function customerWithOneLine(name: string) {
    const user = await newUser(first, name);
    const { item } = await user.client.shopCart.add({ packId: pack, account: ML_ACCOUNT });
    const clients = [first.client({ token: user.token }), second.client({ token: user.token })];
    const byTurns = (index: number) => clients[index % 2] as ApiClient;
    return { ...user, lineId: item.id, byTurns };
  }

  async function ordersOf(userId: number) {
    return first.database.db
      .selectFrom('orders')
      .select(['status'])
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * One call succeeded. Every other one named `cartItemIds`: a 409 when it raced the winner for the
   * line, a 404 when it read the cart after the winner had committed.
   */
  function expectOneTaken(results: PromiseSettledResult<unknown>[]) {
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ data: { data: { field: 'cartItemIds' } } });
    }
    const statuses = new Set(refusals.map((refusal) => (refusal as { status: number }).status));
    expect([...statuses].every((status) => status === 404 || status === 409)).toBe(true);
  }

  it(`${CALLS} concurrent shopcart/orderspay of one line: one paid order, one debit, the rest refused`, async () => {
    const user = await customerWithOneLine('cart-payer');
    await fund(first, user.userId, 'USD', CALLS * PRICE);
    const results = await Promise.allSettled(
      Array.from({ length: CALLS }, (_, index) =>
        user.byTurns(index).legacy.shopcart.orderspay({
          cartItemIds: [user.lineId],
          method: 'balance',
        }),
      ),
    );
    expectOneTaken(results);
    expect((await ordersOf(user.userId)).map((order) => order.status)).toEqual(['completed']);
    expect(await balanceOf(first, user.userId, 'USD')).toBe((CALLS - 1) * PRICE);
    await expectLedgerExplainsBalances(first, user.userId);
  });

  it(`${CALLS} concurrent OrderDeal/Add of one line: one order, the rest refused`, async () => {
    const user = await customerWithOneLine('cart-orderer');
    const results = await Promise.allSettled(
      Array.from({ length: CALLS }, (_, index) =>
        user.byTurns(index).orderDeal.add({ cartItemIds: [user.lineId] }),
      ),
    );
    expectOneTaken(results);
    expect(await ordersOf(user.userId)).toEqual([{ status: 'unpaid' }]);
    expect((await user.client.shopCart.list()).items).toEqual([]);
  });
});
