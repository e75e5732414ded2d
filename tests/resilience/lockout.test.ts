import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reportFigures } from './support/figures';
import {
  type ApiDatabase,
  apiServer,
  freshPostgres,
  gatewayServer,
  type Server,
} from './support/servers';

/** The demo account the strangers try to lock (apps/api seed). */
const OWNER = { email: 'demo@storefront.test', password: 'demo1234' };
/**
 * Every client is its own loopback address (Linux routes all of 127/8 to lo): the gateways, at the
 * public edge (`GATEWAY_TRUST_PROXY` off), see it as the socket's address, and the API believes the
 * gateway's `X-Forwarded-For` (loopback is its trusted proxy). Nobody chooses their address.
 */
const OWNER_BROWSER = '127.0.0.10';
const OWNER_FRESH = '127.0.0.11';
const STRANGERS = Array.from({ length: 8 }, (_, index) => `127.0.0.${101 + index}`);
const ATTACK_MS = 20_000;
const OWNER_LOGINS = 10;
/** A short cap on the growing delay, so the run waits seconds rather than a minute. */
const MAX_DELAY_SECONDS = 4;

interface Answer {
  status: number;
  message: string;
  retryAfter: number;
  deviceCookie: string | null;
}

/** One `User/Login` through a gateway from a given source address. */
function loginFrom(
  gateway: Server,
  source: string,
  body: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${gateway.url}/api/User/Login`,
      {
        method: 'POST',
        localAddress: source,
        headers: { 'content-type': 'application/json', ...headers },
        timeout: 60_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const setCookie = response.headers['set-cookie'] ?? [];
          const device = setCookie.find((line) => line.startsWith('sf_known_device='));
          resolve({
            status: response.statusCode ?? 0,
            message: (JSON.parse(text) as { message: string }).message,
            retryAfter: Number(response.headers['retry-after'] ?? 0),
            deviceCookie: device ? (device.split(';')[0] as string) : null,
          });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('login timed out')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('lockout: strangers failing against a demo account on two API processes', () => {
  let database: ApiDatabase;
  let apis: Server[];
  let gateways: Server[];
  let client: pg.Client;
  const figures: Record<string, string | number> = {};

  beforeAll(async () => {
    database = await freshPostgres();
    const env = {
      ...database.env,
      API_SECRETS_KEY: randomBytes(32).toString('hex'),
      API_LOGIN_MAX_DELAY_SECONDS: String(MAX_DELAY_SECONDS),
    };
    apis = [await apiServer('lockout-api-1', env), await apiServer('lockout-api-2', env)];
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const api of apis) await api.start();
    gateways = [
      await gatewayServer('lockout-gateway-1', (apis[0] as Server).url),
      await gatewayServer('lockout-gateway-2', (apis[1] as Server).url),
    ];
    for (const gateway of gateways) await gateway.start();
    client = new pg.Client({ connectionString: database.url as string });
    await client.connect();
  });

  afterAll(async () => {
    reportFigures('lockout: strangers against a demo account, two API processes', figures);
    await client?.end();
    for (const server of [...(gateways ?? []), ...(apis ?? [])]) await server.stop();
    await database?.drop();
  });

  /** The two processes (through their gateways) in turn. */
  const via = (index: number) => gateways[index % 2] as Server;

  /** Each stranger fails over and over on both processes, claiming the owner's address as well. */
  async function stranger(address: string, attack: { over: boolean }): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let turn = 0; !attack.over; turn++) {
      const wrong = { email: OWNER.email, password: `guess-${address}-${turn}` };
      answers.push(
        await loginFrom(via(turn), address, wrong, { 'x-forwarded-for': OWNER_BROWSER }),
      );
      await sleep(100);
    }
    return answers;
  }

  /**
   * The owner's browser logs in now and then on both processes, sending its device cookie, for at
   * least `ATTACK_MS` and `OWNER_LOGINS` logins; then the attack is over.
   */
  async function ownerBrowser(cookie: string, attack: { over: boolean }): Promise<Answer[]> {
    const answers: Answer[] = [];
    const until = Date.now() + ATTACK_MS;
    for (let turn = 0; turn < OWNER_LOGINS || Date.now() < until; turn++) {
      answers.push(await loginFrom(via(turn), OWNER_BROWSER, OWNER, cookie ? { cookie } : {}));
      await sleep(500);
    }
    attack.over = true;
    return answers;
  }

  /**
   * The owner from an address never used: may be told to wait (at most the longest delay), waits
   * once as told, then must get in. A longer refusal is a lockout: it counts as blocked at once.
   */
  async function ownerFromFreshAddress(): Promise<{ refusedAfterWaiting: number; waited: number }> {
    const first = await loginFrom(via(0), OWNER_FRESH, OWNER);
    if (first.status === 200) return { refusedAfterWaiting: 0, waited: 0 };
    if (first.status !== 429 || first.retryAfter > MAX_DELAY_SECONDS) {
      return { refusedAfterWaiting: 1, waited: first.retryAfter };
    }
    await sleep(first.retryAfter * 1000);
    const second = await loginFrom(via(1), OWNER_FRESH, OWNER);
    return { refusedAfterWaiting: second.status === 200 ? 0 : 1, waited: first.retryAfter };
  }

  test("a stranger's failures never block the owner: known browser during the attack, fresh address after it", async () => {
    const signedIn = await loginFrom(via(0), OWNER_BROWSER, OWNER);
    expect(signedIn.status).toBe(200);
    // Checked at the end, so that a store without device cookies still prints its figures.
    const cookie = signedIn.deviceCookie ?? '';

    const attack = { over: false };
    const [browser, ...strangers] = await Promise.all([
      ownerBrowser(cookie, attack),
      ...STRANGERS.map((address) => stranger(address, attack)),
    ]);
    const fresh = await ownerFromFreshAddress();

    const attempts = strangers.flat();
    const checked = attempts.filter((answer) => answer.status === 401).length;
    const refusedPerAccount = attempts.filter(
      (answer) => answer.status === 429 && answer.message.includes('for this account'),
    ).length;
    const refusedPerAddress = attempts.filter(
      (answer) => answer.status === 429 && !answer.message.includes('for this account'),
    ).length;
    const browserRefused = browser.filter((answer) => answer.status !== 200).length;
    const { rows } = await client.query<{ hits: number }>(
      'select hits from rate_limits where key like $1',
      [`%${OWNER_BROWSER}`],
    );
    const chargedToOwner = rows.reduce((sum, row) => sum + row.hits, 0);
    const blocked = browserRefused + fresh.refusedAfterWaiting;

    figures["a stranger's failures that blocked the owner"] = blocked;
    figures['stranger attempts (8 addresses, both processes)'] = attempts.length;
    figures['stranger passwords checked (401)'] = checked;
    figures['stranger attempts refused: account and address or address limit (429)'] =
      refusedPerAddress;
    figures['stranger attempts refused: account delay (429)'] = refusedPerAccount;
    figures['owner logins from the known browser during the attack'] = browser.length;
    figures['owner from a fresh address after the attack: seconds told to wait'] = fresh.waited;
    figures["stranger attempts counted against the owner's address (forged X-Forwarded-For)"] =
      chargedToOwner;

    expect(blocked).toBe(0);
    expect(cookie).toMatch(/^sf_known_device=/);
    expect(browser.length).toBeGreaterThanOrEqual(OWNER_LOGINS);
    expect(chargedToOwner).toBe(0);
    expect(attempts.filter((answer) => answer.status !== 401 && answer.status !== 429)).toEqual([]);
    // 5 per stranger address at most; the account's delay keeps the rest far below.
    expect(checked).toBeLessThanOrEqual(5 * STRANGERS.length);
    expect(refusedPerAddress + refusedPerAccount).toBe(attempts.length - checked);
  });
});
