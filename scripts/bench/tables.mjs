// Tables: the rows 100,000 purchases leave in the tables that only grow (sessions, Idempotency-Key
// claims, receipts in the outbox, idle guests, rate-limit counters), half of them far past their
// window and half within it; then one API process in `worker` mode cleans up. Each table's size
// after the pass must be at most its rows within the window.
import { psql, round, runAlone, scratchDatabase, startApi } from './api-support.mjs';

export const name = 'tables';

const PURCHASES = 100_000;
/** Far beyond every default window (the longest, sent receipts, is 30 days). */
const PAST = "now() - interval '60 days'";
/** Within every default window (the shortest, idempotency keys and counters, is a day). */
const RECENT = "now() - interval '1 hour'";

/**
 * What `purchases` purchases leave, in bulk SQL, rows `from` to `to` stamped `at`: per purchase an
 * `Idempotency-Key` claim, two sent receipts (paid, completed), a rate-limit counter and an idle
 * guest (a visitor who browsed); a session per ten purchases (a customer logs in, buys ten times).
 */
function rowsOf(from, to, at) {
  const series = `generate_series(${from}, ${to}) as n`;
  return `
    insert into idempotency_keys (owner, key, fingerprint, answer, claimed_until, created_at)
      select 'user:1', 'bench-' || n, 'f', '{"ok":true,"data":null}', ${at}, ${at} from ${series};
    insert into mail_outbox (key, recipient, subject, text_body, html_body, next_attempt_at,
        created_at, sent_at, attempts)
      select 'bench-' || n || ':' || event, 'bench@bench.test', 'Receipt', 'text', '<p>html</p>',
        ${at}, ${at}, ${at}, 1
      from ${series}, (values ('paid'), ('completed')) as events(event);
    insert into rate_limits (key, hits, window_started_at)
      select 'bench:' || n, 1, ${at} from ${series};
    insert into guests (id, created_at, last_seen_at)
      select 'bench-guest-' || n, ${at}, ${at} from ${series};
    insert into sessions (token_hash, user_id, created_at, expires_at)
      select 'bench-' || n, (select min(id) from users), ${at} - interval '2 hours', ${at}
      from ${series} where n % 10 = 0;`;
}

const TABLES = ['sessions', 'idempotency_keys', 'mail_outbox', 'guests', 'rate_limits'];

/** Rows per table: the `bench` rows only, not the demo store's. */
async function sizes(database) {
  const counts = await psql(
    database,
    `select
      (select count(*) from sessions where token_hash like 'bench-%'),
      (select count(*) from idempotency_keys where key like 'bench-%'),
      (select count(*) from mail_outbox where key like 'bench-%'),
      (select count(*) from guests where id like 'bench-guest-%'),
      (select count(*) from rate_limits where key like 'bench:%')`,
  );
  return Object.fromEntries(TABLES.map((table, index) => [table, Number(counts[0][index])]));
}

/** Migrates (and seeds a demo user, the sessions' owner) with a `server` process, then stops it. */
async function migrate(ctx, databaseUrl) {
  const server = await startApi(ctx.root, {
    port: await ctx.freePort(),
    databaseUrl,
    env: { API_WORKER_MODE: 'server', API_SEED: 'true', API_SEED_DEMO: 'true' },
    log: ctx.log,
  });
  await server.stop();
}

/** Polls until the sizes stop at `expected` (or 10 minutes pass); the seconds it took. */
async function waitForSizes(database, expected) {
  const started = performance.now();
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const now = await sizes(database);
    if (TABLES.every((table) => now[table] <= expected[table])) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return round((performance.now() - started) / 1000, 1);
}

export async function measure(ctx) {
  const purchases = ctx.smoke ? 2000 : PURCHASES;
  const half = purchases / 2;
  const scratch = await scratchDatabase('tables');
  let worker = null;
  try {
    await migrate(ctx, scratch.url);
    const started = performance.now();
    await psql(scratch.name, rowsOf(1, half, PAST) + rowsOf(half + 1, purchases, RECENT));
    await psql(scratch.name, 'analyze');
    ctx.log(`rows of ${purchases} purchases in ${round((performance.now() - started) / 1000)} s`);
    const before = await sizes(scratch.name);
    // Within the window: the half stamped an hour ago.
    const within = Object.fromEntries(TABLES.map((table) => [table, before[table] / 2]));
    worker = await startApi(ctx.root, {
      port: await ctx.freePort(),
      databaseUrl: scratch.url,
      // error: `/readyz` answers "not ready" (a warning) while it polls.
      env: { API_WORKER_MODE: 'worker', API_EXPIRY_SWEEP_SECONDS: '1', API_LOG_LEVEL: 'error' },
      healthPath: '/readyz',
      log: ctx.log,
    });
    const seconds = await waitForSizes(scratch.name, within);
    const after = await sizes(scratch.name);
    const overreached = TABLES.filter((table) => after[table] < within[table]);
    if (overreached.length > 0) {
      throw new Error(`the clean-up removed rows within their window: ${overreached.join(', ')}`);
    }
    const label = ctx.smoke ? `${purchases} purchases (smoke)` : '100k purchases';
    return [
      ...TABLES.map((table) => ({
        name: `${table} rows after clean-up, ${label}`,
        value: after[table],
        unit: 'rows',
        reference: { name: 'before clean-up', value: before[table], unit: 'rows' },
        target: { op: '<=', value: within[table] },
      })),
      { name: `clean-up pass by one worker, ${label}`, value: seconds, unit: 's' },
    ];
  } finally {
    await worker?.stop();
    await scratch.drop();
  }
}

await runAlone(import.meta.url, { name, measure });
