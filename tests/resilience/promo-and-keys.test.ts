import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGS } from '../support/stack';
import { reportFigures } from './support/figures';
import { bearer, call, DEMO, guestId, login } from './support/http';
import { type ApiDatabase, apiServer, freshPostgres, type Server } from './support/servers';

/** Concurrent payments with WELCOME10 by one customer, half as a guest and half logged in. */
const PROMO_PAYMENTS = 20;
/** Login top-ups ordered under the key `k1`, then paid by a process that lists only `k2`. */
const SEALED_ORDERS = 6;
const LOGIN_ACCOUNT = { loginMethod: 'moonton', email: 'player@example.com', password: 'hunter2' };

const ring = (...ids: string[]) => ({
  API_SECRETS_KEYS: ids.map((id) => `${id}:${KEYS[id]}`).join(','),
});
const KEYS: Record<string, string> = {
  k1: randomBytes(32).toString('hex'),
  k2: randomBytes(32).toString('hex'),
};

describe('promo codes per customer and retired secrets keys, PostgreSQL, several API processes', () => {
  let database: ApiDatabase;
  let client: pg.Client;
  const started: Server[] = [];
  const figures: Record<string, string | number> = {};

  /** An API on the test's database with the secrets keys of `env` instead of the database's one. */
  async function keyedApi(name: string, env: Record<string, string>): Promise<Server> {
    const { API_SECRETS_KEY: _single, ...shared } = database.env;
    return apiServer(name, { ...shared, ...env });
  }

  async function startApi(name: string, env: Record<string, string>): Promise<Server> {
    const api = await keyedApi(name, env);
    started.push(api);
    await api.start();
    return api;
  }

  async function idOf(query: string, params: unknown[]): Promise<number> {
    const { rows } = await client.query<{ id: number }>(query, params);
    return (rows[0] as { id: number }).id;
  }

  /** The order carries `code` as if applied before a code needed an account (guests cannot apply it). */
  async function carryCode(orderNo: string, code: string): Promise<void> {
    await client.query(
      'update orders set promo_code = $2, promo_discount = 100, total = total - 100 where order_no = $1',
      [orderNo, code],
    );
  }

  async function welcomeUses(): Promise<number> {
    const { rows } = await client.query<{ uses: string }>(
      `select count(*) as uses from promo_redemptions join promo_codes on promo_codes.id = promo_code_id
       where promo_codes.code = 'WELCOME10'`,
    );
    return Number(rows[0]?.uses);
  }

  async function idrBalance(): Promise<number> {
    const { rows } = await client.query<{ balance: string }>(
      `select balances.balance from balances join users on users.id = balances.user_id
       join currencies on currencies.id = balances.currency_id
       where users.email = $1 and currencies.code = 'IDR'`,
      [DEMO.email],
    );
    return Number(rows[0]?.balance ?? 0);
  }

  beforeAll(async () => {
    database = await freshPostgres();
    client = new pg.Client({ connectionString: database.url as string });
    await client.connect();
  });

  afterAll(async () => {
    for (const api of started) await api.stop();
    await client?.end();
    await database?.drop();
    reportFigures('promo per customer and retired secrets keys', figures);
  });

  test('WELCOME10 is used once by one account, never by a guest, paying at once', async () => {
    const apis = [
      await startApi('promo-api-1', ring('k1')),
      await startApi('promo-api-2', ring('k1')),
    ];
    const origin = (index: number) => (apis[index % 2] as Server).url;
    const idr = await idOf(`select id from currencies where code = 'IDR'`, []);
    const voucher = await idOf(
      `select packs.id from packs join games on games.id = packs.game_id
       where games.name = 'google-play-gift-card' order by packs.id limit 1`,
      [],
    );
    const token = await login(origin(0), DEMO.email, DEMO.password);
    const guest = { guestId: await guestId(origin(0)) };
    const guestEmails = ['Demo@Storefront.test', 'demo+guest@storefront.test'];
    const payments: (() => Promise<number>)[] = [];
    for (let index = 0; index < PROMO_PAYMENTS; index++) {
      const asUser = index % 2 === 0;
      const who = asUser ? bearer(token) : guest;
      const contact = asUser ? {} : { contactEmail: guestEmails[(index >> 1) % 2] };
      const items = [{ packId: voucher, quantity: 1, account: {} }];
      const order = await call<{ orderNo: string }>(
        origin(index),
        'OrderDeal/Add',
        { items, currencyId: idr, ...contact },
        who,
      );
      expect(order.status, order.message).toBe(200);
      const { orderNo } = order.data;
      const applied = await call(
        origin(index),
        'OrderDeal/ApplyPromo',
        { orderNo, code: 'WELCOME10' },
        who,
      );
      expect(applied.status, applied.message).toBe(asUser ? 200 : 422);
      if (!asUser) await carryCode(orderNo, 'WELCOME10');
      const method = asUser ? 'balance' : 'provider';
      payments.push(
        async () =>
          (await call(origin(index + 1), 'OrderDeal/Pay', { orderNo, method }, who)).status,
      );
    }
    const statuses = await Promise.all(payments.map((pay) => pay()));
    const uses = await welcomeUses();
    figures['WELCOME10 per customer'] =
      `${uses} of ${PROMO_PAYMENTS} concurrent uses by one customer across guest and account`;
    expect(uses).toBe(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(PROMO_PAYMENTS / 2 - 1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(PROMO_PAYMENTS / 2);

    // Guests with a new invented email each: refused when applying, and when paying a carried code.
    const before = await welcomeUses();
    const invented = ['shopper1@example.com', 'shopper2@example.com', 'shopper3@example.com'];
    const refusals: string[] = [];
    for (const contactEmail of invented) {
      const who = { guestId: await guestId(origin(0)) };
      const items = [{ packId: voucher, quantity: 1, account: {} }];
      const order = await call<{ orderNo: string }>(
        origin(0),
        'OrderDeal/Add',
        { items, currencyId: idr, contactEmail },
        who,
      );
      const { orderNo } = order.data;
      const body = { orderNo, code: 'WELCOME10' };
      const applied = await call(origin(0), 'OrderDeal/ApplyPromo', body, who);
      await carryCode(orderNo, 'WELCOME10');
      const paid = await call(origin(1), 'OrderDeal/Pay', { orderNo, method: 'provider' }, who);
      refusals.push(`${applied.status}/${paid.status}`);
    }
    const redeemed = (await welcomeUses()) - before;
    figures['WELCOME10 as guests with invented emails'] =
      `${redeemed} of ${invented.length} redeemed (apply/pay answered ${refusals.join(', ')})`;
    expect(redeemed).toBe(0);
    expect(refusals).toEqual(invented.map(() => '422/422'));
  });

  test('a process without the key of an order refuses it before any money moves, will not start, and the sweep re-seals', async () => {
    // A process listing only k2 started before any value was sealed (a rolling deploy gone wrong).
    const retired = await startApi('keys-k2-only', ring('k2'));
    const sealing = started[0] as Server;
    const loginPack = await idOf(
      `select packs.id from packs join games on games.id = packs.game_id
       where games.name = 'mobile-legends-adventure' order by packs.id limit 1`,
      [],
    );
    const idr = await idOf(`select id from currencies where code = 'IDR'`, []);
    const token = await login(sealing.url, DEMO.email, DEMO.password);
    const orderNos: string[] = [];
    for (let index = 0; index < SEALED_ORDERS; index++) {
      const items = [{ packId: loginPack, quantity: 1, account: LOGIN_ACCOUNT }];
      const order = await call<{ orderNo: string }>(
        sealing.url,
        'OrderDeal/Add',
        { items, currencyId: idr },
        bearer(token),
      );
      expect(order.status, order.message).toBe(200);
      orderNos.push(order.data.orderNo);
    }
    const cart = await call(
      sealing.url,
      'ShopCart/Add',
      { packId: loginPack, account: LOGIN_ACCOUNT },
      bearer(token),
    );
    expect(cart.status, cart.message).toBe(200);

    const before = await idrBalance();
    const answers = await Promise.all(
      orderNos.map((orderNo) =>
        call(retired.url, 'OrderDeal/Pay', { orderNo, method: 'balance' }, bearer(token)),
      ),
    );
    const debited = before - (await idrBalance());
    const { rows } = await client.query<{ status: string }>(
      'select status from orders where order_no = any($1)',
      [orderNos],
    );
    const debitedOrders = rows.filter((row) => row.status !== 'unpaid').length;
    figures['retired key'] =
      `${debitedOrders} of ${SEALED_ORDERS} purchases debited without opening their sealed values (Rp ${debited} taken)`;
    expect(
      answers.map((answer) => [answer.status, (answer.data as { field?: string })?.field]),
    ).toEqual(orderNos.map(() => [409, 'account']));
    expect(debited).toBe(0);
    expect(rows.map((row) => row.status)).toEqual(orderNos.map(() => 'unpaid'));

    // Restarted with only k2, it refuses to start and names the key and the count.
    await retired.stop();
    const again = await keyedApi('keys-k2-restart', ring('k2'));
    const logFile = join(LOGS, 'resilience-keys-k2-restart.log');
    const logged = existsSync(logFile) ? readFileSync(logFile, 'utf8').length : 0;
    await expect(again.start()).rejects.toThrow(/exited while starting/);
    const log = readFileSync(logFile, 'utf8').slice(logged);
    const sealedCount = SEALED_ORDERS + 1;
    expect(log).toContain(`${sealedCount} with \\"k1\\"`);
    figures['start without the key of stored values'] =
      `refused, naming "k1" and its ${sealedCount} values`;

    // With k2 in front and k1 kept, the sweep re-seals everything with k2: k1 can go.
    const rotated = await startApi('keys-rotated', {
      ...ring('k2', 'k1'),
      API_EXPIRY_SWEEP_SECONDS: '1',
    });
    const k1Values = async () => {
      const metrics = await (await fetch(`${rotated.url}/metrics`)).text();
      return /api_sealed_values\{key="k1",active="false"\} (\d+)/.exec(metrics)?.[1];
    };
    const resealing = performance.now();
    await expect.poll(k1Values, { timeout: 30_000, interval: 250 }).toBe('0');
    figures['values sealed with the retired key after the sweep'] =
      `0 of ${sealedCount} (re-sealed with k2 in ${((performance.now() - resealing) / 1000).toFixed(1)} s)`;
    const paid = await call(
      rotated.url,
      'OrderDeal/Pay',
      { orderNo: orderNos[0], method: 'balance' },
      bearer(token),
    );
    expect(paid.status, paid.message).toBe(200);
  });
});
