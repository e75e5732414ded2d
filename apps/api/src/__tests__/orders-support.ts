import type { ApiClient } from '@storefront/api-client';
import { expect } from 'vitest';
import { moveMoney } from '../modules/ledger/service';
import { demoData } from '../seed/seed';
import type { TestServer } from './harness';
import { signUp } from './mail-support';

/** Helpers of the cart, order and payment suites. */

export const ML_ACCOUNT = { userId: '12345678', zoneId: '1234' };
export const [demo, rina, budi] = demoData.users as [
  (typeof demoData.users)[number],
  (typeof demoData.users)[number],
  (typeof demoData.users)[number],
];

/** A new guest as a browser gets one: InitData, then the id on every call. */
export async function newGuest(
  server: TestServer,
): Promise<{ guestId: string; client: ApiClient }> {
  const { guestId } = await server.client().shopHome.initData();
  return { guestId, client: server.client({ guestId }) };
}

export async function logIn(
  server: TestServer,
  user: { email: string; password: string },
  guestId: string | null = null,
): Promise<{ token: string; userId: number; client: ApiClient }> {
  const { userDetail } = await server
    .client({ guestId })
    .user.login({ email: user.email, password: user.password });
  return {
    token: userDetail.token,
    userId: userDetail.id,
    client: server.client({ token: userDetail.token }),
  };
}

/** A fresh account with an empty wallet (the demo users share balances across tests). */
export async function newUser(server: TestServer, name: string) {
  const email = `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'long enough password';
  const { userDetail } = await signUp(server, { email, password, nickname: name });
  return {
    email,
    password,
    userId: userDetail.id,
    token: userDetail.token,
    client: server.client({ token: userDetail.token }),
  };
}

export async function packId(server: TestServer, gameName: string, title: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('packs')
    .innerJoin('games', 'games.id', 'packs.game_id')
    .select(['packs.id'])
    .where('games.name', '=', gameName)
    .where('packs.title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function stockOf(server: TestServer, id: number): Promise<number | null> {
  const row = await server.database.db
    .selectFrom('packs')
    .select('stock')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.stock;
}

export async function currencyId(server: TestServer, code: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('currencies')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function balanceOf(server: TestServer, userId: number, code: string) {
  const row = await server.database.db
    .selectFrom('balances')
    .innerJoin('currencies', 'currencies.id', 'balances.currency_id')
    .select('balances.balance')
    .where('balances.user_id', '=', userId)
    .where('currencies.code', '=', code)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** Every balance of the user equals the sum of its ledger rows, and none is negative. */
export async function expectLedgerExplainsBalances(server: TestServer, userId: number) {
  const balances = await server.database.db
    .selectFrom('balances')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  for (const balance of balances) {
    const logs = await server.database.db
      .selectFrom('balance_logs')
      .select(['amount', 'balance_after'])
      .where('user_id', '=', userId)
      .where('currency_id', '=', balance.currency_id)
      .execute();
    expect(logs.reduce((sum, log) => sum + log.amount, 0)).toBe(balance.balance);
    expect(balance.balance).toBeGreaterThanOrEqual(0);
    expect(logs.every((log) => log.balance_after >= 0)).toBe(true);
  }
}

/** Credits a balance through a ledger `adjustment`, as support staff would. */
export async function fund(server: TestServer, userId: number, code: string, amount: number) {
  const id = await currencyId(server, code);
  await server.database.db
    .transaction()
    .execute((trx) =>
      moveMoney(
        trx,
        { userId, currencyId: id, amount, type: 'adjustment', orderNo: null, remark: 'test funds' },
        server.clock.now(),
      ),
    );
}

export interface FormAnswer {
  status: number;
  location: string | null;
  html: string;
}

/**
 * Opens the provider's page at `redirectUrl` and "clicks" a button as a browser would: reads the
 * form out of the HTML and posts it url-encoded, without following the redirect.
 */
export async function clickOnProviderPage(
  server: TestServer,
  redirectUrl: string,
  button: 'pay' | 'cancel',
): Promise<FormAnswer> {
  const page = await fetch(new URL(redirectUrl, server.url));
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await page.text();
  const form = /<form method="post" action="([^"]+)">/.exec(html);
  expect(form, 'the page has a form').not.toBeNull();
  const button_ = new RegExp(`<button type="submit" name="(\\w+)" value="${button}">`).exec(html);
  expect(button_, `the page has a ${button} button`).not.toBeNull();
  const answer = await fetch(new URL(form?.[1] ?? '', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ [button_?.[1] ?? '']: button }).toString(),
    redirect: 'manual',
  });
  return {
    status: answer.status,
    location: answer.headers.get('location'),
    html: await answer.text(),
  };
}
