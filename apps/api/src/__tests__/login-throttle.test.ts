import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH } from '../config';
import { createSecretBox, singleKeyring } from '../modules/shop/secrets';
import { KNOWN_DEVICE_COOKIE, knownDeviceCookie } from '../modules/user/device';
import { demoData } from '../seed/seed';
import { DATABASES, postJson, startServer, startTwoProcesses, type TestServer } from './harness';

type DemoUser = (typeof demoData.users)[number];
const [owner, other, third] = demoData.users as [DemoUser, DemoUser, DemoUser];
const WINDOW = DEFAULT_AUTH.loginWindowMs;

/** How many answers had each status, e.g. `{ 401: 10, 429: 90 }`. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

interface From {
  address: string;
  /** A `Cookie` header, e.g. the known-device cookie a browser sends back. */
  cookie?: string;
  https?: boolean;
}

/** One login from a client address (believed: the harness calls from loopback, a trusted proxy). */
async function login(server: TestServer, user: { email: string; password: string }, from: From) {
  const headers: Record<string, string> = { 'x-forwarded-for': from.address };
  if (from.cookie) headers.cookie = from.cookie;
  if (from.https) headers['x-forwarded-proto'] = 'https';
  const answer = await postJson(
    server,
    '/api/User/Login',
    { email: user.email, password: user.password },
    headers,
  );
  return { ...answer, retryAfter: Number(answer.headers.get('retry-after') ?? 0) };
}

const wrong = (user: DemoUser) => ({ email: user.email, password: 'not the password' });

/** The `Cookie` header a browser sends back after this answer's known-device cookie. */
function deviceCookieOf(answer: { headers: Headers }): string {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(KNOWN_DEVICE_COOKIE));
  if (!cookie) throw new Error('no known-device cookie in the answer');
  return cookie.split(';')[0] as string;
}

describe.each(DATABASES)('login throttle on %s (issue 25, hole 3)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());
  // Every test starts with every counter's window over.
  afterEach(() => server.clock.advance(WINDOW));

  it("5 failures from address A do not lock the owner out at address B; a success forgives only its own address's", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(server, wrong(owner), { address: '203.0.113.1' })).status).toBe(401);
    }
    const stranger = await login(server, owner, { address: '203.0.113.1' });
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe('Too many login attempts. Please try again in 15 min.');
    expect(stranger.retryAfter).toBe(15 * 60);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(server, wrong(owner), { address: '203.0.113.2' })).status).toBe(401);
    }
    expect((await login(server, owner, { address: '203.0.113.2' })).status).toBe(200);
    // B's success forgives B's failures, in every counter (9 failures of the account would start
    // its delay at the next 2); A's are not forgiven.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(server, wrong(owner), { address: '203.0.113.2' })).status).toBe(401);
    }
    expect((await login(server, owner, { address: '203.0.113.1' })).status).toBe(429);
    // The same answer for an unknown email: nobody learns which accounts exist.
    const nobody = { email: 'nobody@storefront.test', password: 'not the password' };
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await login(server, nobody, { address: '203.0.113.3' });
      expect(answer.body.message).toBe('Incorrect email or password');
    }
    expect((await login(server, nobody, { address: '203.0.113.3' })).body.message).toBe(
      stranger.body.message,
    );
  });

  it('a known device gets in after 100 failures from 25 addresses, even from a stranger address', async () => {
    const first = await login(server, owner, { address: '192.0.2.200' });
    expect(first.status).toBe(200);
    const cookie = deviceCookieOf(first);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      const address = `198.51.100.${attempt % 25}`;
      statuses.push((await login(server, wrong(owner), { address })).status);
      server.clock.advance(2000);
      if (attempt % 20 === 19) {
        const device = await login(server, owner, { address, cookie });
        expect(device.status, `known device after ${attempt + 1} failures`).toBe(200);
      }
    }
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(tally(statuses)[429]).toBeGreaterThan(50);
    const device = await login(server, owner, { address: '198.51.100.0', cookie });
    expect(device.status).toBe(200);
  }, 120_000);

  it('one address is limited across accounts: 30 failures per window, then 429 for that address', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      const nobody = { email: `nobody${attempt}@storefront.test`, password: 'x' };
      expect((await login(server, nobody, { address: '203.0.113.30' })).status).toBe(401);
    }
    expect((await login(server, other, { address: '203.0.113.30' })).status).toBe(429);
    expect((await login(server, other, { address: '203.0.113.31' })).status).toBe(200);
    server.clock.advance(WINDOW);
    expect((await login(server, other, { address: '203.0.113.30' })).status).toBe(200);
  }, 120_000);

  it('past 10 failures from everywhere each attempt waits 1, 2, 4 ... at most 60 s since the last; the owner gets in after the wait', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const address = `198.51.100.${100 + attempt}`;
      expect((await login(server, wrong(owner), { address })).status).toBe(401);
    }
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const refused = await login(server, wrong(owner), { address: `198.51.100.${120 + attempt}` });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(
        `Too many login attempts for this account. Please try again in ${refused.retryAfter} s.`,
      );
      waits.push(refused.retryAfter);
      // Refused attempts renew nothing: halfway through the wait, half of it is left.
      if (refused.retryAfter >= 8) {
        server.clock.advance((refused.retryAfter / 2) * 1000);
        const again = await login(server, wrong(owner), { address: '198.51.100.140' });
        expect(again.retryAfter).toBe(refused.retryAfter / 2);
        server.clock.advance((refused.retryAfter / 2) * 1000);
      } else {
        server.clock.advance(refused.retryAfter * 1000);
      }
      const counted = await login(server, wrong(owner), { address: `198.51.100.${120 + attempt}` });
      expect(counted.status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    const owners = await login(server, owner, { address: '192.0.2.50' });
    expect(owners.status).toBe(429);
    expect(owners.retryAfter).toBe(60);
    server.clock.advance(60_000);
    expect((await login(server, owner, { address: '192.0.2.50' })).status).toBe(200);
  }, 120_000);

  it('the device cookie: signed, bound to its account, HttpOnly, Path=/api, a year; forged or foreign ones count for nothing', async () => {
    const answer = await login(server, owner, { address: '192.0.2.60' });
    const setCookie = answer.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(
      /^sf_known_device=[^;]+; Max-Age=31536000; Path=\/api; HttpOnly; SameSite=Lax$/,
    );
    const secure = await login(server, owner, { address: '192.0.2.60', https: true });
    expect(secure.headers.getSetCookie().join('\n')).toMatch(/; SameSite=Lax; Secure$/);
    const cookie = deviceCookieOf(answer);
    const othersCookie = deviceCookieOf(await login(server, other, { address: '192.0.2.61' }));
    const [userId, deviceId, expiry, mac] = cookie.slice(KNOWN_DEVICE_COOKIE.length + 1).split('.');
    const otherId = othersCookie.slice(KNOWN_DEVICE_COOKIE.length + 1).split('.')[0];
    const strangerKey = createSecretBox(singleKeyring(randomBytes(32)));
    const forged = [
      `${KNOWN_DEVICE_COOKIE}=${otherId}.${deviceId}.${expiry}.${mac}`,
      `${KNOWN_DEVICE_COOKIE}=${userId}.${deviceId}.${Number(expiry) + 1}.${mac}`,
      `${KNOWN_DEVICE_COOKIE}=${userId}.${deviceId}.${expiry}.${mac?.slice(1)}A`,
      `${KNOWN_DEVICE_COOKIE}=${userId}.${deviceId}.${expiry}`,
      knownDeviceCookie(strangerKey, { id: Number(userId), deviceEpoch: 0 }, deviceId as string, {
        now: server.clock.now(),
        ttlMs: WINDOW,
        secure: false,
      }).split(';')[0] as string,
      othersCookie,
    ];
    for (let attempt = 0; attempt < 5; attempt++) {
      await login(server, wrong(owner), { address: '203.0.113.60' });
    }
    for (const fake of forged) {
      const refused = await login(server, owner, { address: '203.0.113.60', cookie: fake });
      expect(refused.status, fake).toBe(429);
    }
    const genuine = await login(server, owner, { address: '203.0.113.60', cookie });
    expect(genuine.status).toBe(200);
    // The same device is renewed, not replaced.
    expect(deviceCookieOf(genuine).split('.')[1]).toBe(deviceId);
  });

  it('a known device has its own limit: 10 failures per window, forgiven by its success', async () => {
    const cookie = deviceCookieOf(await login(server, other, { address: '192.0.2.70' }));
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(server, wrong(other), { address: '192.0.2.70', cookie })).status).toBe(
        401,
      );
    }
    const refused = await login(server, other, { address: '192.0.2.70', cookie });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(15 * 60);
    server.clock.advance(WINDOW);
    expect((await login(server, other, { address: '192.0.2.70', cookie })).status).toBe(200);
  });

  it("the SDK in Node keeps the device cookie: its client gets in while strangers' failures throttle the account", async () => {
    const client = server.client();
    await client.user.login({ email: third.email, password: third.password });
    for (let attempt = 0; attempt < 10; attempt++) {
      const address = `198.51.100.${200 + attempt}`;
      expect((await login(server, wrong(third), { address })).status).toBe(401);
    }
    expect((await login(server, third, { address: '192.0.2.90' })).status).toBe(429);
    const { userDetail } = await client.user.login({
      email: third.email,
      password: third.password,
    });
    expect(userDetail.email).toBe(third.email);
    // A new client (a new device) waits like any stranger.
    await expect(
      server.client().user.login({ email: third.email, password: third.password }),
    ).rejects.toMatchObject({ status: 429 });
  });
});

describe('login throttle across two API processes on postgres (issue 25, hole 3)', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    [first, second] = await startTwoProcesses();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('the processes share every counter, and a device cookie of one is known to the other', async () => {
    const cookie = deviceCookieOf(await login(first, owner, { address: '192.0.2.80' }));
    for (let attempt = 0; attempt < 5; attempt++) {
      const server = attempt % 2 ? second : first;
      expect((await login(server, wrong(owner), { address: '203.0.113.80' })).status).toBe(401);
    }
    expect((await login(second, owner, { address: '203.0.113.80' })).status).toBe(429);
    expect((await login(first, owner, { address: '203.0.113.80' })).status).toBe(429);
    expect((await login(second, owner, { address: '203.0.113.81' })).status).toBe(200);
    // 60 wrong passwords at once from 60 addresses over both: the 5 - 1 left before the delay
    // (the success gave its own attempt back) are verified, all the others wait.
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const server = index % 2 ? second : first;
        return (await login(server, wrong(owner), { address: `198.51.100.${index}` })).status;
      }),
    );
    expect(tally(statuses)).toEqual({ 401: 5, 429: 55 });
    expect((await login(first, owner, { address: '203.0.113.82' })).status).toBe(429);
    expect((await login(second, owner, { address: '203.0.113.82', cookie })).status).toBe(200);
  }, 120_000);
});
