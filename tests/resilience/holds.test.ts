import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reportFigures } from './support/figures';
import { FAR_DATES } from './support/hostile';
import { bearer, call, DEMO, login } from './support/http';
import { type ApiDatabase, apiServer, freshPostgres, type Server } from './support/servers';

/** Nintendo eShop, US$70 eShop Card: a seeded pack with 3 units in stock, no account fields. */
const SCARCE_PACK = 271;
/** The API's defaults (apps/api/README.md, Orders). */
const MAX_PER_PACK = 2;
const MAX_PER_OWNER = 5;
const MAX_PER_ADDRESS = 10;
const VOUCHER_STOCK = 20;

/** A buyer as the API sees one behind a proxy: a guest id and the client address it reports. */
interface Buyer {
  guestId: string;
  address: string;
}

let addresses = 0;
function newAddress(): string {
  addresses++;
  return `203.0.113.${addresses}`;
}

async function newBuyer(origin: string, address: string): Promise<Buyer> {
  const answer = await call<{ guestId: string }>(
    origin,
    'ShopHome/InitData',
    {},
    { 'x-forwarded-for': address },
  );
  expect(answer.status, answer.message).toBe(200);
  return { guestId: answer.data.guestId, address };
}

function buy(origin: string, buyer: Buyer, packId: number, quantity: number) {
  return call(
    origin,
    'OrderDeal/Add',
    { items: [{ packId, quantity, account: {} }] },
    { guestid: buyer.guestId, 'x-forwarded-for': buyer.address },
  );
}

/** The four calls that filter by a date range; each answers its status. */
async function dateCalls(origin: string, token: string, range: Record<string, string>) {
  const auth = bearer(token);
  const posts = ['User/BalanceLog', 'OrderDeal/PageList', 'order/list'].map(
    async (path) => (await call(origin, path, range, auth)).status,
  );
  const file = fetch(`${origin}/api/user/accountDetailFile?${new URLSearchParams(range)}`, {
    headers: auth,
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
  return Promise.all([...posts, file]);
}

describe('stock hoarding and far dates (issue 25, holes 6 and 7)', () => {
  let database: ApiDatabase;
  let apis: Server[];
  let pglite: Server;
  let pgliteDir: string;
  let client: pg.Client;
  let voucherPacks: number[];
  const figures: Record<string, string | number> = {};

  /** The two processes in turn, so that every burst is split between them. */
  const origin = (index: number) => (apis[index % 2] as Server).url;

  /** Units held in unpaid orders of limited packs, by pack, for rows matching `where`. */
  async function heldBy(where: string, value: string): Promise<Map<number, number>> {
    const { rows } = await client.query<{ pack_id: number; units: string }>(
      `select i.pack_id, sum(i.quantity) as units from orders o
         join order_items i on i.order_id = o.id join packs p on p.id = i.pack_id
       where o.status = 'unpaid' and p.stock is not null and ${where} = $1 group by i.pack_id`,
      [value],
    );
    return new Map(rows.map((row) => [row.pack_id, Number(row.units)]));
  }

  const sum = (held: Map<number, number>) => [...held.values()].reduce((a, b) => a + b, 0);

  beforeAll(async () => {
    database = await freshPostgres();
    const env = { ...database.env, API_SECRETS_KEY: randomBytes(32).toString('hex') };
    apis = [await apiServer('holds-api-1', env), await apiServer('holds-api-2', env)];
    for (const api of apis) await api.start();
    pgliteDir = mkdtempSync(join(tmpdir(), 'storefront-holds-'));
    pglite = await apiServer('holds-api-pglite', { API_DATA_DIR: pgliteDir });
    await pglite.start();
    client = new pg.Client({ connectionString: database.url as string });
    await client.connect();
    // The test's own limited packs: vouchers without account fields, 20 units each.
    const { rows } = await client.query<{ id: number }>(
      `update packs set stock = $1 where id in (
         select p.id from packs p join games g on g.id = p.game_id
         where p.stock is null and g.account_fields = '[]'::jsonb order by p.id limit 6)
       returning id`,
      [VOUCHER_STOCK],
    );
    voucherPacks = rows.map((row) => row.id).sort((a, b) => a - b);
  });

  afterAll(async () => {
    reportFigures('stock hoarding and far dates, two API processes', figures);
    await client?.end();
    for (const api of apis ?? []) await api.stop();
    await pglite?.stop();
    await database?.drop();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  });

  test('one guest holds at most 2 of a pack and 5 in all; an honest customer still buys', async () => {
    const { rows } = await client.query<{ stock: number }>(
      'select stock from packs where id = $1',
      [SCARCE_PACK],
    );
    expect(rows[0]?.stock).toBe(3);
    const hoarder = await newBuyer(origin(0), newAddress());
    const all = await buy(origin(0), hoarder, SCARCE_PACK, 3);
    figures['the whole scarce pack for one guest'] = all.status;
    expect(all.status).toBe(409);
    expect(all.message).toMatch(/pay or cancel your unpaid order/);
    const burst = (packs: number[]) =>
      Promise.all(packs.map((pack, index) => buy(origin(index), hoarder, pack, 1)));
    const onScarce = await burst(Array.from({ length: 6 }, () => SCARCE_PACK));
    const onAll = await burst(voucherPacks.flatMap((pack) => [pack, pack, pack]));
    const statuses = [...onScarce, ...onAll].map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const held = await heldBy('o.guest_id', hoarder.guestId);
    figures['units of one pack one owner can hold unpaid'] = held.get(SCARCE_PACK) ?? 0;
    figures['units one owner can hold unpaid'] = sum(held);
    expect(held.get(SCARCE_PACK)).toBe(MAX_PER_PACK);
    expect(sum(held)).toBe(MAX_PER_OWNER);

    // What is left of the scarce pack (3 minus what the hoarder holds) is anyone else's.
    const honest = await newBuyer(origin(1), newAddress());
    const left = 3 - (held.get(SCARCE_PACK) ?? 0);
    const bought = left > 0 ? await buy(origin(1), honest, SCARCE_PACK, 1) : null;
    figures['honest purchases refused (scarce pack)'] = bought?.status === 200 ? 0 : 1;
    expect(bought?.status).toBe(200);
  });

  test('many guest ids from one address hold at most 10 units; honest customers still buy', async () => {
    const address = newAddress();
    const guests = await Promise.all(
      Array.from({ length: 30 }, (_, index) => newBuyer(origin(index), address)),
    );
    const answers = await Promise.all(
      guests.map((guest, index) =>
        buy(origin(index), guest, voucherPacks[index % voucherPacks.length] as number, 1),
      ),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    const held = await heldBy('o.client_address', address);
    figures['guest ids tried from one address'] = guests.length;
    figures['units one address can hold unpaid'] = sum(held);
    expect(sum(held)).toBe(MAX_PER_ADDRESS);
    expect(Math.max(...held.values())).toBeLessThanOrEqual(MAX_PER_PACK);

    const honest = await Promise.all(
      voucherPacks.map(async (pack, index) =>
        buy(origin(index), await newBuyer(origin(index), newAddress()), pack, 1),
      ),
    );
    const refused = honest.filter((answer) => answer.status !== 200).length;
    figures['honest purchases refused'] = refused;
    expect(refused).toBe(0);
  });

  test('far dates: no 5xx on PGlite or PostgreSQL for the four date-range calls', async () => {
    const servers = { postgres: origin(0), pglite: pglite.url };
    let tried = 0;
    let fiveXx = 0;
    let notRefused = 0;
    for (const url of Object.values(servers)) {
      const token = await login(url, DEMO.email, DEMO.password);
      for (const day of FAR_DATES) {
        for (const field of ['from', 'to']) {
          const statuses = await dateCalls(url, token, { [field]: day });
          tried += statuses.length;
          fiveXx += statuses.filter((status) => status >= 500).length;
          notRefused += statuses.filter((status) => status !== 400).length;
        }
      }
    }
    figures['far-date calls tried'] = tried;
    figures['5xx for far dates on PGlite and PostgreSQL'] = fiveXx;
    figures['far dates not refused with 400'] = notRefused;
    expect(fiveXx).toBe(0);
    expect(notRefused).toBe(0);
  });
});
