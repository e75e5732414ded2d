import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reportFigures } from './support/figures';
import { bearer, call } from './support/http';
import { type ApiDatabase, apiServer, freshPostgres, type Server } from './support/servers';
import {
  type MailCatcher,
  nextMail,
  RESET_SUBJECT,
  resetTokenIn,
  startMailCatcher,
} from './support/signup';

/** The API's defaults (apps/api README): units of one pack per address, logins per address. */
const MAX_PER_PACK = 2;
const LOGINS_PER_ADDRESS = 30;
/** Addresses of one /64 in the written forms a proxy may pass on. */
const SLASH_64 = '2001:db8:35:7';
const NEW_PASSWORD = 'a fresh passphrase after the theft';

/** The demo accounts whose devices are stolen (apps/api seed). */
const RESET_OWNER = { email: 'demo@storefront.test', password: 'demo1234' };
const CHANGE_OWNER = { email: 'rina@storefront.test', password: 'rina1234' };

interface Login {
  email: string;
  password: string;
}

/** A login from `address` (the API believes loopback's `X-Forwarded-For`), with a cookie or not. */
async function loginFrom(origin: string, user: Login, address: string, cookie?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${origin}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(user),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as { data: { userDetail?: { token: string } } };
  const device = response.headers.getSetCookie().find((line) => line.startsWith('sf_known_device'));
  return {
    status: response.status,
    token: body.data?.userDetail?.token ?? '',
    cookie: device?.split(';')[0] ?? '',
  };
}

/** A new guest at `address` buys one unit of `packId` now; answers the status. */
async function guestBuysOne(origin: string, address: string, packId: number): Promise<number> {
  const from = { 'x-forwarded-for': address };
  const guest = await call<{ guestId: string }>(origin, 'ShopHome/InitData', {}, from);
  expect(guest.status).toBe(200);
  const items = [{ packId, quantity: 1, account: {} }];
  return (await call(origin, 'OrderDeal/Add', { items }, { guestid: guest.data.guestId, ...from }))
    .status;
}

describe('IPv6 clients and known devices on two API processes (issue 35, items 7 and 8)', () => {
  let database: ApiDatabase;
  let apis: Server[];
  let mail: MailCatcher;
  let client: pg.Client;
  const figures: Record<string, string | number> = {};
  /** The two processes in turn, so that every burst is split between them. */
  const origin = (index: number) => (apis[index % 2] as Server).url;

  beforeAll(async () => {
    database = await freshPostgres();
    mail = await startMailCatcher();
    // One wrong password shuts an account and address pair, so a stranger's pair is shut at once.
    const env = { ...database.env, ...mail.env, API_LOGIN_MAX_PER_ACCOUNT_ADDRESS: '1' };
    apis = [await apiServer('ipv6-device-api-1', env), await apiServer('ipv6-device-api-2', env)];
    for (const api of apis) await api.start();
    client = new pg.Client({ connectionString: database.url as string });
    await client.connect();
  });

  afterAll(async () => {
    reportFigures('IPv6 clients and known devices, two API processes', figures);
    await client?.end();
    for (const api of apis ?? []) await api.stop();
    await mail?.stop();
    await database?.drop();
  });

  test('six guests from six addresses of one /64 hold what one IPv4 address may', async () => {
    // A voucher without account fields, given 20 units: only the caps on holds can refuse it.
    const { rows } = await client.query<{ id: number }>(
      `update packs set stock = 20 where id = (
         select p.id from packs p join games g on g.id = p.game_id
         where p.stock is null and g.account_fields = '[]'::jsonb order by p.id limit 1)
       returning id`,
    );
    const pack = rows[0]?.id as number;
    const addresses = ['::1', '::2', ':0:0:0:3', ':ffff:ffff:ffff:ffff', ':1:2:3:4', '::abcd'];
    const statuses = await Promise.all(
      addresses.map((suffix, index) => guestBuysOne(origin(index), `${SLASH_64}${suffix}`, pack)),
    );
    const held = statuses.filter((status) => status === 200).length;
    figures['IPv6 /64 holds'] = `${held} of ${addresses.length} guests held a unit`;
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(held).toBe(MAX_PER_PACK);
  });

  test('36 logins for unknown emails from one /64 are limited like one address', async () => {
    const attempts = Array.from({ length: 36 }, (_, index) => index);
    const statuses = await Promise.all(
      attempts.map(async (index) => {
        const user = { email: `nobody-${index}@example.com`, password: 'not the password' };
        return (await loginFrom(origin(index), user, `2001:db8:35:9::${index + 1}`)).status;
      }),
    );
    const passed = statuses.filter((status) => status === 401).length;
    figures['IPv6 /64 logins'] = `${passed} of ${attempts.length} passed`;
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(passed).toBe(LOGINS_PER_ADDRESS);
  });

  /**
   * The owner's browser logs in on one process; a stranger's wrong password shuts the account at
   * the thief's address; the stolen cookie still gets in there (on the other process) until the
   * owner sets a new password through `renew`. Answers how many stolen cookies got in after.
   */
  async function stolenCookieAfter(
    owner: Login,
    thief: string,
    renew: (token: string) => Promise<void>,
  ) {
    const owners = await loginFrom(origin(0), owner, '192.0.2.35');
    expect(owners.status).toBe(200);
    const wrong = await loginFrom(origin(1), { ...owner, password: 'not the password' }, thief);
    expect(wrong.status).toBe(401);
    expect((await loginFrom(origin(0), owner, thief)).status).toBe(429);
    expect((await loginFrom(origin(1), owner, thief, owners.cookie)).status).toBe(200);
    await renew(owners.token);
    const renewed = { email: owner.email, password: NEW_PASSWORD };
    const after = await loginFrom(origin(1), renewed, thief, owners.cookie);
    expect([200, 429]).toContain(after.status);
    return after.status === 200 ? 1 : 0;
  }

  test('a known-device cookie stops bypassing the throttle after a password reset', async () => {
    const bypassed = await stolenCookieAfter(RESET_OWNER, '203.0.113.81', async () => {
      await call(origin(0), 'User/ForgotPassword', { email: RESET_OWNER.email });
      const token = resetTokenIn(await nextMail(mail, RESET_OWNER.email, RESET_SUBJECT));
      const reset = await call(origin(1), 'User/ResetPassword', { token, password: NEW_PASSWORD });
      expect(reset.status).toBe(200);
    });
    figures['known-device cookie after reset'] = `${bypassed} of 1 bypassed the throttle`;
    expect(bypassed).toBe(0);
  });

  test('a known-device cookie stops bypassing the throttle after a password change', async () => {
    const bypassed = await stolenCookieAfter(CHANGE_OWNER, '203.0.113.91', async (token) => {
      const body = { currentPassword: CHANGE_OWNER.password, newPassword: NEW_PASSWORD };
      const change = await call(origin(0), 'User/ChangePassword', body, bearer(token));
      expect(change.status).toBe(200);
    });
    figures['known-device cookie after password change'] = `${bypassed} of 1 bypassed the throttle`;
    expect(bypassed).toBe(0);
  });
});
