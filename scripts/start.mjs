#!/usr/bin/env node
// Starts the whole store under one supervisor: builds (turbo, cached), then runs the API server,
// the desktop app, the mobile app and the gateway in front of them, each with its own environment.
// Ctrl-C (SIGINT) or SIGTERM stops them all; if one dies, the others are stopped and this exits 1.
//
//   node scripts/start.mjs                 build, start all four, print the address
//   node scripts/start.mjs --no-build      start from the existing build output
//   node scripts/start.mjs --only=pc,api   start some of them (the e2e fixtures use this)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { env } = process;
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

/** The four processes. Only the gateway reads PORT; every other server has its own variables. */
const SERVICES = [
  {
    name: 'api',
    package: '@storefront/api',
    entry: 'apps/api/dist/main.js',
    portEnv: 'API_PORT',
    hostEnv: 'API_HOST',
    defaultPort: 3003,
    health: '/api/health',
  },
  {
    name: 'pc',
    package: '@storefront/pc',
    entry: 'apps/pc/server.mjs',
    portEnv: 'PC_PORT',
    hostEnv: 'PC_HOST',
    defaultPort: 3001,
    health: '/healthz',
  },
  {
    name: 'mobile',
    package: '@storefront/mobile',
    entry: 'apps/mobile/server.mjs',
    portEnv: 'MOBILE_PORT',
    hostEnv: 'MOBILE_HOST',
    defaultPort: 3002,
    health: '/healthz',
  },
  {
    name: 'gateway',
    package: '@storefront/gateway',
    entry: 'apps/gateway/dist/main.js',
    portEnv: 'PORT',
    hostEnv: 'GATEWAY_HOST',
    defaultPort: 3000,
    health: '/healthz',
    // Its /healthz is 503 while an upstream is down; the upstreams are awaited one by one.
    answersWhenUp: [200, 503],
  },
];

const COLORS = { api: 33, pc: 34, mobile: 35, gateway: 36, start: 32 };
const useColor = process.stdout.isTTY && !env.NO_COLOR;
const width = Math.max(...SERVICES.map((service) => service.name.length));

function prefix(name) {
  const label = `[${name}]`.padEnd(width + 2);
  return useColor ? `\x1b[${COLORS[name]}m${label}\x1b[0m` : label;
}

function say(message) {
  console.log(`${prefix('start')} ${message}`);
}

function parseArgs(argv) {
  const options = { build: true, only: SERVICES.map((service) => service.name) };
  for (const arg of argv) {
    if (arg === '--no-build') options.build = false;
    else if (arg.startsWith('--only=')) options.only = arg.slice('--only='.length).split(',');
    else throw new Error(`unknown option ${arg} (use --no-build, --only=api,pc,mobile,gateway)`);
  }
  const unknown = options.only.filter((name) => !SERVICES.some((service) => service.name === name));
  if (unknown.length > 0) throw new Error(`unknown service ${unknown.join(', ')}`);
  return options;
}

function portOf(service) {
  const raw = env[service.portEnv]?.trim();
  if (!raw) return service.defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${service.portEnv} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

/** The address to reach a server on from this machine (a wildcard listen is reached on loopback). */
function localOrigin(service) {
  const host = env[service.hostEnv]?.trim() || '127.0.0.1';
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const formatted = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${formatted}:${portOf(service)}`;
}

/** Each child's environment: PORT only for the gateway, and the addresses of the others. */
function childEnv(service) {
  const { PORT: _publicPort, ...internal } = env;
  const origin = (name) => localOrigin(SERVICES.find((other) => other.name === name));
  switch (service.name) {
    case 'pc':
    case 'mobile':
      return { ...internal, API_INTERNAL_URL: env.API_INTERNAL_URL || origin('api') };
    case 'gateway':
      return {
        ...internal,
        PORT: String(portOf(service)),
        GATEWAY_PC_URL: env.GATEWAY_PC_URL || origin('pc'),
        GATEWAY_MOBILE_URL: env.GATEWAY_MOBILE_URL || origin('mobile'),
        GATEWAY_API_URL: env.GATEWAY_API_URL || origin('api'),
      };
    default:
      return internal;
  }
}

function checkDistinctPorts(services) {
  const owners = new Map();
  for (const service of services) {
    const port = portOf(service);
    const other = owners.get(port);
    if (other) {
      throw new Error(
        `${other.portEnv} and ${service.portEnv} are both ${port}: give each server its own port`,
      );
    }
    owners.set(port, service);
  }
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function build(services) {
  const bin = join(root, 'node_modules', '.bin');
  const filters = services.map((service) => `--filter=${service.package}...`);
  say('building (turbo, cached)...');
  // turbo runs each package's script through pnpm, which lives in node_modules/.bin.
  const result = spawnSync(
    join(bin, 'turbo'),
    ['run', 'build', ...filters, '--output-logs=errors-only'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, PATH: `${bin}${delimiter}${env.PATH ?? ''}` },
    },
  );
  if (result.status !== 0) throw new Error('the build failed (see above)');
}

async function healthy(service, url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return (service.answersWhenUp ?? [200]).includes(response.status);
  } catch {
    return false;
  }
}

const running = new Map();
let stopping = false;

function launch(service) {
  const child = spawn(process.execPath, [join(root, service.entry)], {
    cwd: root,
    env: childEnv(service),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`${prefix(service.name)} ${line}`);
    });
  }
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(service.name);
      resolve();
      if (!stopping) {
        say(`${service.name} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
        void stopAll(1);
      }
    });
  });
  running.set(service.name, { child, exited });
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const children = [...running.values()];
  for (const { child } of children) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const { child } of running.values()) child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  await Promise.all(children.map(({ exited }) => exited));
  clearTimeout(timer);
  say(exitCode === 0 ? 'stopped' : 'stopped after a failure');
  process.exit(exitCode);
}

async function waitUntilHealthy(service) {
  const url = `${localOrigin(service)}${service.health}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopping) return;
    if (!running.has(service.name)) throw new Error(`${service.name} exited while starting`);
    if (await healthy(service, url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} was not healthy at ${url} after ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function main() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19.`);
  }
  const options = parseArgs(process.argv.slice(2));
  const services = SERVICES.filter((service) => options.only.includes(service.name));
  checkDistinctPorts(services);
  for (const service of services) {
    if (!(await portIsFree(portOf(service)))) {
      throw new Error(`port ${portOf(service)} (${service.portEnv}) is already in use`);
    }
  }
  if (options.build) build(services);
  const missing = services.filter((service) => !existsSync(join(root, service.entry)));
  if (missing.length > 0) {
    throw new Error(`not built: ${missing.map((service) => service.entry).join(', ')}`);
  }

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) {
        for (const { child } of running.values()) child.kill('SIGKILL');
        return;
      }
      say(`${signal}: stopping ${[...running.keys()].join(', ')}`);
      void stopAll(0);
    });
  }
  for (const service of services) launch(service);
  await Promise.all(services.map((service) => waitUntilHealthy(service)));
  if (stopping) return;
  const gateway = services.find((service) => service.name === 'gateway');
  if (gateway) say(`Storefront ready at http://localhost:${portOf(gateway)}`);
  else say(`ready: ${services.map((service) => service.name).join(', ')}`);
}

main().catch((error) => {
  console.error(`${prefix('start')} ${error.message}`);
  if (running.size > 0) void stopAll(1);
  else process.exit(1);
});
