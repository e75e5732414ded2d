#!/usr/bin/env node
// A PostgreSQL store's backup and restore (docs/backups.md), with the machine's PostgreSQL client:
//   node scripts/backup.mjs dump <database url> <file>     the store's database to <file>
//   node scripts/backup.mjs restore <file> <database url>  <file> into a new, empty database
// A password is better in ~/.pgpass or PGPASSWORD (libpq reads both) than in the URL.
// The dump holds game logins sealed with API_SECRETS_KEYS and not the keys: they are kept apart.
import { spawnSync } from 'node:child_process';

const USAGE =
  'Usage: node scripts/backup.mjs dump <database url> <file>\n' +
  '       node scripts/backup.mjs restore <file> <new database url>';

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Runs a PostgreSQL client program; its output, or the process ends naming what failed. */
function run(program, args) {
  const result = spawnSync(program, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error)
    fail(`${program} could not run (${result.error.message}): install postgresql-client`);
  if (result.status !== 0) fail(`${program} failed:\n${result.stderr}`);
  return result.stdout;
}

/** A custom-format dump (compressed, restorable table by table), read back once to prove it whole. */
function dump(databaseUrl, file) {
  run('pg_dump', ['--format=custom', `--file=${file}`, databaseUrl]);
  const entries = run('pg_restore', ['--list', file])
    .split('\n')
    .filter((line) => /^\d+;/.test(line));
  console.log(`${file}: ${entries.length} entries. Keep API_SECRETS_KEYS with it, stored apart.`);
}

/** Restores into `databaseUrl`, which must hold no table: a restore never lands on a live store. */
function restore(file, databaseUrl) {
  const tables = run('psql', [
    databaseUrl,
    '--no-psqlrc',
    '--tuples-only',
    '--no-align',
    '--command=select count(*) from pg_tables where schemaname = current_schema()',
  ]).trim();
  if (tables !== '0') fail(`The database already has ${tables} tables: restore into a new one.`);
  run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
  console.log(`Restored ${file}. Start the API on it with the API_SECRETS_KEYS of the dump.`);
}

const [command, first, second] = process.argv.slice(2);
if (command === 'dump' && first && second) dump(first, second);
else if (command === 'restore' && first && second) restore(first, second);
else fail(USAGE);
