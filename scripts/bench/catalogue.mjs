// Catalogue: 100,000 generated games on PostgreSQL; p50 of a list page, a keyword search and a game's
// detail, one request at a time; then what HTTP caching gives: the ETag answered with 304, and the
// bytes of a list page gzipped vs uncompressed.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  apiEntry,
  percentile,
  request,
  round,
  runAlone,
  scratchDatabase,
  startApi,
} from './api-support.mjs';

export const name = 'catalogue';

const GAMES = 100_000;
const run = promisify(execFile);

const LIST = { path: '/api/ShopGame/List', body: { type: 'Games', page: 3, pageSize: 24 } };
const SEARCH = { path: '/api/ShopGame/List', body: { keyword: 'legends', page: 1, pageSize: 24 } };
const DETAIL = { path: '/api/ShopGame/Detail', body: { name: 'gen-000321' } };

/** Migrates, seeds the demo store and adds the generated games (the API's own `seed:large`). */
async function seedGames(root, databaseUrl, games) {
  const script = join(apiEntry(root), '..', 'seed-large.js');
  await run(process.execPath, [script, '--games', String(games)], {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, DATABASE_URL: databaseUrl, API_SECRETS_KEY: '11'.repeat(32) },
  });
}

async function post(base, { path, body }, headers = {}) {
  const answer = await request(base, 'POST', path, { json: body, headers });
  if (answer.status !== 200 && answer.status !== 304) {
    throw new Error(`${path}: HTTP ${answer.status} ${String(answer.bytes).slice(0, 200)}`);
  }
  return answer;
}

/**
 * p50 of `count` calls made one after another (uncompressed, no validator: the full work);
 * `vary(call, index)` may change each call.
 */
async function p50(base, call, count, vary = (same) => same) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const begun = performance.now();
    await post(base, vary(call, index));
    times.push(performance.now() - begun);
  }
  return round(percentile(times, 50), 2);
}

/** A search no process has counted yet: its total is counted, not remembered. */
const freshSearch = (call, index) => ({
  ...call,
  body: { ...call.body, keyword: `${call.body.keyword} ${index + 1}` },
});

async function cachingFigures(base) {
  const first = await post(base, LIST);
  const again = await post(base, LIST, { 'if-none-match': String(first.headers.etag) });
  const gzipped = await post(base, LIST, { 'accept-encoding': 'gzip' });
  const compressed = gzipped.headers['content-encoding'] === 'gzip';
  const yes = (value) => (value ? 1 : 0);
  return [
    {
      name: 'catalogue answers carry an ETag and a shared Cache-Control',
      value: yes(
        Boolean(first.headers.etag) && /public/.test(first.headers['cache-control'] ?? ''),
      ),
      unit: 'yes',
      target: { op: '>=', value: 1 },
    },
    {
      name: 'If-None-Match with that ETag answers 304, no body',
      value: yes(again.status === 304 && again.bytes.length === 0),
      unit: 'yes',
      target: { op: '>=', value: 1 },
    },
    {
      name: 'list page bytes, gzip',
      value: gzipped.bytes.length,
      unit: 'B',
      reference: { name: 'uncompressed', value: first.bytes.length, unit: 'B' },
      target: { op: '<=', value: compressed ? Math.round(first.bytes.length / 2) : 0 },
    },
  ];
}

export async function measure(ctx) {
  const count = ctx.smoke ? 10 : 300;
  const scratch = await scratchDatabase('catalogue');
  let server = null;
  try {
    const started = performance.now();
    await seedGames(ctx.root, scratch.url, ctx.smoke ? 1000 : GAMES);
    ctx.log(`seeded in ${round((performance.now() - started) / 1000)} s`);
    server = await startApi(ctx.root, {
      port: await ctx.freePort(),
      databaseUrl: scratch.url,
      log: ctx.log,
    });
    for (const call of [LIST, SEARCH, DETAIL]) await p50(server.base, call, count / 10);
    const games = ctx.smoke ? '1k games (smoke)' : '100k games';
    const target = { op: '<=', value: 10 };
    return [
      {
        name: `catalogue list p50, ${games}`,
        value: await p50(server.base, LIST, count),
        unit: 'ms',
        target,
      },
      {
        name: `catalogue search p50, ${games}`,
        value: await p50(server.base, SEARCH, count),
        unit: 'ms',
        reference: {
          name: 'a new search each call (total counted)',
          value: await p50(server.base, SEARCH, count / 10, freshSearch),
          unit: 'ms',
        },
        target,
      },
      {
        name: `catalogue detail p50, ${games}`,
        value: await p50(server.base, DETAIL, count),
        unit: 'ms',
        target,
      },
      ...(await cachingFigures(server.base)),
    ];
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}

await runAlone(import.meta.url, { name, measure });
