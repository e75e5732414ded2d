import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../config';
import { expireIdleGuests } from '../modules/guest/service';
import { demoData } from '../seed/seed';
import { DATABASES, postJson, startServer, startTwoProcesses, type TestServer } from './harness';

const post = postJson;

/** How many answers had each status, e.g. `{ 401: 5, 429: 195 }`. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const LIMITS = { ...DEFAULT_LIMITS, guestMaxPerAddress: 5, registerMaxPerAddress: 3 };

describe.each(DATABASES)('limits on %s (issue 13, defects 1 and 9)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, { settings: { limits: LIMITS } });
  });
  afterAll(() => server?.close());

  it('200 concurrent wrong passwords for one email: at most 5 are verified, the rest 429', async () => {
    const user = demoData.users[1] as (typeof demoData.users)[number];
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const res = await post(server, '/api/User/Login', {
          email: user.email,
          password: `guess${index}`,
        });
        if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        return res.status;
      }),
    );
    expect(tally(statuses)).toEqual({ 401: 5, 429: 195 });
    const right = await post(server, '/api/User/Login', user);
    expect(right.status).toBe(429);
    server.clock.advance(15 * 60 * 1000);
    expect((await post(server, '/api/User/Login', user)).status).toBe(200);
  }, 120_000);

  it('new guest ids are limited per address (429 with Retry-After); a known guest id is not', async () => {
    const from = { 'x-forwarded-for': '198.51.100.7' };
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await post(server, '/api/ShopHome/InitData', {}, from)).status,
      ),
    );
    expect(tally(statuses)).toEqual({ 200: 5, 429: 15 });
    const refused = await post(server, '/api/ShopHome/InitData', {}, from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests, please try again later');
    expect(Number(refused.headers.get('retry-after'))).toBe(60 * 60);
    const elsewhere = await post(
      server,
      '/api/ShopHome/InitData',
      {},
      {
        'x-forwarded-for': '198.51.100.8',
      },
    );
    expect(elsewhere.status).toBe(200);
    const guestId = (elsewhere.body.data as { guestId: string }).guestId;
    const again = await post(server, '/api/ShopHome/InitData', {}, { ...from, guestid: guestId });
    expect(again.status).toBe(200);
    expect((again.body.data as { guestId: string }).guestId).toBe(guestId);
  });

  it('registrations are limited per address', async () => {
    const from = { 'x-forwarded-for': '198.51.100.20' };
    const register = (n: number) =>
      post(
        server,
        '/api/User/Register',
        { email: `limit${n}-${kind}@example.com`, password: 'long enough', nickname: 'Al' },
        from,
      );
    for (let n = 0; n < 3; n++) expect((await register(n)).status).toBe(200);
    const refused = await register(3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const pending = await server.database.db
      .selectFrom('pending_signups')
      .select('email')
      .where('email', 'like', `limit%-${kind}@example.com`)
      .execute();
    expect(pending).toHaveLength(3);
  });

  it('expires guests that hold nothing after the idle time, and only those', async () => {
    const guest = async (address: string) => {
      const res = await post(server, '/api/ShopHome/InitData', {}, { 'x-forwarded-for': address });
      return (res.body.data as { guestId: string }).guestId;
    };
    const idle = await guest('192.0.2.1');
    const shopper = await guest('192.0.2.2');
    await server.client({ guestId: shopper }).shopCart.add({
      packId: 1,
      quantity: 1,
      account: { userId: '12345678', zoneId: '1234' },
    });
    server.clock.advance(LIMITS.guestIdleMs + 1000);
    const recent = await guest('192.0.2.3');
    await expireIdleGuests(server.deps, server.clock.now());
    const left = await server.database.db
      .selectFrom('guests')
      .select('id')
      .where('id', 'in', [idle, shopper, recent])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([shopper, recent].sort());
  });
});

describe('login limits across two API processes on postgres (issue 13, defect 1)', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    [first, second] = await startTwoProcesses();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('200 concurrent wrong passwords spread over both: at most 5 are verified', async () => {
    const user = demoData.users[2] as (typeof demoData.users)[number];
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const res = await post(index % 2 ? second : first, '/api/User/Login', {
          email: user.email,
          password: `guess${index}`,
        });
        return res.status;
      }),
    );
    expect(tally(statuses)).toEqual({ 401: 5, 429: 195 });
  }, 120_000);
});
