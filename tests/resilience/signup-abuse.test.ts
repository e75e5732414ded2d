import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { reportFigures } from './support/figures';
import { call, DEMO, inBatches } from './support/http';
import { type ApiDatabase, apiServer, freshPostgres, type Server } from './support/servers';
import {
  type MailCatcher,
  nextMail,
  SIGNUP_CODE_SUBJECT,
  startMailCatcher,
} from './support/signup';

const ATTEMPTS = 20;
const RINA = 'rina@storefront.test';

/** A request from a given client address: the API believes its loopback proxy. */
const from = (address: string) => ({ 'x-forwarded-for': address });

/** A well-formed sign-up token nobody was given. */
const strangersToken = () => randomBytes(32).toString('base64url');

const codeOf = (subject: string) => /\b(\d{6})\b/.exec(subject)?.[1] ?? '';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe('sign-up and recovery against strangers: two API processes on PostgreSQL (issue 35)', () => {
  let database: ApiDatabase;
  let mail: MailCatcher;
  let apis: Server[];
  let client: pg.Client;
  const victims: string[] = [];
  const figures: Record<string, string | number> = {};

  beforeAll(async () => {
    mail = await startMailCatcher();
    database = await freshPostgres();
    const env = { ...database.env, ...mail.env, API_REGISTER_MAX_PER_ADDRESS: '100000' };
    apis = [await apiServer('signup-abuse-1', env), await apiServer('signup-abuse-2', env)];
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const api of apis) await api.start();
    client = new pg.Client({ connectionString: database.url as string });
    await client.connect();
  });

  afterAll(async () => {
    reportFigures('sign-up and recovery against strangers, two API processes', figures);
    await client?.end();
    for (const api of apis ?? []) await api.stop();
    await database?.drop();
    await mail?.stop();
  });

  const via = (index: number) => (apis[index % 2] as Server).url;

  /** A victim registers; an attacker registers the same email at once, on the other process. */
  async function hijackAttempt(index: number): Promise<boolean> {
    const email = `victim-${index}-${randomBytes(3).toString('hex')}@example.com`;
    const victim = { email, password: 'the victim passphrase', nickname: 'Victim' };
    const attacker = { email, password: 'the attacker passphrase', nickname: 'Attacker' };
    const mine = await call<{ signupToken: string }>(via(index), 'User/Register', victim, {
      ...from(`10.1.0.${index}`),
    });
    const theirs = await call(via(index + 1), 'User/Register', attacker, from(`10.2.0.${index}`));
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    const codes = [
      codeOf((await nextMail(mail, email, SIGNUP_CODE_SUBJECT)).subject),
      codeOf((await nextMail(mail, email, SIGNUP_CODE_SUBJECT)).subject),
    ];
    // The victim tries the codes of their inbox, newest first, with their own attempt's token.
    let confirmed: { status: number; data: unknown } = { status: 0, data: null };
    for (const code of codes.reverse()) {
      const body = { email, code, signupToken: mine.data.signupToken };
      confirmed = await call(via(index), 'User/VerifySignup', body, from(`10.1.0.${index}`));
      if (confirmed.status === 200) break;
    }
    victims.push(email);
    const loginAs = (password: string) =>
      call(via(index + 1), 'User/Login', { email, password }, from('10.9.9.9'));
    const nickname = (confirmed.data as { userDetail?: { nickname: string } } | null)?.userDetail
      ?.nickname;
    const victimIn = (await loginAs(victim.password)).status === 200;
    const attackerIn = (await loginAs(attacker.password)).status === 200;
    return confirmed.status !== 200 || nickname !== 'Victim' || !victimIn || attackerIn;
  }

  test(`sign-up hijack: ${ATTEMPTS} attackers register a victim's pending email`, async () => {
    const attempts = Array.from({ length: ATTEMPTS }, (_, index) => index);
    const changed = (await inBatches(attempts, ATTEMPTS, hijackAttempt)).filter(Boolean).length;
    figures['sign-up hijack'] = `${changed} of ${ATTEMPTS} attempts changed the pending password`;
    expect(changed).toBe(0);
  });

  test('strangers from five addresses: wrong codes and reset requests leave the owner alone', async () => {
    const email = `owner-${randomBytes(3).toString('hex')}@example.com`;
    const owner = { email, password: 'the owner passphrase', nickname: 'Owner' };
    const mine = await call<{ signupToken: string }>(via(0), 'User/Register', owner);
    const code = codeOf((await nextMail(mail, email, SIGNUP_CODE_SUBJECT)).subject);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const reset = { email: victims[0] ?? RINA };
    let blocked = 0;
    for (let stranger = 0; stranger < 5; stranger++) {
      const guess = { email, code: wrong, signupToken: strangersToken() };
      await call(via(stranger), 'User/VerifySignup', guess, from(`10.3.0.${stranger}`));
      await call(via(stranger), 'User/ForgotPassword', reset, from(`10.3.0.${stranger}`));
    }
    const body = { email, code, signupToken: mine.data.signupToken };
    if ((await call(via(1), 'User/VerifySignup', body, from('10.4.0.1'))).status !== 200) {
      blocked += 1;
    }
    if ((await call(via(0), 'User/ForgotPassword', reset, from('10.4.0.1'))).status !== 200) {
      blocked += 1;
    }
    figures['strangers blocking the owner'] =
      `${blocked} of 2 (a sign-up after 5 wrong codes, a reset after 5 requests, from 5 addresses)`;
    expect(blocked).toBe(0);
  });

  test('sign-up code flood: 100 concurrent wrong codes from one address', async () => {
    const email = `flooded-${randomBytes(3).toString('hex')}@example.com`;
    await call(via(0), 'User/Register', { email, password: 'a passphrase', nickname: 'Owner' });
    const catalogue = async () => {
      const started = performance.now();
      const response = await fetch(`${via(0)}/api/ShopGame/SimplePageList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ page: 1, pageSize: 24 }),
        signal: AbortSignal.timeout(120_000),
      });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    const baseline: number[] = [];
    for (let read = 0; read < 5; read++) baseline.push(await catalogue());
    const flood = Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const guess = {
          email,
          code: String(index).padStart(6, '0'),
          signupToken: strangersToken(),
        };
        return (await call(via(index), 'User/VerifySignup', guess, from('10.5.0.1'))).status;
      }),
    );
    const during: number[] = [];
    for (let read = 0; read < 5; read++) during.push(await catalogue());
    const statuses = await flood;
    const refused = statuses.filter((status) => status === 429).length;
    figures['sign-up code flood'] =
      `catalogue p50 ${Math.round(median(during))} ms under 100 wrong codes (baseline ${Math.round(median(baseline))} ms), ${refused} refused before any check`;
    expect(refused).toBe(50);
    expect(median(during)).toBeLessThan(Math.max(1000, 5 * median(baseline)));
  });

  test('forgot password: registered and unknown emails answered in the same time', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    const resetRows = async () =>
      Number((await client.query('select count(*) as n from password_resets')).rows[0].n);
    const ask = async (email: string, address: string) => {
      const started = performance.now();
      const answer = await call(via(0), 'User/ForgotPassword', { email }, from(address));
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    for (let pair = 0; pair < 30; pair++) {
      const rows = await resetRows();
      // 15 each for two accounts: under the cap of 20 reset links per email an hour.
      known.push(await ask(pair % 2 ? RINA : DEMO.email, `10.6.${pair}.1`));
      // The link is written after the answer: wait for it, so it never slows the next request.
      await vi.waitFor(async () => expect(await resetRows()).toBe(rows + 1), {
        timeout: 10_000,
        interval: 5,
      });
      unknown.push(await ask(`nobody-${pair}@example.com`, `10.6.${pair}.2`));
    }
    figures['forgot password'] =
      `median ${median(known).toFixed(1)} ms registered, ${median(unknown).toFixed(1)} ms unknown (30 each)`;
    expect(median(known) - median(unknown)).toBeLessThan(Math.max(2, 0.15 * median(unknown)));
  });
});
