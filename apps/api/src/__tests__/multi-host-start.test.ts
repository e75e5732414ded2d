import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../config';
import { startApi } from '../start';
import { freshDatabase } from './harness';

type Env = Record<string, string>;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh PostgreSQL database and the settings of an API on it (any free port, no log). */
async function onPostgres(env: Env) {
  const fresh = await freshDatabase('postgres');
  cleanups.push(fresh.drop);
  const settings = loadSettings({
    DATABASE_URL: fresh.url as string,
    API_PORT: '0',
    API_LOG_LEVEL: 'silent',
    ...env,
  });
  return { settings, db: fresh.database.db };
}

/** Starts the API, waits until it has migrated and seeded, and answers the demo users' emails. */
async function seededEmails(env: Env): Promise<string[]> {
  const { settings, db } = await onPostgres({
    API_SECRETS_KEY: randomBytes(32).toString('hex'),
    ...env,
  });
  const api = await startApi(settings);
  cleanups.push(async () => {
    await api.app.close();
    await api.database.close();
  });
  await api.ready;
  const games = await db.selectFrom('games').select('id').execute();
  expect(games.length).toBeGreaterThan(0);
  const users = await db.selectFrom('users').select('email').orderBy('email').execute();
  return users.map((user) => user.email);
}

describe('an API on PostgreSQL', () => {
  it('refuses to start without a shared secrets key, naming the variables', async () => {
    const { settings } = await onPostgres({});
    await expect(startApi(settings)).rejects.toThrow(
      /API_SECRETS_KEY \(or API_SECRETS_KEYS\) must be set/,
    );
  });

  it('seeds the store but no demo users unless API_SEED_DEMO=true', async () => {
    expect(await seededEmails({})).toEqual([]);
  });

  it('seeds the demo users with API_SEED_DEMO=true', async () => {
    expect(await seededEmails({ API_SEED_DEMO: 'true' })).toContain('demo@storefront.test');
  });
});

describe('API_SEED_DEMO', () => {
  it('defaults to on for PGlite (npm start) and off for PostgreSQL', () => {
    expect(loadSettings({}).seedDemo).toBe(true);
    expect(loadSettings({ DATABASE_URL: 'postgres://db.internal/shop' }).seedDemo).toBe(false);
    expect(loadSettings({ API_SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses a value that is not true or false, naming the variable', () => {
    expect(() => loadSettings({ API_SEED_DEMO: 'sometimes' })).toThrow(/^API_SEED_DEMO must be/);
  });
});

describe('API_TRUST_PROXY', () => {
  it('defaults to loopback (the gateway on the same host) and takes addresses and CIDRs', () => {
    expect(loadSettings({}).trustProxy).toBe('loopback');
    expect(loadSettings({ API_TRUST_PROXY: '10.0.1.5, 10.0.2.0/24' }).trustProxy).toBe(
      '10.0.1.5,10.0.2.0/24',
    );
    expect(loadSettings({ API_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it.each(['gateway.internal', '10.0.0.0/33', 'yes'])(
    'refuses "%s", naming the variable',
    (value) => {
      expect(() => loadSettings({ API_TRUST_PROXY: value })).toThrow(/^API_TRUST_PROXY must be/);
    },
  );
});
