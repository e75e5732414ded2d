// Migrations as a release step: `pnpm migrate` runs them once and exits, and an API started with
// API_MIGRATE_ON_START=false refuses a database behind its build instead of serving errors. The
// rolling deploy with a migration between the builds is in chaos.test.ts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ROOT } from '../support/stack';
import { reportFigures } from './support/figures';
import {
  NEXT_RELEASE_ENV,
  RELEASE_MIGRATION,
  RELEASE_MIGRATIONS_DIR,
  runMigrate,
} from './support/release';
import { apiServer, freshPostgres, type Server } from './support/servers';

/** An API that neither exits nor serves within this long is still starting: a refusal is quicker. */
const EXIT_BOUND_MS = 30_000;

const figures: Record<string, string | number> = {};
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  reportFigures('migrations as a release step', figures);
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function postgres() {
  const database = await freshPostgres();
  const client = new pg.Client({ connectionString: database.url as string });
  await client.connect();
  cleanups.push(() => database.drop());
  cleanups.push(() => client.end());
  return { database, client };
}

/** The migrations the database records, with when each ran; none before the first migration. */
async function recorded(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ ran: string }>(
    `select name || ' ' || timestamp as ran from kysely_migration
      where to_regclass('kysely_migration') is not null order by name`,
  );
  return rows.map((row) => row.ran);
}

async function tableExists(client: pg.Client, table: string): Promise<boolean> {
  const { rows } = await client.query<{ found: string | null }>(
    'select to_regclass($1)::text as found',
    [table],
  );
  return rows[0]?.found != null;
}

/** Starts the API build and waits (bounded) for it to exit: its exit code (null: still running). */
async function startUntilExit(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, API_LOG_LEVEL: 'warn', API_PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const bound = setTimeout(() => child.kill('SIGKILL'), EXIT_BOUND_MS);
  const code = await exited;
  clearTimeout(bound);
  return { code, output };
}

describe('pnpm migrate', () => {
  it('runs every migration once on PostgreSQL; run again it changes nothing', async () => {
    const { database, client } = await postgres();
    const first = await runMigrate({ DATABASE_URL: database.url as string });
    expect(first.code, first.output).toBe(0);
    const ran = await recorded(client);
    expect(first.output).toContain(`Applied ${ran.length} migrations`);
    expect(ran.length).toBeGreaterThan(20);

    const second = await runMigrate({ DATABASE_URL: database.url as string });
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain('is up to date: no migration to run');
    expect(await recorded(client)).toEqual(ran);
    figures['pnpm migrate on PostgreSQL'] =
      `${ran.length} applied in ${first.seconds.toFixed(1)} s, then 0 on the second run`;
  });
});

describe('an API started with migrations off', () => {
  it('on an un-migrated database exits 1 naming the first missing migration, and migrates nothing', async () => {
    const { database, client } = await postgres();
    const { code, output } = await startUntilExit({
      ...database.env,
      API_MIGRATE_ON_START: 'false',
    });
    expect(code, output).toBe(1);
    expect(output).toContain('lacks migration 0001_catalog_and_accounts');
    expect(output).toContain('pnpm migrate');
    expect(await tableExists(client, 'kysely_migration')).toBe(false);
    expect(await tableExists(client, 'orders')).toBe(false);
    figures['API with migrations off on an un-migrated database'] =
      `exit ${code}, names 0001_catalog_and_accounts, 0 tables created`;
  });

  it("of the next release refuses a database without that release's migration until pnpm migrate ran it", async () => {
    const { database, client } = await postgres();
    expect((await runMigrate(database.env, 'deployed')).code).toBe(0);
    const refused = await startUntilExit({ ...database.env, ...NEXT_RELEASE_ENV });
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(`lacks migration ${RELEASE_MIGRATION}`);
    expect(await tableExists(client, 'release_probes')).toBe(false);

    const step = await runMigrate({
      ...database.env,
      API_EXTRA_MIGRATIONS_DIR: RELEASE_MIGRATIONS_DIR,
    });
    expect(step.output).toContain('Applied 1 migration to');
    expect(step.output).toContain(RELEASE_MIGRATION);
    const next: Server = await apiServer('migrate-next-release', {
      ...database.env,
      ...NEXT_RELEASE_ENV,
    });
    cleanups.push(() => next.stop());
    await next.start();
    expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
    figures['next release with migrations off, one migration behind'] =
      `exit ${refused.code} naming ${RELEASE_MIGRATION}; ready once pnpm migrate ran it`;
  });
});
