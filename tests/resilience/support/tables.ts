import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Tables whose rows legitimately change under the fuzzer: the login and issuance limits count
 * every attempt, refused or not, so that a burst of bad guesses is itself limited; and any visitor
 * without a known guest id (the fuzzer's anonymous and forged identities) is issued one by
 * `ShopHome/InitData`, which also refreshes a known guest's last visit. Both are limited per address.
 */
const BOOKKEEPING_TABLES = new Set(['rate_limits', 'guests']);

/** Row count and md5 of every row's text, in order, per table of the public schema. */
export type TableSums = Record<string, string>;

interface Queryable {
  query<Row>(text: string): Promise<{ rows: Row[] }>;
}

async function sumsOf(database: Queryable): Promise<TableSums> {
  const { rows } = await database.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const sums: TableSums = {};
  for (const { name } of rows) {
    if (BOOKKEEPING_TABLES.has(name)) continue;
    const [sum] = (
      await database.query<{ rows: string; md5: string | null }>(
        `select count(*)::text as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as md5
           from "${name}" t`,
      )
    ).rows;
    sums[name] = `${sum?.rows} rows, md5 ${sum?.md5 ?? '-'}`;
  }
  return sums;
}

export async function postgresSums(url: string): Promise<TableSums> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await sumsOf(client);
  } finally {
    await client.end();
  }
}

/** PGlite is one process: the API that owns the folder must be stopped before this opens it. */
export async function pgliteSums(dataDir: string): Promise<TableSums> {
  const database = await PGlite.create(dataDir);
  try {
    return await sumsOf(database);
  } finally {
    await database.close();
  }
}

/** The tables whose count or checksum differ, as `name: before -> after`. */
export function changedTables(before: TableSums, after: TableSums): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 'absent'} -> ${after[name] ?? 'absent'}`);
}
