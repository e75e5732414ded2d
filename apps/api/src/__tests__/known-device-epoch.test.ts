import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH } from '../config';
import { KNOWN_DEVICE_COOKIE } from '../modules/user/device';
import { demoData } from '../seed/seed';
import { DATABASES, postJson, startServer, type TestServer } from './harness';
import { nextMailTo, resetTokenIn } from './mail-support';

type DemoUser = (typeof demoData.users)[number];
const [owner, other] = demoData.users as [DemoUser, DemoUser];
const NEW_PASSWORD = 'a fresh passphrase after the theft';
/** One wrong password shuts an account and address pair: few password checks per test. */
const AUTH = { ...DEFAULT_AUTH, loginMaxPerAccountAddress: 1 };

interface Login {
  email: string;
  password: string;
}

async function login(server: TestServer, user: Login, address: string, cookie?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (cookie) headers.cookie = cookie;
  const body = { email: user.email, password: user.password };
  return postJson(server, '/api/User/Login', body, headers);
}

/** The `Cookie` header a browser sends back after this answer's known-device cookie. */
function deviceCookieOf(answer: { headers: Headers }): string {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(KNOWN_DEVICE_COOKIE));
  if (!cookie) throw new Error('no known-device cookie in the answer');
  return cookie.split(';')[0] as string;
}

/** A wrong password from `address`: that account and address pair is refused from then on. */
async function throttle(server: TestServer, user: Login, address: string): Promise<void> {
  const wrong = await login(server, { ...user, password: 'not the password' }, address);
  expect(wrong.status).toBe(401);
  expect((await login(server, user, address)).status).toBe(429);
}

describe.each(DATABASES)(
  'a new password forgets the known devices on %s (issue 35, item 8)',
  (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(kind, { settings: { auth: AUTH } });
    });
    afterAll(() => server?.close());

    it('a cookie bypasses the throttle before a password reset, not after; a new login gets a working one', async () => {
      const stolen = deviceCookieOf(await login(server, owner, '192.0.2.81'));
      await throttle(server, owner, '203.0.113.81');
      expect((await login(server, owner, '203.0.113.81', stolen)).status).toBe(200);

      await server.client().user.forgotPassword({ email: owner.email });
      const token = resetTokenIn(await nextMailTo(server, owner.email, /reset your password/i));
      await server.client().user.resetPassword({ token, password: NEW_PASSWORD });

      const renewed = { email: owner.email, password: NEW_PASSWORD };
      expect((await login(server, renewed, '203.0.113.81', stolen)).status).toBe(429);
      const fresh = deviceCookieOf(await login(server, renewed, '192.0.2.82'));
      expect((await login(server, renewed, '203.0.113.81', fresh)).status).toBe(200);
    });

    it('a cookie bypasses the throttle before a password change, not after', async () => {
      const answer = await login(server, other, '192.0.2.91');
      const stolen = deviceCookieOf(answer);
      const { token } = (answer.body.data as { userDetail: { token: string } }).userDetail;
      await throttle(server, other, '203.0.113.91');
      expect((await login(server, other, '203.0.113.91', stolen)).status).toBe(200);

      await server
        .client({ token })
        .user.changePassword({ currentPassword: other.password, newPassword: NEW_PASSWORD });

      const renewed = { email: other.email, password: NEW_PASSWORD };
      expect((await login(server, renewed, '203.0.113.91', stolen)).status).toBe(429);
    });
  },
);
