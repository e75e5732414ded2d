import type { BalanceLogType } from '@storefront/api-client/contract';
import type { TestServer } from './harness';
import { signUp } from './mail-support';

/** The ApiError a call rejects with; fails the test when it resolves or throws something else. */

/** A new account, logged in: its id, token and an SDK client carrying the token. */
export async function newCustomer(server: TestServer, email: string) {
  const { userDetail } = await signUp(server, {
    email,
    password: 'long enough',
    nickname: 'Tester',
  });
  return {
    id: userDetail.id,
    token: userDetail.token,
    client: server.client({ token: userDetail.token }),
  };
}

export async function loginAs(server: TestServer, email: string, password: string) {
  const { userDetail } = await server.client().user.login({ email, password });
  return { ...userDetail, client: server.client({ token: userDetail.token }) };
}

export async function currencyIds(server: TestServer): Promise<Map<string, number>> {
  const rows = await server.database.db.selectFrom('currencies').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

export interface LedgerLine {
  currencyId: number;
  amount: number;
  type: BalanceLogType;
  createdAt: Date;
  orderNo?: string | null;
  remark?: string | null;
}

/**
 * Writes ledger entries for a user as the ledger would (running balance per currency, balances row
 * kept equal to the last balance_after) and returns the stored rows in insertion order.
 */
export async function writeLedger(server: TestServer, userId: number, lines: LedgerLine[]) {
  const db = server.database.db;
  const running = new Map<number, number>();
  const values = lines.map((line) => {
    const after = (running.get(line.currencyId) ?? 0) + line.amount;
    if (after < 0) throw new Error('test ledger would go below zero');
    running.set(line.currencyId, after);
    return {
      user_id: userId,
      currency_id: line.currencyId,
      amount: line.amount,
      balance_after: after,
      type: line.type,
      order_no: line.orderNo ?? null,
      remark: line.remark ?? null,
      created_at: line.createdAt,
    };
  });
  const rows = [];
  for (let start = 0; start < values.length; start += 500) {
    rows.push(
      ...(await db
        .insertInto('balance_logs')
        .values(values.slice(start, start + 500))
        .returningAll()
        .execute()),
    );
  }
  for (const [currencyId, balance] of running) {
    await db
      .insertInto('balances')
      .values({ user_id: userId, currency_id: currencyId, balance })
      .onConflict((oc) => oc.columns(['user_id', 'currency_id']).doUpdateSet({ balance }))
      .execute();
  }
  return rows;
}
