import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoData } from '../seed/seed';
import { postJson, raw, startTwoProcesses, type TestServer } from './harness';
import { codeIn, nextMailTo, SIGNUP_CODE_SUBJECT, sharedMailCatcher } from './mail-support';

// Every scrypt the API runs (passwords and, before issue 35, sign-up codes) is counted here.
const scryptCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  const scrypt = (...args: Parameters<typeof actual.scrypt>) => {
    scryptCalls.count += 1;
    return actual.scrypt(...args);
  };
  return { ...actual, default: { ...actual, scrypt }, scrypt };
});

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const rina = demoData.users[1] as (typeof demoData.users)[number];

/** A request from a given client address (the API believes its loopback proxy). */
const from = (address: string) => ({ 'x-forwarded-for': address });

/** A well-formed token nobody was given. */
const strangersToken = () => crypto.randomBytes(32).toString('base64url');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe('sign-up and recovery against strangers, two API processes on postgres (issue 35)', () => {
  let first: TestServer;
  let second: TestServer;
  let run = 0;
  const email = (name: string) => `${name}-${++run}@example.com`;

  beforeAll(async () => {
    await sharedMailCatcher();
    [first, second] = await startTwoProcesses();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  async function register(
    server: TestServer,
    address: string,
    account: { email: string; password: string; nickname: string },
  ) {
    const answer = await postJson(server, '/api/User/Register', account, from(address));
    return { status: answer.status, ...(answer.body.data as { signupToken: string }) };
  }

  const verify = (server: TestServer, address: string, body: Record<string, string>) =>
    postJson(server, '/api/User/VerifySignup', body, from(address));

  const login = (account: { email: string; password: string }) =>
    postJson(first, '/api/User/Login', account, from('192.0.2.200'));

  it('a Register 61 s later for a pending email leaves the first browser its own password and nickname (item 1)', async () => {
    const victim = {
      email: email('victim'),
      password: 'the victim passphrase',
      nickname: 'Victim',
    };
    const attacker = { ...victim, password: 'the attacker passphrase', nickname: 'Attacker' };
    const mine = await register(first, '192.0.2.1', victim);
    const myCode = codeIn(await nextMailTo(first, victim.email, SIGNUP_CODE_SUBJECT));
    first.clock.advance(61 * 1000);
    expect((await register(second, '192.0.2.66', attacker)).status).toBe(200);
    const newestCode = codeIn(await nextMailTo(first, victim.email, SIGNUP_CODE_SUBJECT));

    // The victim types the newest code of their inbox first, then their own.
    const attempt = { email: victim.email, signupToken: mine.signupToken };
    let confirmed = await verify(first, '192.0.2.1', { ...attempt, code: newestCode });
    if (confirmed.status !== 200) {
      confirmed = await verify(second, '192.0.2.1', { ...attempt, code: myCode });
    }
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ userDetail: { nickname: 'Victim' } });
    expect((await login(victim)).status).toBe(200);
    expect((await login(attacker)).status).toBe(401);
  });

  it("wrong codes from five addresses leave the owner's pending sign-up (item 6)", async () => {
    const owner = { email: email('owner'), password: 'the owner passphrase', nickname: 'Owner' };
    const mine = await register(first, '192.0.2.2', owner);
    const code = codeIn(await nextMailTo(first, owner.email, SIGNUP_CODE_SUBJECT));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let stranger = 0; stranger < 5; stranger++) {
      const guess = { email: owner.email, code: wrong, signupToken: strangersToken() };
      const answer = await verify(stranger % 2 ? second : first, `203.0.113.${stranger}`, guess);
      expect(answer.status).toBe(400);
    }
    const attempt = { email: owner.email, code, signupToken: mine.signupToken };
    expect((await verify(second, '192.0.2.2', attempt)).status).toBe(200);
  });

  it('ForgotPassword from five addresses leaves the owner a reset link (item 6)', async () => {
    for (let stranger = 0; stranger < 5; stranger++) {
      const server = stranger % 2 ? second : first;
      const answer = await postJson(
        server,
        '/api/User/ForgotPassword',
        { email: rina.email },
        from(`203.0.113.${10 + stranger}`),
      );
      expect(answer.status).toBe(200);
    }
    for (let mail = 0; mail < 5; mail++)
      await nextMailTo(first, rina.email, /reset your password/i);
    const mine = await postJson(
      second,
      '/api/User/ForgotPassword',
      { email: rina.email },
      from('192.0.2.3'),
    );
    expect(mine.status).toBe(200);
    await nextMailTo(first, rina.email, /reset your password/i);
  });

  it("a stranger's Register and four resends leave the owner's own sign-up open (item 6)", async () => {
    const address = email('wanted');
    const strangers = await register(first, '203.0.113.20', {
      email: address,
      password: 'a stranger passphrase',
      nickname: 'Stranger',
    });
    await nextMailTo(first, address, SIGNUP_CODE_SUBJECT);
    for (let resend = 0; resend < 4; resend++) {
      first.clock.advance(61 * 1000);
      const again = await postJson(
        second,
        '/api/User/ResendSignupCode',
        { email: address, signupToken: strangers.signupToken },
        from('203.0.113.20'),
      );
      expect(again.status).toBe(200);
      await nextMailTo(first, address, SIGNUP_CODE_SUBJECT);
    }
    const owner = { email: address, password: 'the owner passphrase', nickname: 'Owner' };
    const mine = await register(second, '192.0.2.4', owner);
    expect(mine.status).toBe(200);
    const code = codeIn(await nextMailTo(first, address, SIGNUP_CODE_SUBJECT));
    const attempt = { email: address, code, signupToken: mine.signupToken };
    expect((await verify(first, '192.0.2.4', attempt)).status).toBe(200);
    expect((await login(owner)).status).toBe(200);
  });

  it('100 concurrent wrong codes from one address: counted before any check, no scrypt, the catalogue stays fast (item 5)', async () => {
    const target = { email: email('flooded'), password: 'the owner passphrase', nickname: 'Owner' };
    await register(first, '192.0.2.5', target);
    await nextMailTo(first, target.email, SIGNUP_CODE_SUBJECT);
    const catalogue = async () => {
      const started = performance.now();
      const answer = await raw(first, '/api/ShopGame/SimplePageList', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ page: 1, pageSize: 24 }),
      });
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    const baseline: number[] = [];
    for (let read = 0; read < 5; read++) baseline.push(await catalogue());

    const scryptsBefore = scryptCalls.count;
    const flood = Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const guess = {
          email: target.email,
          code: String(index).padStart(6, '0'),
          signupToken: strangersToken(),
        };
        return (await verify(index % 2 ? second : first, '198.51.100.9', guess)).status;
      }),
    );
    const during: number[] = [];
    for (let read = 0; read < 5; read++) during.push(await catalogue());
    const statuses = await flood;

    expect(scryptCalls.count - scryptsBefore).toBe(0);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    expect(statuses.filter((status) => status === 400)).toHaveLength(50);
    expect(median(during)).toBeLessThan(Math.max(1000, 5 * median(baseline)));
  });

  it('a right code gives its try back: one shared address signs people up after 49 wrong codes (item 5)', async () => {
    const office = '203.0.113.77';
    const wrong = Array.from({ length: 49 }, (_, index) =>
      verify(first, office, {
        email: `nobody-${index}@example.com`,
        code: '000000',
        signupToken: strangersToken(),
      }),
    );
    expect(new Set((await Promise.all(wrong)).map((answer) => answer.status))).toEqual(
      new Set([400]),
    );
    for (const name of ['colleague-a', 'colleague-b', 'colleague-c']) {
      const account = { email: email(name), password: 'a long office passphrase', nickname: name };
      const { signupToken } = await register(first, office, account);
      const code = codeIn(await nextMailTo(first, account.email, SIGNUP_CODE_SUBJECT));
      const confirmed = await verify(first, office, { email: account.email, code, signupToken });
      expect(confirmed.status).toBe(200);
    }
    const fiftiethWrong = {
      email: 'nobody@example.com',
      code: '000000',
      signupToken: strangersToken(),
    };
    expect((await verify(first, office, fiftiethWrong)).status).toBe(400);
    expect((await verify(first, office, fiftiethWrong)).status).toBe(429);
  });

  it('ForgotPassword answers a registered and an unknown email in the same time (item 10)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    const resetsOfRina = async () => {
      const row = await first.database.db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('users.email', '=', rina.email)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    const ask = async (address: string) => {
      const started = performance.now();
      const answer = await postJson(first, '/api/User/ForgotPassword', { email: address });
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    for (let pair = 0; pair < 30; pair++) {
      // A new hour: no limit refuses, and each pair is asked alike.
      first.clock.advance(HOUR);
      const resets = await resetsOfRina();
      known.push(await ask(rina.email));
      // The link is written after the answer: wait for it, so it never slows the next request.
      await vi.waitFor(async () => expect(await resetsOfRina()).toBe(resets + 1), {
        timeout: 5_000,
        interval: 5,
      });
      unknown.push(await ask(`nobody-${pair}@example.com`));
    }
    const gap = median(known) - median(unknown);
    expect(gap).toBeLessThan(Math.max(2, 0.15 * median(unknown)));
  });
});
