import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/stack';
import { USER_AGENT } from './support/http';
import { type ApiDatabase, apiServer, freshPostgres, Server } from './support/servers';

/** Several workers per app, all on one address: what used to spend the guest limit. */
const WORKERS = '3';
/** Low enough that rendering would spend it within the test if a render made guests. */
const GUEST_MAX_PER_ADDRESS = '5';
const LOCALES = ['en', 'id'] as const;
const PAGES = ['/', '/games', '/mobile-games', '/help'];
const ROUNDS = 4;

/** A pc or mobile app server with its workers, rendering from `apiUrl`. */
async function appServer(app: 'pc' | 'mobile', apiUrl: string): Promise<Server> {
  const port = await freePort();
  const name = app.toUpperCase();
  return new Server(
    `ssr-guests-${app}`,
    `apps/${app}/server.mjs`,
    port,
    {
      [`${name}_PORT`]: String(port),
      [`${name}_WORKERS`]: WORKERS,
      [`${name}_LOG_LEVEL`]: 'warn',
      API_INTERNAL_URL: apiUrl,
    },
    '/readyz',
    [200],
  );
}

/** A first visit's page, as a crawler or `curl` asks for it: no cookie but the language. */
async function render(app: Server, device: 'pc' | 'mobile', path: string, locale: string) {
  const response = await fetch(`${app.url}${path}`, {
    headers: { 'user-agent': USER_AGENT[device], cookie: `sf_locale=${locale}` },
    redirect: 'manual',
  });
  const html = await response.text();
  return { status: response.status, html };
}

describe('server rendering creates no guests (issue 27, item 3)', () => {
  let database: ApiDatabase;
  let client: pg.Client;
  const servers: Server[] = [];

  const guestRows = async () =>
    Number((await client.query('select count(*) as n from guests')).rows[0].n);

  beforeAll(async () => {
    database = await freshPostgres();
    const api = await apiServer('ssr-guests-api', {
      ...database.env,
      API_SEED_DEMO: 'true',
      API_GUEST_MAX_PER_ADDRESS: GUEST_MAX_PER_ADDRESS,
    });
    servers.push(api);
    await api.start();
    const apps = [await appServer('pc', api.url), await appServer('mobile', api.url)];
    servers.push(...apps);
    await Promise.all(apps.map((app) => app.start()));
    client = new pg.Client({ connectionString: database.url as string });
    await client.connect();
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await client?.end().catch(() => undefined);
    await database?.drop();
  });

  it('pc and mobile pages in two languages, many times over, render with zero guests made', async () => {
    const [, pc, mobile] = servers as [Server, Server, Server];
    const failed: string[] = [];
    // One pc and one mobile render at a time: a burst would measure the shared machine, not guests.
    for (let round = 0; round < ROUNDS; round++) {
      for (const locale of LOCALES) {
        for (const path of PAGES) {
          const answers = await Promise.all([
            render(pc, 'pc', path, locale),
            render(mobile, 'mobile', path, locale),
          ]);
          for (const [index, { status }] of answers.entries())
            if (status !== 200) failed.push(`${index === 0 ? 'pc' : 'mobile'} ${path} ${status}`);
        }
      }
    }
    expect(failed).toEqual([]);
    // The catalogue was rendered on the server, not left to the browser: a seeded category's name.
    const pcHome = await render(pc, 'pc', '/', 'en');
    expect(pcHome.html).toContain('mobile-games');
    expect(await guestRows()).toBe(0);
  });

  it("the browser's first InitData makes exactly one guest", async () => {
    const [api] = servers as [Server];
    const before = await guestRows();
    const response = await fetch(`${api.url}/api/ShopHome/InitData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { guestId: string } };
    expect(data.guestId).toMatch(/^g_/);
    expect(await guestRows()).toBe(before + 1);
  });
});
