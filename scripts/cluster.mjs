#!/usr/bin/env node
// A cluster on one machine, on PostgreSQL: `npm run cluster` builds what changed, then runs the
// gateway, two API processes serving HTTP (API_WORKER_MODE=server), one API doing the background
// work (API_WORKER_MODE=worker), two pc and two mobile instances, and the local mail catcher, under
// the supervisor of `npm start` (scripts/lib/supervisor.mjs: restart on crash, Ctrl-C stops all).
// The gateway and SSR spread their requests over the instances (comma lists in GATEWAY_API_URL,
// GATEWAY_PC_URL, GATEWAY_MOBILE_URL and API_INTERNAL_URL).
//
//   node scripts/cluster.mjs              build, start all, print the address
//   node scripts/cluster.mjs --no-build   start from the existing build output
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/storefront_cluster) is created when
// missing. Every API process needs the same secrets key: API_SECRETS_KEY when set, else one made on
// the first run and kept in .data/cluster/secrets.key (the sealed values in the database need it
// on every later run). Demo users are created (API_SEED_DEMO=true): the cluster is a demo.
// Ports: PORT (3000) for the gateway; the others follow CLUSTER_BASE_PORT (3100): the two API
// servers, the worker, the pc instances, the mobile instances, the gateway's metrics listener.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkNodeVersion,
  checkPorts,
  localOrigin,
  logFormatFrom,
  portFrom,
  Supervisor,
} from './lib/supervisor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { env } = process;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/storefront_cluster';
const KEY_FILE = join(root, '.data', 'cluster', 'secrets.key');
/** How many of each: the layout (two of each server kind, one background worker). */
const INSTANCES = { server: 2, worker: 1, pc: 2, mobile: 2 };
const ENTRIES = {
  api: { package: '@storefront/api', entry: 'apps/api/dist/main.js' },
  pc: { package: '@storefront/pc', entry: 'apps/pc/server.mjs' },
  mobile: { package: '@storefront/mobile', entry: 'apps/mobile/server.mjs' },
  gateway: { package: '@storefront/gateway', entry: 'apps/gateway/dist/main.js' },
  mail: { package: null, entry: 'node_modules/maildev/dist/bin/maildev.js' },
};

function parseArgs(argv) {
  const options = { build: true };
  for (const arg of argv) {
    if (arg === '--no-build') options.build = false;
    else throw new Error(`unknown option ${arg} (use --no-build)`);
  }
  return options;
}

/** DATABASE_URL, checked the way the API checks it (a postgres:// URL naming a database). */
function databaseUrl() {
  const raw = env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`DATABASE_URL must be a URL like ${DEFAULT_DATABASE_URL}`);
  }
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^postgres(ql)?:$/.test(url.protocol) || !name) {
    throw new Error(`DATABASE_URL must be a postgres:// URL naming a database, got "${raw}"`);
  }
  return { url: raw, name };
}

/** Creates the database when missing; a clear error when PostgreSQL cannot be reached. */
async function ensureDatabase({ url, name }) {
  // pg is the API's dependency; the root workspace has none of its own.
  const { Client } = createRequire(join(root, 'apps/api/package.json'))('pg');
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.href, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const where = `${maintenance.hostname}:${maintenance.port || 5432}`;
    throw new Error(
      `PostgreSQL at ${where} is not reachable (${error.code ?? error.message}): start it, ` +
        'or point DATABASE_URL at a server the cluster may create its database on',
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount > 0) return false;
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

/** API_SECRETS_KEY (or API_SECRETS_KEYS) when set, else the cluster's own key file. */
function secretsKey() {
  if (env.API_SECRETS_KEY?.trim() || env.API_SECRETS_KEYS?.trim()) return {};
  if (!existsSync(KEY_FILE)) {
    mkdirSync(dirname(KEY_FILE), { recursive: true });
    writeFileSync(KEY_FILE, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  }
  chmodSync(KEY_FILE, 0o600);
  return { API_SECRETS_KEY: readFileSync(KEY_FILE, 'utf8').trim() };
}

/** Every process of the cluster with its port and the variable that sets it. */
function layout() {
  const base = portFrom(env, 'CLUSTER_BASE_PORT', 3100);
  let next = base;
  const take = (count) => Array.from({ length: count }, () => next++);
  const ports = {
    gateway: portFrom(env, 'PORT', 3000),
    server: take(INSTANCES.server),
    worker: take(INSTANCES.worker),
    pc: take(INSTANCES.pc),
    mobile: take(INSTANCES.mobile),
    gatewayMetrics: take(1)[0],
    mailSmtp: portFrom(env, 'MAIL_SMTP_PORT', 1025),
    mailWeb: portFrom(env, 'MAIL_WEB_PORT', 1080),
  };
  if (next - 1 > 65535) throw new Error(`CLUSTER_BASE_PORT ${base} leaves no room for the cluster`);
  return ports;
}

const origin = (port) => localOrigin('127.0.0.1', port);
const list = (ports) => ports.map(origin).join(',');

/** The supervisor's services: each instance with its whole environment. */
function services(ports, database, key, mailOn) {
  // PORT is the gateway's alone (the app servers refuse to start with it set).
  const { PORT: _public, ...inherited } = env;
  const apiEnv = {
    ...inherited,
    DATABASE_URL: database.url,
    ...key,
    API_SEED_DEMO: env.API_SEED_DEMO || 'true',
    API_HOST: '127.0.0.1',
    API_RETURN_ORIGINS:
      env.API_RETURN_ORIGINS ||
      `http://localhost:${ports.gateway},http://127.0.0.1:${ports.gateway}`,
    ...(mailOn ? { SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}` } : {}),
  };
  const instance = (kind, name, port, own) => ({
    name,
    kind,
    ...ENTRIES[kind],
    origin: origin(port),
    health: '/readyz',
    env: { ...inherited, ...own },
  });
  const api = (mode, index, port) =>
    instance('api', `${mode}-${index + 1}`, port, {
      ...apiEnv,
      API_WORKER_MODE: mode,
      API_PORT: String(port),
    });
  const app = (kind, prefix, index, port) =>
    instance(kind, `${kind}-${index + 1}`, port, {
      [`${prefix}_PORT`]: String(port),
      [`${prefix}_HOST`]: '127.0.0.1',
      // Two instances already: one worker process each unless asked otherwise.
      [`${prefix}_WORKERS`]: env[`${prefix}_WORKERS`] || '1',
      API_INTERNAL_URL: list(ports.server),
    });
  const gateway = instance('gateway', 'gateway', ports.gateway, {
    PORT: String(ports.gateway),
    GATEWAY_API_URL: list(ports.server),
    GATEWAY_PC_URL: list(ports.pc),
    GATEWAY_MOBILE_URL: list(ports.mobile),
    GATEWAY_METRICS_PORT: String(ports.gatewayMetrics),
  });
  // GATEWAY_HOST (inherited) may make it listen elsewhere than loopback.
  gateway.origin = localOrigin(env.GATEWAY_HOST, ports.gateway);
  const all = [
    ...ports.server.map((port, index) => api('server', index, port)),
    ...ports.worker.map((port, index) => api('worker', index, port)),
    ...ports.pc.map((port, index) => app('pc', 'PC', index, port)),
    ...ports.mobile.map((port, index) => app('mobile', 'MOBILE', index, port)),
    gateway,
  ];
  if (!mailOn) return all;
  const mail = instance('mail', 'mail', ports.mailWeb, {});
  mail.args = [
    ...['--ip', '127.0.0.1', '--smtp', String(ports.mailSmtp)],
    ...['--web-ip', '127.0.0.1', '--web', String(ports.mailWeb)],
  ];
  mail.health = '/api/healthz';
  return [mail, ...all];
}

/** Every port the cluster listens on, named by what sets it. */
function portsToCheck(ports, mailOn) {
  const named = [[ports.gateway, 'PORT']];
  const base = ports.server[0];
  const behind = [...ports.server, ...ports.worker, ...ports.pc, ...ports.mobile];
  for (const port of [...behind, ports.gatewayMetrics]) {
    named.push([port, `CLUSTER_BASE_PORT+${port - base}`]);
  }
  if (mailOn) named.push([ports.mailSmtp, 'MAIL_SMTP_PORT'], [ports.mailWeb, 'MAIL_WEB_PORT']);
  return named;
}

let supervisor = null;

async function main() {
  checkNodeVersion();
  const logFormat = logFormatFrom(env);
  const options = parseArgs(process.argv.slice(2));
  const database = databaseUrl();
  const ports = layout();
  const mailOn = !env.SMTP_URL;
  await checkPorts(portsToCheck(ports, mailOn));
  const created = await ensureDatabase(database);
  const key = secretsKey();
  const all = services(ports, database, key, mailOn);
  supervisor = new Supervisor({ root, self: 'cluster', services: all, logFormat });
  supervisor.stopOnSignals();
  supervisor.say(`database ${database.name}${created ? ' (created)' : ''}`);
  if (options.build) await supervisor.build();
  if (supervisor.isStopping()) return;
  // The gateway last: its first readiness check of the instances then finds them all ready.
  await supervisor.startAll(all.filter((service) => service.kind !== 'gateway'));
  if (supervisor.isStopping()) return;
  await supervisor.startAll(all.filter((service) => service.kind === 'gateway'));
  if (supervisor.isStopping()) return;
  if (mailOn) supervisor.say(`Receipts (mail catcher inbox) at ${origin(ports.mailWeb)}`);
  supervisor.say(`Each instance's health at ${origin(ports.gatewayMetrics)}/healthz`);
  supervisor.say(`Storefront ready at http://localhost:${ports.gateway}`);
}

main().catch((error) => {
  if (supervisor) return supervisor.fail(error);
  console.error(`[cluster] ${error.message}`);
  process.exit(1);
});
