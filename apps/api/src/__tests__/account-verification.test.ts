import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '../modules/user/device';
import { purgeExpiredAccountTokens } from '../modules/user/signup';
import { demoData } from '../seed/seed';
import { DATABASES, failureOf, postJson, startServer, type TestServer } from './harness';
import {
  codeIn,
  nextMailTo,
  resetTokenIn,
  SIGNUP_CODE_SUBJECT,
  sharedMailCatcher,
  signUp,
} from './mail-support';

const MINUTE = 60 * 1000;
const demo = demoData.users[0] as (typeof demoData.users)[number];
const rina = demoData.users[1] as (typeof demoData.users)[number];
const PASSWORD = 'a long passphrase';
const TOO_COMMON = 'this password is too common: choose another';

/** The field a 400 names first (`data.issues[0].path`) and its message. */
async function refusal(server: TestServer, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const answer = await postJson(server, path, body, headers);
  const issues = (answer.body.data as { issues?: Array<{ path: string; message: string }> })
    ?.issues;
  return { status: answer.status, issue: issues?.[0] };
}

describe.each(DATABASES)('verified sign-up and passwords on %s', (kind) => {
  let server: TestServer;
  const email = (name: string) => `${name}-${kind}@example.com`;

  beforeAll(async () => {
    await sharedMailCatcher();
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('a new email gets a code by mail, and the code creates the account and logs in', async () => {
    const address = email('Newcomer');
    const client = server.client();
    const pending = await client.user.register({
      email: address.toUpperCase(),
      password: PASSWORD,
      nickname: 'Newcomer',
    });
    expect(pending).toEqual({
      email: address.toLowerCase(),
      resendAfterSeconds: 60,
      signupToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const { signupToken } = pending;
    const before = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', address.toLowerCase())
      .executeTakeFirst();
    expect(before).toBeUndefined();
    const code = codeIn(await nextMailTo(server, address, SIGNUP_CODE_SUBJECT));
    const { userDetail } = await client.user.verifySignup({ email: address, code, signupToken });
    expect(userDetail).toMatchObject({ email: address.toLowerCase(), nickname: 'Newcomer' });
    const me = await server.client({ token: userDetail.token }).user.summary();
    expect(me.user.id).toBe(userDetail.id);
    await client.user.login({ email: address, password: PASSWORD });
    const again = await failureOf(client.user.verifySignup({ email: address, code, signupToken }));
    expect(again).toMatchObject({ status: 400, message: 'code: the code is wrong or has expired' });
    // Signed up: at once, another sign-up with the address is answered alike and warns the owner.
    const later = { email: address, password: PASSWORD, nickname: 'Later' };
    expect(await client.user.register(later)).toEqual({
      ...pending,
      signupToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    await nextMailTo(server, address, /tried to sign up/);
  });

  it('the browser that confirms its sign-up is a known device of the new account', async () => {
    const address = email('device');
    const client = server.client();
    const { signupToken } = await client.user.register({
      email: address,
      password: PASSWORD,
      nickname: 'Device',
    });
    const code = codeIn(await nextMailTo(server, address, SIGNUP_CODE_SUBJECT));
    const answer = await postJson(server, '/api/User/VerifySignup', {
      email: address,
      code,
      signupToken,
    });
    expect(answer.status).toBe(200);
    const cookie = answer.headers
      .getSetCookie()
      .find((line) => line.startsWith(KNOWN_DEVICE_COOKIE));
    const userId = (answer.body.data as { userDetail: { id: number } }).userDetail.id;
    expect(cookie).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=${userId}\\.`));
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('a known email (any case) gets the same answer; its owner gets a warning and no code works', async () => {
    const fresh = await postJson(server, '/api/User/Register', {
      email: email('stranger'),
      password: PASSWORD,
      nickname: 'Someone',
    });
    const known = await postJson(server, '/api/User/Register', {
      email: rina.email.toUpperCase(),
      password: PASSWORD,
      nickname: 'Someone',
    });
    expect(known.status).toBe(fresh.status);
    const seen = (text: string, address: string) =>
      text.replace(address, '<email>').replace(/"signupToken":"[^"]+"/, '"signupToken":"<token>"');
    expect(seen(known.text, rina.email)).toBe(seen(fresh.text, email('stranger')));
    const { signupToken } = known.body.data as { signupToken: string };
    const warning = await nextMailTo(server, rina.email, /tried to sign up/);
    expect(warning.text).toContain('/resetPassword?token=');
    expect(resetTokenIn(warning)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const code of ['000000', '123456', '999999']) {
      const wrong = await refusal(server, '/api/User/VerifySignup', {
        email: rina.email,
        code,
        signupToken,
      });
      expect(wrong).toMatchObject({ status: 400, issue: { path: 'code' } });
    }
    await failureOf(server.client().user.login({ email: rina.email, password: PASSWORD }));
    await server.client().user.login({ email: rina.email, password: rina.password });
  });

  it('five wrong codes burn the code; an expired code is refused', async () => {
    const burnt = email('guesser');
    const client = server.client();
    const burntAttempt = await client.user.register({
      email: burnt,
      password: PASSWORD,
      nickname: 'Guesser',
    });
    const code = codeIn(await nextMailTo(server, burnt, SIGNUP_CODE_SUBJECT));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const { signupToken } = burntAttempt;
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await refusal(server, '/api/User/VerifySignup', {
        email: burnt,
        code: wrong,
        signupToken,
      });
      expect(answer).toMatchObject({ status: 400, issue: { path: 'code' } });
    }
    const late = await refusal(server, '/api/User/VerifySignup', {
      email: burnt,
      code,
      signupToken,
    });
    expect(late).toMatchObject({ status: 400, issue: { path: 'code' } });

    const slow = email('slow');
    const slowAttempt = await client.user.register({
      email: slow,
      password: PASSWORD,
      nickname: 'Slow',
    });
    const slowCode = codeIn(await nextMailTo(server, slow, SIGNUP_CODE_SUBJECT));
    server.clock.advance(30 * MINUTE + 1000);
    const expired = await refusal(server, '/api/User/VerifySignup', {
      email: slow,
      code: slowCode,
      signupToken: slowAttempt.signupToken,
    });
    expect(expired).toMatchObject({ status: 400, issue: { path: 'code' } });
    expect(await purgeExpiredAccountTokens(server.deps, server.clock.now())).toBeGreaterThan(0);
    const left = await server.database.db
      .selectFrom('pending_signups')
      .select('email')
      .where('email', '=', slow)
      .execute();
    expect(left).toEqual([]);
  });

  it('resends a new code at most once a minute and five times an hour, for any email alike', async () => {
    const address = email('resender');
    const client = server.client();
    const { signupToken } = await client.user.register({
      email: address,
      password: PASSWORD,
      nickname: 'Resender',
    });
    const attempt = { email: address, signupToken };
    const first = codeIn(await nextMailTo(server, address, SIGNUP_CODE_SUBJECT));
    const soon = await postJson(server, '/api/User/ResendSignupCode', attempt);
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    let latest = first;
    for (let mail = 2; mail <= 5; mail++) {
      server.clock.advance(61 * 1000);
      expect(await client.user.resendSignupCode(attempt)).toEqual({
        email: address,
        resendAfterSeconds: 60,
        signupToken,
      });
      latest = codeIn(await nextMailTo(server, address, SIGNUP_CODE_SUBJECT));
    }
    server.clock.advance(61 * 1000);
    const sixth = await postJson(server, '/api/User/ResendSignupCode', attempt);
    expect(sixth.status).toBe(429);
    const unknown = { email: email('nobody'), signupToken };
    await client.user.resendSignupCode(unknown);
    const unknownSoon = await postJson(server, '/api/User/ResendSignupCode', unknown);
    expect(unknownSoon.status).toBe(429);
    if (latest !== first) {
      const old = await refusal(server, '/api/User/VerifySignup', { ...attempt, code: first });
      expect(old.issue?.path).toBe('code');
    }
    const { userDetail } = await client.user.verifySignup({ ...attempt, code: latest });
    expect(userDetail.email).toBe(address);
  });

  it('forgot password mails a single-use 30-minute link; a reset logs every session out', async () => {
    const client = server.client();
    const address = email('forgetful');
    const user = await signUp(server, {
      email: address,
      password: PASSWORD,
      nickname: 'Forgetful',
    });
    const otherSession = await client.user.login({ email: address, password: PASSWORD });
    expect(await client.user.forgotPassword({ email: address.toUpperCase() })).toBeNull();
    expect(await client.user.forgotPassword({ email: email('no-account') })).toBeNull();
    const token = resetTokenIn(await nextMailTo(server, address, /reset your password/i));
    await client.user.resetPassword({ token, password: 'a brand new passphrase' });
    for (const session of [user.userDetail.token, otherSession.userDetail.token]) {
      const error = await failureOf(server.client({ token: session }).user.summary());
      expect(error.status).toBe(401);
    }
    await nextMailTo(server, address, /password was changed/i);
    const reused = await refusal(server, '/api/User/ResetPassword', {
      token,
      password: 'yet another passphrase',
    });
    expect(reused).toMatchObject({ status: 400, issue: { path: 'token' } });
    await failureOf(client.user.login({ email: address, password: PASSWORD }));
    await client.user.login({ email: address, password: 'a brand new passphrase' });

    await client.user.forgotPassword({ email: address });
    const late = resetTokenIn(await nextMailTo(server, address, /reset your password/i));
    server.clock.advance(30 * MINUTE + 1000);
    const expired = await refusal(server, '/api/User/ResetPassword', {
      token: late,
      password: 'yet another passphrase',
    });
    expect(expired).toMatchObject({ status: 400, issue: { path: 'token' } });
  });

  it('forgot password is limited per email and client address', async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const ask = () =>
      postJson(server, '/api/User/ForgotPassword', { email: email('limited') }, from);
    for (let n = 0; n < 5; n++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it('change password needs the current one and logs every other session out', async () => {
    const address = email('changer');
    const mine = await signUp(server, { email: address, password: PASSWORD, nickname: 'Changer' });
    const other = await server.client().user.login({ email: address, password: PASSWORD });
    const token = mine.userDetail.token;
    const wrong = await refusal(
      server,
      '/api/User/ChangePassword',
      { currentPassword: 'not my password', newPassword: 'a fresh passphrase' },
      token,
    );
    expect(wrong).toMatchObject({ status: 400, issue: { path: 'currentPassword' } });
    await server
      .client({ token, locale: 'id' })
      .user.changePassword({ currentPassword: PASSWORD, newPassword: 'a fresh passphrase' });
    const gone = await failureOf(server.client({ token: other.userDetail.token }).user.summary());
    expect(gone.status).toBe(401);
    expect((await server.client({ token }).user.summary()).user.email).toBe(address);
    await nextMailTo(server, address, /kata sandi anda telah diubah/i);
    await server.client().user.login({ email: address, password: 'a fresh passphrase' });
  });

  it('refuses common passwords with 400 naming the field on every form', async () => {
    const { userDetail } = await server
      .client()
      .user.login({ email: demo.email, password: demo.password });
    for (const weak of ['password', '        ', '12345678']) {
      const register = await refusal(server, '/api/User/Register', {
        email: email('weak'),
        password: weak,
        nickname: 'Weak',
      });
      expect(register).toMatchObject({
        status: 400,
        issue: { path: 'password', message: TOO_COMMON },
      });
      const reset = await refusal(server, '/api/User/ResetPassword', {
        token: 'x'.repeat(43),
        password: weak,
      });
      expect(reset).toMatchObject({
        status: 400,
        issue: { path: 'password', message: TOO_COMMON },
      });
      const change = await refusal(
        server,
        '/api/User/ChangePassword',
        { currentPassword: demo.password, newPassword: weak },
        userDetail.token,
      );
      expect(change).toMatchObject({
        status: 400,
        issue: { path: 'newPassword', message: TOO_COMMON },
      });
    }
    const own = await refusal(server, '/api/User/Register', {
      email: email('mirror'),
      password: email('mirror'),
      nickname: 'Mirror',
    });
    expect(own).toMatchObject({ status: 400, issue: { path: 'password', message: TOO_COMMON } });
    await server.client().user.login({ email: demo.email, password: demo.password });
  });
});
