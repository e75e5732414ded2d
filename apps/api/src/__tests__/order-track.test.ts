import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../config';
import { DATABASES, failureOf, postJson, startServer, type TestServer } from './harness';
import { ML_ACCOUNT, newGuest, packId } from './orders-support';

const LIMITS = { ...DEFAULT_LIMITS, trackMaxPerAddress: 4, trackWindowMs: 10 * 60 * 1000 };
const EMAIL = 'tracker@example.com';

describe.each(DATABASES)('order tracking on %s', (kind) => {
  let server: TestServer;
  let orderNo: string;
  beforeAll(async () => {
    server = await startServer(kind, { settings: { limits: LIMITS } });
    const { client } = await newGuest(server);
    const items = [
      { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
    ];
    ({ orderNo } = await client.orderDeal.add({ items, contactEmail: EMAIL }));
  });
  afterAll(() => server?.close());

  const track = (body: unknown) => postJson(server, '/api/OrderDeal/Track', body);

  it('anyone finds the order with its number and email, without a guest id or login', async () => {
    const order = await server
      .client()
      .orderDeal.track({ orderNo, contactEmail: 'Tracker@Example.com' });
    expect(order).toMatchObject({
      orderNo,
      status: 'unpaid',
      contactEmail: EMAIL,
      items: [{ packTitle: '86 Diamonds', vouchers: [] }],
    });
  });

  it('a wrong number and a wrong email get the same 404; too many misses a 429, then the window ends', async () => {
    const otherNo = orderNo.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const wrongNumber = await track({ orderNo: otherNo, contactEmail: EMAIL });
    const wrongEmail = await track({ orderNo, contactEmail: 'someone@example.com' });
    expect(wrongNumber.status).toBe(404);
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.body).toEqual(wrongNumber.body);
    expect(wrongNumber.body.message).toBe('No order has this number and email');
    // Two misses counted, the successful lookup of the test above gave its count back.
    expect((await track({ orderNo, contactEmail: 'x@example.com' })).status).toBe(404);
    expect((await track({ orderNo, contactEmail: 'y@example.com' })).status).toBe(404);
    const refused = await track({ orderNo, contactEmail: EMAIL });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(LIMITS.trackWindowMs);
    expect((await track({ orderNo, contactEmail: EMAIL })).status).toBe(200);
  });

  it('a malformed number or email is a 400 naming the field', async () => {
    const badNumber = await failureOf(
      server.client().orderDeal.track({ orderNo: 'nope', contactEmail: EMAIL }),
    );
    expect(badNumber.status).toBe(400);
    expect(JSON.stringify(badNumber.data)).toContain('orderNo');
    const badEmail = await track({ orderNo, contactEmail: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(JSON.stringify(badEmail.body.data)).toContain('contactEmail');
  });
});
