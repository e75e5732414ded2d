import { MONEY_LIMITS } from '@storefront/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, failureOf, startServer, type TestServer } from './harness';
import { balanceOf, clickOnProviderPage, currencyId, fund, newUser } from './orders-support';

const USD = MONEY_LIMITS.USD as (typeof MONEY_LIMITS)[string];

describe.each(DATABASES)('amount ceilings on %s (issue 13, defect 4)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('refuses a deposit of 2^53 - 1 with 422 naming the amount', async () => {
    const user = await newUser(server, 'huge');
    const usd = await currencyId(server, 'USD');
    const error = await failureOf(
      user.client.user.deposit({ currencyId: usd, amount: Number.MAX_SAFE_INTEGER }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe('amount: a deposit in USD can be at most 10000.00');
  });

  it('deposits up to the balance ceiling, then refuses one more; the user still logs in', async () => {
    const user = await newUser(server, 'rich');
    const usd = await currencyId(server, 'USD');
    await fund(server, user.userId, 'USD', USD.balance - 500);
    const last = await user.client.user.deposit({ currencyId: usd, amount: 500 });
    expect((await clickOnProviderPage(server, last.redirectUrl, 'pay')).status).toBe(303);
    expect(await balanceOf(server, user.userId, 'USD')).toBe(USD.balance);

    const error = await failureOf(user.client.user.deposit({ currencyId: usd, amount: 1 }));
    expect(error.status).toBe(422);
    expect(error.message).toBe(
      'amount: a balance in USD can be at most 1000000.00; it holds 1000000.00',
    );
    expect(await balanceOf(server, user.userId, 'USD')).toBe(USD.balance);

    await expect(user.client.user.summary()).resolves.toBeTruthy();
    const again = await server.client().user.login({ email: user.email, password: user.password });
    expect(again.userDetail.userBalance.find((b) => b.currencyCode === 'USD')?.balance).toBe(
      USD.balance,
    );
  });

  it('a credit past the ceiling inside the ledger is refused too (a deposit paid after another)', async () => {
    const user = await newUser(server, 'race');
    const usd = await currencyId(server, 'USD');
    const first = await user.client.user.deposit({ currencyId: usd, amount: 400 });
    await fund(server, user.userId, 'USD', USD.balance - 100);
    // The sandbox page relays the webhook's refusal (422) as its own 502.
    await clickOnProviderPage(server, first.redirectUrl, 'pay');
    expect(await balanceOf(server, user.userId, 'USD')).toBe(USD.balance - 100);
    const payment = await server.database.db
      .selectFrom('payments')
      .select('status')
      .where('payment_no', '=', first.depositNo)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('pending');
  });

  it('the database refuses a balance past its hard ceiling', async () => {
    const user = await newUser(server, 'backstop');
    await fund(server, user.userId, 'USD', 1);
    await expect(
      server.database.db
        .updateTable('balances')
        .set({ balance: 1_000_000_000_000_001 })
        .where('user_id', '=', user.userId)
        .execute(),
    ).rejects.toThrow(/balances_ceiling/);
  });
});
