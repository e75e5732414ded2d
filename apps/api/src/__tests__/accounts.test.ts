import { isApiError } from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../modules/session/sessions';
import { demoData } from '../seed/seed';
import { DATABASES, failureOf, postJson, startServer, type TestServer } from './harness';

const demo = demoData.users[0] as (typeof demoData.users)[number];
const HOUR = 60 * 60 * 1000;

const post = postJson;

describe.each(DATABASES)('accounts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('User/Login answers userDetail with a 2-hour token and every balance', async () => {
    const before = server.clock.now().getTime();
    const { userDetail } = await server
      .client()
      .user.login({ email: demo.email.toUpperCase(), password: demo.password });
    expect(userDetail.email).toBe(demo.email);
    expect(userDetail.nickname).toBe(demo.nickname);
    expect(userDetail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(userDetail.tokenExpiresAt) - before).toBe(2 * HOUR);
    expect(userDetail.userBalance.map((b) => b.currencyCode)).toEqual(
      demoData.currencies.map((c) => c.code),
    );
    for (const [code, amount] of Object.entries(demo.balances)) {
      expect(userDetail.userBalance.find((b) => b.currencyCode === code)?.balance).toBe(amount);
    }
    expect(userDetail.userBalance.find((b) => b.currencyCode === 'PHP')?.balance).toBe(0);
  });

  it('stores tokens only as hashes and every balance is explained by the ledger', async () => {
    const { userDetail } = await server
      .client()
      .legacy.user.login({ email: demo.email, password: demo.password });
    const sessions = await server.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.some((s) => s.token_hash === userDetail.token)).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
    const balances = await server.database.db.selectFrom('balances').selectAll().execute();
    for (const balance of balances) {
      const logs = await server.database.db
        .selectFrom('balance_logs')
        .select('amount')
        .where('user_id', '=', balance.user_id)
        .where('currency_id', '=', balance.currency_id)
        .execute();
      expect(logs.reduce((sum, log) => sum + log.amount, 0)).toBe(balance.balance);
    }
  });

  it('User/Summary and user/current need the token; logout revokes it', async () => {
    const { userDetail } = await server
      .client()
      .user.login({ email: demo.email, password: demo.password });
    const client = server.client({ token: userDetail.token });
    const summary = await client.user.summary();
    expect(summary).toMatchObject({
      user: { id: userDetail.id, email: demo.email },
      orderCounts: { unpaid: 0, inProgress: 0, completed: 0 },
      cartCount: 0,
    });
    expect((await client.legacy.user.current()).id).toBe(userDetail.id);
    expect(await client.user.logout()).toBeNull();
    const after = await failureOf(client.user.summary());
    expect(after).toMatchObject({
      status: 401,
      code: 401,
      message: 'Login status expired, please log in again',
    });
    expect(await failureOf(client.user.logout())).toMatchObject({ status: 401 });
  });

  it('a token expires after 2 hours of the clock', async () => {
    const { userDetail } = await server
      .client()
      .user.login({ email: demo.email, password: demo.password });
    const client = server.client({ token: userDetail.token });
    server.clock.advance(2 * HOUR - 1000);
    await expect(client.legacy.user.current()).resolves.toMatchObject({ email: demo.email });
    server.clock.advance(2000);
    const expired = await failureOf(client.legacy.user.current());
    expect(expired).toMatchObject({
      status: 401,
      message: 'Login status expired, please log in again',
    });
  });

  it('tokens checked at once, in one lookup, each answer their own user; a revoked or expired one among them is 401', async () => {
    const logins = await Promise.all(
      demoData.users.map((user) =>
        server.client().user.login({ email: user.email, password: user.password }),
      ),
    );
    const tokens = logins.map(({ userDetail }) => userDetail.token);
    const login = () => server.client().user.login({ email: demo.email, password: demo.password });
    const revoked = (await login()).userDetail.token;
    const expiring = (await login()).userDetail.token;
    await server.client({ token: revoked }).user.logout();
    await server.database.db
      .updateTable('sessions')
      .set({ expires_at: server.clock.now() })
      .where('token_hash', '=', hashToken(expiring))
      .execute();
    const asked = [...tokens, ...tokens, revoked, expiring];
    const answers = await Promise.all(
      asked.map((token) =>
        server
          .client({ token })
          .legacy.user.current()
          .then((user) => user.email)
          .catch((error: unknown) => (isApiError(error) ? error.status : error)),
      ),
    );
    const emails = demoData.users.map((user) => user.email);
    expect(answers).toEqual([...emails, ...emails, 401, 401]);
  });

  it('missing, unknown and malformed tokens are 401 with the catalogue message, in either locale', async () => {
    for (const token of [null, 'x'.repeat(43), 'not a token!']) {
      const error = await failureOf(server.client({ token }).user.summary());
      expect(error).toMatchObject({
        status: 401,
        code: 401,
        message: 'Login status expired, please log in again',
      });
    }
    const id = await failureOf(server.client({ locale: 'id' }).user.summary());
    expect(id.message).toBe('Status login telah berakhir, silakan login kembali');
    const basic = await post(server, '/api/User/Summary', {}, { authorization: 'Basic abc' });
    expect(basic.status).toBe(401);
  });

  it('refuses bad registrations with 400 and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const client = server.client();
    const badEmail = await failureOf(
      client.user.register({ email: 'nope', password: 'long enough', nickname: 'Al' }),
    );
    expect(badEmail).toMatchObject({ status: 400, message: 'email: is not a valid email address' });
    const short = await failureOf(
      client.user.register({ email: 'a@b.co', password: 'short', nickname: 'Al' }),
    );
    expect(short.message).toBe('password: use at least 8 characters');
    const several = await failureOf(
      server
        .client({ locale: 'id' })
        .user.register({ email: 'a@b.co', password: 'short', nickname: 'A' }),
    );
    expect(several.message).toBe(
      'password: gunakan minimal 8 karakter; nickname: minimal 2 karakter',
    );
    const missing = await post(server, '/api/User/Register', { email: 'a@b.co' });
    expect(missing.body.message).toBe('password: is required; nickname: is required');
    expect(await count()).toBe(before);
  });

  it('wrong passwords are 401 and, after 5 per email, 429 with Retry-After until the window passes', async () => {
    const user = demoData.users[1] as (typeof demoData.users)[number];
    const client = server.client();
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await failureOf(
        client.user.login({ email: user.email, password: 'wrong password' }),
      );
      expect(wrong).toMatchObject({ status: 401, message: 'Incorrect email or password' });
    }
    const limited = await post(server, '/api/User/Login', {
      email: user.email,
      password: user.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 429,
      message: 'Too many login attempts. Please try again in 15 min.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBe(15 * 60);
    const id = await failureOf(
      server.client({ locale: 'id' }).user.login({ email: user.email, password: user.password }),
    );
    expect(id).toMatchObject({
      status: 429,
      message: 'Terlalu banyak percobaan login. Silakan coba lagi dalam 15 menit.',
    });
    // Other accounts from the same address still get in.
    await expect(
      client.user.login({ email: demo.email, password: demo.password }),
    ).resolves.toBeTruthy();
    server.clock.advance(15 * 60 * 1000);
    const { userDetail } = await client.user.login({ email: user.email, password: user.password });
    expect(userDetail.email).toBe(user.email);
  });

  it('limits failed logins per client address too', async () => {
    const address = { 'x-forwarded-for': '203.0.113.9' };
    for (let attempt = 0; attempt < 30; attempt++) {
      const res = await post(
        server,
        '/api/user/login',
        { email: `nobody${attempt}@example.com`, password: 'x' },
        address,
      );
      expect(res.status).toBe(401);
    }
    const blocked = await post(
      server,
      '/api/user/login',
      { email: demo.email, password: demo.password },
      address,
    );
    expect(blocked.status).toBe(429);
    const elsewhere = await post(
      server,
      '/api/user/login',
      { email: demo.email, password: demo.password },
      {
        'x-forwarded-for': '203.0.113.10',
      },
    );
    expect(elsewhere.status).toBe(200);
    server.clock.advance(15 * 60 * 1000);
    // 31 password checks one after another: slow on a busy machine.
  }, 120_000);
});
