import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../config';
import { PUBLIC_CACHE_CONTROL } from '../http/caching';
import { DATABASES, postJson, startServer, type TestServer } from './harness';

/** Few new guests per address, so a read that spent the limit would show within a few calls. */
const LIMITS = { ...DEFAULT_LIMITS, guestMaxPerAddress: 3 };

describe.each(DATABASES)('ShopHome/Frame (server rendering reads) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, { settings: { limits: LIMITS } });
  });
  afterAll(() => server?.close());

  const guestRows = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('guests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers what InitData answers for the locale, without a guest id', async () => {
    for (const locale of ['en', 'id'] as const) {
      const frame = await server.client({ locale }).shopHome.frame();
      const { guestId, ...init } = await server.client({ locale }).shopHome.initData();
      expect(guestId).toMatch(/^g_/);
      expect(frame).toEqual(init);
      expect(frame).not.toHaveProperty('guestId');
    }
  });

  it('creates no guest and spends no guest limit of the address, however often it is read', async () => {
    const from = { 'x-forwarded-for': '203.0.113.40' };
    const before = await guestRows();
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await postJson(server, '/api/ShopHome/Frame', {}, from)).status,
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await guestRows()).toBe(before);
    const firstGuest = await postJson(server, '/api/ShopHome/InitData', {}, from);
    expect(firstGuest.status).toBe(200);
    expect(await guestRows()).toBe(before + 1);
  });

  it('leaves a guest id it is sent untouched, and shared caches may keep its answer', async () => {
    const { guestId } = await server.client().shopHome.initData();
    const lastSeen = () =>
      server.database.db
        .selectFrom('guests')
        .select('last_seen_at')
        .where('id', '=', guestId)
        .executeTakeFirstOrThrow();
    const seen = await lastSeen();
    server.clock.advance(60_000);
    const answer = await postJson(server, '/api/ShopHome/Frame', {}, { guestId });
    expect(answer.status).toBe(200);
    expect(answer.body.data).not.toHaveProperty('guestId');
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(answer.headers.get('etag')).toMatch(/^W\//);
    expect(await lastSeen()).toEqual(seen);
  });
});
