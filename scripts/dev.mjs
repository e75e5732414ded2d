#!/usr/bin/env node
// The dev loop: the whole store on the public port of `npm start` (PORT, 3000), from source.
//   - api: built with tsup and restarted on every change under apps/api/src (API_PORT, 3003)
//   - pc, mobile: vike's dev mode with hot module replacement (scripts/dev-app.mjs; PC_PORT 3001,
//     MOBILE_PORT 3002); the workspace packages come from their source, so edits show with no build
//   - gateway: the production gateway in front of them (its build; PORT)
// Ctrl-C stops them all. If the API exits on its own it waits for the next save; if another server
// exits, everything stops (exit 1). Server lines are shortened as `npm start` shortens them
// (LOG_FORMAT=pretty, the default; LOG_FORMAT=json prints them as JSON).
//
//   node scripts/dev.mjs                  everything
//   node scripts/dev.mjs pc               one app (+ api + gateway); also --filter pc, --filter=pc
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { logFormatFrom, serverLinePrinter } from './lib/supervisor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'node_modules', '.bin');
const { env } = process;
const APPS = ['pc', 'mobile'];
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
/** Saves closer together than this make one API rebuild (editors write several files at once). */
const API_REBUILD_DELAY_MS = 200;

/** Each server is waited for on its own `/readyz` (the gateway's never follows its upstreams). */
const SERVERS = {
  api: { portEnv: 'API_PORT', defaultPort: 3003 },
  pc: { portEnv: 'PC_PORT', defaultPort: 3001 },
  mobile: { portEnv: 'MOBILE_PORT', defaultPort: 3002 },
  gateway: { portEnv: 'PORT', defaultPort: 3000 },
};
const READY_PATH = '/readyz';

const COLORS = { api: 33, pc: 34, mobile: 35, gateway: 36, dev: 32 };
const useColor = process.stdout.isTTY && !env.NO_COLOR;

function prefix(name) {
  const label = `[${name}]`.padEnd(9);
  return useColor ? `\x1b[${COLORS[name]}m${label}\x1b[0m` : label;
}

function say(message) {
  console.log(`${prefix('dev')} ${message}`);
}

/** The apps to run: all, or the ones named (`pc`, `--filter pc`, `--filter=pc`). */
export function parseDevArgs(argv) {
  const named = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--filter') named.push(argv[++i] ?? '');
    else if (arg.startsWith('--filter=')) named.push(arg.slice('--filter='.length));
    else named.push(arg);
  }
  const apps = named
    .flatMap((name) => name.split(','))
    .map((name) => name.replace(/^@storefront\//, ''));
  const unknown = apps.filter((name) => !APPS.includes(name));
  if (unknown.length > 0) throw new Error(`unknown app ${unknown.join(', ')} (use pc, mobile)`);
  return apps.length > 0 ? [...new Set(apps)] : APPS;
}

function portOf(name) {
  const { portEnv, defaultPort } = SERVERS[name];
  const raw = env[portEnv]?.trim();
  if (!raw) return defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${portEnv} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

const origin = (name) => `http://127.0.0.1:${portOf(name)}`;

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function run(command, args, cwd = root) {
  return spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...env, PATH: `${bin}${delimiter}${env.PATH ?? ''}` },
  });
}

/** What dev runs from a build: the API's packages, the gateway, and what the apps' vite configs load. */
function buildPrerequisites() {
  say('building the API, the gateway and the packages (turbo, cached)...');
  const filters = ['@storefront/api...', '@storefront/gateway...', '@storefront/app-server...'];
  const result = run(join(bin, 'turbo'), [
    'run',
    'build',
    ...filters.flatMap((filter) => ['--filter', filter]),
    '--filter=./packages/*',
    '--output-logs=errors-only',
  ]);
  if (result.status !== 0) throw new Error('the build failed (see above)');
}

const running = new Map();
let stopping = false;
/** How server lines are printed (`LOG_FORMAT`), read when dev starts. */
let logFormat = 'pretty';

/** Starts `name`; `onExit` decides what an exit nobody asked for means. */
function launch(name, args, childEnv, onExit) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const print = serverLinePrinter({ name, kind: name }, logFormat, (shown) =>
    console.log(`${prefix(name)} ${shown}`),
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', print);
  }
  const entry = { child, stopRequested: false, exited: null };
  entry.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(name);
      resolve();
      if (!stopping && !entry.stopRequested) onExit(code, signal);
    });
  });
  running.set(name, entry);
}

async function stop(name) {
  const entry = running.get(name);
  if (!entry) return;
  entry.stopRequested = true;
  entry.child.kill('SIGTERM');
  const timer = setTimeout(() => entry.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await entry.exited;
  clearTimeout(timer);
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...running.keys()].map(stop));
  process.exit(code);
}

function withoutPublicPort() {
  const { PORT: _publicPort, ...internal } = env;
  return internal;
}

function startApi() {
  const apiEnv = { ...withoutPublicPort(), API_PORT: String(portOf('api')) };
  launch('api', [join(root, 'apps/api/dist/main.js')], apiEnv, (code, signal) => {
    say(
      `api stopped (${signal ?? `exit code ${code}`}); save a file under apps/api/src to restart it`,
    );
  });
}

/** Rebuilds the API on every save under apps/api/src and restarts it when the build succeeds. */
function watchApi() {
  let timer = null;
  let rebuilding = Promise.resolve();
  const rebuild = async () => {
    say('apps/api/src changed: rebuilding the API...');
    const result = run(
      join(root, 'apps/api/node_modules/.bin/tsup'),
      ['--silent'],
      join(root, 'apps/api'),
    );
    if (result.status !== 0) {
      say('the API build failed (see above); the running API is kept');
      return;
    }
    await stop('api');
    startApi();
    await waitHealthy('api');
    say('api restarted');
  };
  watch(join(root, 'apps/api/src'), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      rebuilding = rebuilding.then(rebuild, rebuild);
    }, API_REBUILD_DELAY_MS);
  });
}

function startApp(app) {
  const { portEnv } = SERVERS[app];
  const appEnv = {
    ...withoutPublicPort(),
    [portEnv]: String(portOf(app)),
    API_INTERNAL_URL: env.API_INTERNAL_URL || origin('api'),
  };
  launch(app, [join(root, 'scripts/dev-app.mjs'), app], appEnv, (code, signal) => {
    say(`${app} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    void stopAll(1);
  });
}

function startGateway() {
  const gatewayEnv = {
    ...env,
    PORT: String(portOf('gateway')),
    GATEWAY_PC_URL: origin('pc'),
    GATEWAY_MOBILE_URL: origin('mobile'),
    GATEWAY_API_URL: origin('api'),
  };
  launch('gateway', [join(root, 'apps/gateway/dist/main.js')], gatewayEnv, (code, signal) => {
    say(`gateway stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    void stopAll(1);
  });
}

async function waitHealthy(name) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running.has(name)) throw new Error(`${name} exited before it was ready`);
    try {
      const response = await fetch(`${origin(name)}${READY_PATH}`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${READY_PATH} within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function main() {
  const apps = parseDevArgs(process.argv.slice(2));
  logFormat = logFormatFrom(env);
  const servers = ['api', ...apps, 'gateway'];
  const ports = servers.map(portOf);
  if (new Set(ports).size !== ports.length) throw new Error('give each server its own port');
  for (const name of servers) {
    if (!(await portIsFree(portOf(name)))) {
      throw new Error(`port ${portOf(name)} (${SERVERS[name].portEnv}) is in use`);
    }
  }
  buildPrerequisites();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stopAll(0));
  startApi();
  watchApi();
  for (const app of apps) startApp(app);
  startGateway();
  for (const name of servers) await waitHealthy(name);
  say(`Storefront (dev: ${apps.join(', ')}) ready at http://localhost:${portOf('gateway')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`${prefix('dev')} ${error instanceof Error ? error.message : error}`);
    void stopAll(1);
  });
}
