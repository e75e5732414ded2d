import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { freshDatabase } from './harness';

let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance | null = null;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase('pglite'));
  await migrateToLatest(database.db);
});
afterEach(async () => {
  await app?.close();
  app = null;
});
afterAll(() => drop());

async function serve(options: Partial<BuildAppOptions> = {}) {
  app = buildApp({ database, logger: false, corsOrigins: ['https://shop.example'], ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const probe = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { origin: 'https://other.example' } });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  return { probe };
}

describe('the API probes', () => {
  it('answer at the root of its port, beside /api, with no session and no-store', async () => {
    const { probe } = await serve();
    const live = await probe('/livez');
    expect([live.status, JSON.parse(live.body)]).toEqual([200, { status: 'ok' }]);
    const ready = await probe('/readyz');
    expect([ready.status, JSON.parse(ready.body)]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect((await probe('/api/readyz')).status).toBe(404);
  });

  it('are not ready with the reason the readiness check gives (the database seam)', async () => {
    const { probe } = await serve({ ready: () => 'database not migrated' });
    const ready = await probe('/readyz');
    expect([ready.status, JSON.parse(ready.body)]).toEqual([
      503,
      { status: 'not ready', reason: 'database not migrated' },
    ]);
    expect((await probe('/livez')).status).toBe(200);
  });

  it('by default ping the database: unreachable means not ready, while live', async () => {
    const own = await freshDatabase('pglite');
    const { probe } = await serve({ database: own.database });
    expect((await probe('/readyz')).status).toBe(200);
    await own.drop();
    const ready = await probe('/readyz');
    expect([ready.status, JSON.parse(ready.body)]).toEqual([
      503,
      { status: 'not ready', reason: 'database unreachable' },
    ]);
    expect((await probe('/livez')).status).toBe(200);
  });
});
