import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../support/stack';
import { reportFigures } from './support/figures';
import { bearer, call, DEMO, login, loginPack } from './support/http';
import { type ApiDatabase, apiServer, freshPostgres, type Server } from './support/servers';

const USD = 1;

/** `node scripts/backup.mjs <args>`, as an operator runs it (docs/backups.md). */
function backup(args: string[]) {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'backup.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A Login top-up line in the demo user's cart, for the player `email` (its password is sealed). */
async function addLoginTopUp(origin: string, token: string, email: string): Promise<number> {
  const account = { loginMethod: 'moonton', email, password: `pw-${email}` };
  const added = await call<{ item: { id: number } }>(
    origin,
    'ShopCart/Add',
    { packId: await loginPack(origin), quantity: 1, account, currencyId: USD },
    bearer(token),
  );
  expect(added.status, added.message).toBe(200);
  return added.data.item.id;
}

async function orderCartLine(origin: string, token: string, cartItemId: number): Promise<string> {
  const order = await call<{ orderNo: string }>(
    origin,
    'OrderDeal/Add',
    { cartItemIds: [cartItemId], currencyId: USD },
    bearer(token),
  );
  expect(order.status, order.message).toBe(200);
  return order.data.orderNo;
}

async function payWithBalance(origin: string, token: string, orderNo: string): Promise<string> {
  const paid = await call<{ order: { status: string } }>(
    origin,
    'OrderDeal/Pay',
    { orderNo, method: 'balance' },
    bearer(token),
  );
  expect(paid.status, paid.message).toBe(200);
  return paid.data.order.status;
}

async function count(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(query);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

describe('backup and restore (pg_dump, pg_restore into a new database, the keys kept apart)', () => {
  // One key ring for the store: the dump never holds it, the restored store is given it again.
  const keys = `b1:${randomBytes(32).toString('hex')}`;
  let source: ApiDatabase;
  let target: ApiDatabase;
  let dumpDir: string;
  const servers: Server[] = [];

  async function startApi(name: string, databaseUrl: string, seed: boolean): Promise<Server> {
    const api = await apiServer(name, {
      DATABASE_URL: databaseUrl,
      API_SECRETS_KEYS: keys,
      API_SEED_DEMO: String(seed),
    });
    servers.push(api);
    await api.start();
    return api;
  }

  beforeAll(async () => {
    source = await freshPostgres();
    target = await freshPostgres();
    dumpDir = mkdtempSync(join(tmpdir(), 'storefront-backup-'));
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await source?.drop();
    await target?.drop();
    if (dumpDir) rmSync(dumpDir, { recursive: true, force: true });
  });

  test('a purchase and a Login top-up sealed before the dump complete on the restored database', async () => {
    const before = await startApi('backup-source-api', source.url as string, true);
    const token = await login(before.url, DEMO.email, DEMO.password);
    const unpaidOrder = await orderCartLine(
      before.url,
      token,
      await addLoginTopUp(before.url, token, 'ordered@example.com'),
    );
    const cartLine = await addLoginTopUp(before.url, token, 'in-cart@example.com');
    const sealed = `select count(*) as n from (
        select account_secret from order_items union all select account_secret from cart_items
      ) as lines where account_secret like 'v2.b1.%'`;
    expect(await count(source.url as string, sealed)).toBe(2);

    // Taken while the store runs, as a nightly backup is.
    const file = join(dumpDir, 'store.dump');
    const dumped = backup(['dump', source.url as string, file]);
    expect(dumped.status, dumped.output).toBe(0);
    const restored = backup(['restore', file, target.url as string]);
    expect(restored.status, restored.output).toBe(0);
    // A restore never lands on a database that has tables.
    const again = backup(['restore', file, target.url as string]);
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/already has \d+ tables: restore into a new one/);

    const after = await startApi('backup-restored-api', target.url as string, false);
    const restoredToken = await login(after.url, DEMO.email, DEMO.password);
    const topUp = await payWithBalance(after.url, restoredToken, unpaidOrder);
    const purchase = await payWithBalance(
      after.url,
      restoredToken,
      await orderCartLine(after.url, restoredToken, cartLine),
    );
    expect([topUp, purchase]).toEqual(['completed', 'completed']);
    const offLedger = await count(
      target.url as string,
      `select count(*) as n from balances b
        where b.balance <> (select coalesce(sum(amount), 0) from balance_logs l
                             where l.user_id = b.user_id and l.currency_id = b.currency_id)`,
    );
    expect(offLedger).toBe(0);
    reportFigures('backup restore', {
      'purchase and sealed Login top-up completed on the restored database': `${
        [topUp, purchase].filter((status) => status === 'completed').length
      } of 2 orders`,
      'balances off their ledger after': offLedger,
      'restore into a database with tables': 'refused',
    });
  });
});
