import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../seed/seed';
import { DATABASES, postJson, raw, startServer, type TestServer } from './harness';
import { loginAs } from './wallet-support';

const demo = demoData.users[0] as (typeof demoData.users)[number];

/** Days PGlite could not turn into an instant (500 before), and forms no calendar day has. */
const FAR_DAYS = ['0001-01-01', '9999-12-31', '275760-09-13', '-000001-01-01', '1999-12-31'];

type Range = { from?: string; to?: string };

/** The four calls that filter by a date range, as a customer's app sends them. */
const CALLS: Record<
  string,
  (server: TestServer, token: string, range: Range) => ReturnType<typeof raw>
> = {
  'User/BalanceLog': (server, token, range) =>
    postJson(server, '/api/User/BalanceLog', range, { authorization: `Bearer ${token}` }),
  'OrderDeal/PageList': (server, token, range) =>
    postJson(server, '/api/OrderDeal/PageList', range, { authorization: `Bearer ${token}` }),
  'order/list': (server, token, range) =>
    postJson(server, '/api/order/list', range, { authorization: `Bearer ${token}` }),
  'user/accountDetailFile': (server, token, range) =>
    raw(server, `/api/user/accountDetailFile?${new URLSearchParams(range)}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
};

describe.each(DATABASES)('date-range filters on %s (issue 25, hole 7)', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer(kind);
    token = (await loginAs(server, demo.email, demo.password)).token;
  });
  afterAll(() => server?.close());

  it.each(Object.keys(CALLS))(
    '%s: a far day is a 400 naming the field, never a 500',
    async (call) => {
      const send = CALLS[call] as (typeof CALLS)[string];
      for (const day of FAR_DAYS) {
        for (const field of ['from', 'to'] as const) {
          const answer = await send(server, token, { [field]: day });
          expect(answer.status, `${field}=${day}: ${answer.text.slice(0, 200)}`).toBe(400);
          expect(answer.body.message).toMatch(new RegExp(`^${field}\\b`));
        }
      }
    },
  );

  it.each(Object.keys(CALLS))('%s: the first and last day allowed answer 200', async (call) => {
    const send = CALLS[call] as (typeof CALLS)[string];
    const answer = await send(server, token, { from: '2000-01-01', to: '2100-12-31' });
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  });

  it.each(Object.keys(CALLS))(
    '%s: a range that ends before it starts is a 400 on from',
    async (call) => {
      const send = CALLS[call] as (typeof CALLS)[string];
      const answer = await send(server, token, { from: '2026-11-02', to: '2026-11-01' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^from\b/);
    },
  );
});
