#!/usr/bin/env node
// Starts the whole store under one supervisor: builds (turbo, cached, a line per package), then runs
// the API server, the desktop app, the mobile app and the gateway in front of them, each with its
// own environment. A server that dies is started again (backoff doubling from 0.5 s to 15 s) while
// the others keep serving; one that dies before it ever answers its health check (its /readyz) 5
// times in a row stops everything (exit 1). Ctrl-C, SIGTERM, SIGHUP, or the death of the parent (npm) stops all.
//
//   node scripts/start.mjs                 build, start all four, print the address
//   node scripts/start.mjs --no-build      start from the existing build output
//   node scripts/start.mjs --only=pc,api   start some of them (the e2e fixtures use this)
//
// With them runs a local mail catcher (maildev, SMTP on MAIL_SMTP_PORT 1025, web inbox on
// MAIL_WEB_PORT 1080) that the API sends its receipts to, unless SMTP_URL names a mail server.
//
// The servers log JSON lines; here they are shortened (LOG_FORMAT=pretty, the default: one line per
// request as the gateway saw it, every warning and error, startup messages) or passed on as JSON
// with a `service` field (LOG_FORMAT=json).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { env } = process;
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
/** Restart delays double from the first to the last; a healthy run starts the count again. */
const RESTART_DELAY_MS = { first: 500, max: 15_000 };
/** A server that dies this many times in a row before answering its health check is given up. */
const MAX_FAILED_STARTS = 5;
const LOG_FORMAT = env.LOG_FORMAT?.trim() || 'pretty';

/** The four processes. Only the gateway reads PORT; every other server has its own variables. */
const SERVICES = [
  {
    name: 'api',
    package: '@storefront/api',
    entry: 'apps/api/dist/main.js',
    portEnv: 'API_PORT',
    hostEnv: 'API_HOST',
    defaultPort: 3003,
    health: '/readyz',
  },
  {
    name: 'pc',
    package: '@storefront/pc',
    entry: 'apps/pc/server.mjs',
    portEnv: 'PC_PORT',
    hostEnv: 'PC_HOST',
    defaultPort: 3001,
    health: '/readyz',
  },
  {
    name: 'mobile',
    package: '@storefront/mobile',
    entry: 'apps/mobile/server.mjs',
    portEnv: 'MOBILE_PORT',
    hostEnv: 'MOBILE_HOST',
    defaultPort: 3002,
    health: '/readyz',
  },
  {
    name: 'gateway',
    package: '@storefront/gateway',
    entry: 'apps/gateway/dist/main.js',
    portEnv: 'PORT',
    hostEnv: 'GATEWAY_HOST',
    defaultPort: 3000,
    health: '/readyz',
  },
  {
    // The local mail catcher (maildev): receipts land in its web inbox. Left out when SMTP_URL is set.
    name: 'mail',
    package: null,
    entry: 'node_modules/maildev/dist/bin/maildev.js',
    args: () => [
      ...['--ip', '127.0.0.1', '--smtp', String(mailSmtpPort())],
      ...['--web-ip', '127.0.0.1', '--web', String(portOf(mailService()))],
    ],
    portEnv: 'MAIL_WEB_PORT',
    hostEnv: 'MAIL_WEB_HOST',
    defaultPort: 1080,
    health: '/api/healthz',
  },
];

function mailService() {
  return SERVICES.find((service) => service.name === 'mail');
}

function mailSmtpPort() {
  return portOf({ portEnv: 'MAIL_SMTP_PORT', defaultPort: 1025 });
}

const COLORS = { api: 33, pc: 34, mobile: 35, gateway: 36, mail: 37, start: 32 };
const useColor = process.stdout.isTTY && !env.NO_COLOR;
const width = Math.max(...SERVICES.map((service) => service.name.length));

function prefix(name) {
  const label = `[${name}]`.padEnd(width + 2);
  return useColor ? `\x1b[${COLORS[name]}m${label}\x1b[0m` : label;
}

function say(message) {
  if (LOG_FORMAT === 'json') console.log(JSON.stringify({ service: 'start', msg: message }));
  else console.log(`${prefix('start')} ${message}`);
}

function parseArgs(argv) {
  const all = SERVICES.map((service) => service.name);
  // A mail server of one's own (SMTP_URL) replaces the catcher.
  const options = { build: true, only: env.SMTP_URL ? all.filter((name) => name !== 'mail') : all };
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
  const gateway = SERVICES.find((other) => other.name === 'gateway');
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
    case 'api':
      // The addresses a payment may send the customer back to: the store as npm start serves it.
      return {
        ...internal,
        ...(mailCatcherOn && !env.SMTP_URL
          ? { SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort()}` }
          : {}),
        API_RETURN_ORIGINS:
          env.API_RETURN_ORIGINS ||
          `http://localhost:${portOf(gateway)},http://127.0.0.1:${portOf(gateway)}`,
      };
    default:
      return internal;
  }
}

/** True when the mail catcher runs with the others: the API then sends to it. */
let mailCatcherOn = false;

function checkDistinctPorts(services) {
  const owners = new Map();
  if (mailCatcherOn) owners.set(mailSmtpPort(), { portEnv: 'MAIL_SMTP_PORT' });
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

/** `@storefront/pc:build: cache miss, executing 1a2b` -> the package and what turbo does with it. */
const TURBO_TASK_LINE = /^(@storefront\/[\w-]+):build: (.*)$/;

/**
 * Builds what changed, one line per package (cached or building); the output of a package that
 * was built is kept and shown only if the build fails.
 */
function build(services) {
  const bin = join(root, 'node_modules', '.bin');
  const filters = services
    .filter((service) => service.package)
    .map((service) => `--filter=${service.package}...`);
  say('building what changed (turbo, cached; the first build takes a few minutes)...');
  // turbo runs each package's script through pnpm, which lives in node_modules/.bin.
  const turbo = spawn(
    join(bin, 'turbo'),
    ['run', 'build', ...filters, '--output-logs=new-only', '--log-order=stream'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, PATH: `${bin}${delimiter}${env.PATH ?? ''}`, FORCE_COLOR: '0' },
    },
  );
  building = turbo;
  const output = new Map();
  const started = Date.now();
  const onLine = (line) => {
    const task = TURBO_TASK_LINE.exec(line);
    if (!task) {
      if (/^\s*(Tasks|Cached|Time):/.test(line)) say(`build ${line.trim()}`);
      return;
    }
    const [, name, text] = task;
    if (text.startsWith('cache hit')) say(`build ${name}: up to date (cached)`);
    else if (text.startsWith('cache miss')) say(`build ${name}: building...`);
    else output.set(name, [...(output.get(name) ?? []), text]);
  };
  for (const stream of [turbo.stdout, turbo.stderr]) {
    createInterface({ input: stream }).on('line', onLine);
  }
  return new Promise((resolve, reject) => {
    turbo.on('exit', (code, signal) => {
      building = null;
      if (stopping) return resolve();
      if (code === 0) {
        say(`build done in ${Math.round((Date.now() - started) / 1000)} s`);
        return resolve();
      }
      for (const [name, lines] of output) {
        for (const line of lines) console.log(`${prefix('start')} ${name}: ${line}`);
      }
      reject(new Error(`the build failed (${signal ?? `exit code ${code}`}; see above)`));
    });
  });
}

async function healthy(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** A JSON log line of a server (pino), or null for plain text. */
function parseLogLine(line) {
  if (!line.startsWith('{')) return null;
  try {
    const entry = JSON.parse(line);
    return entry && typeof entry === 'object' && typeof entry.level === 'number' ? entry : null;
  } catch {
    return null;
  }
}

/** What a request log line says, when it is one: `GET /api/x 200 12ms`, or '' to drop it. */
function requestSummary(entry, pending) {
  const key = entry.reqId;
  if (entry.req?.method && entry.res?.statusCode === undefined) {
    pending.set(key, `${entry.req.method} ${entry.req.url}`);
    return '';
  }
  if (entry.res?.statusCode === undefined) return null;
  const request = entry.req?.method
    ? `${entry.req.method} ${entry.req.url}`
    : (pending.get(key) ?? '');
  pending.delete(key);
  const took = typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)}ms` : '';
  return `${request} ${entry.res.statusCode}${took}`.trim();
}

/**
 * The pretty form of one line of a server, or null to leave it out: warnings and errors always,
 * requests once (the gateway's, as the visitor saw them), other messages as they are.
 */
function prettyLine(service, line, pending) {
  const entry = parseLogLine(line);
  if (!entry) return line;
  const level = LEVELS[entry.level] ?? String(entry.level);
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const summary = requestSummary(entry, pending);
  if (summary !== null && entry.level < 40) {
    return service.name === 'gateway' && summary ? `${time} ${summary}` : null;
  }
  const error = entry.err?.message ? `: ${entry.err.message}` : '';
  const request = summary || pending.get(entry.reqId);
  const detail = request ? ` (${request})` : '';
  const label = entry.level >= 40 ? `${level.toUpperCase()} ` : '';
  return `${time} ${label}${entry.msg ?? ''}${detail}${error}`;
}

function printer(service) {
  const pending = new Map();
  return (line) => {
    if (LOG_FORMAT === 'json') {
      const entry = parseLogLine(line) ?? { level: 30, msg: line };
      console.log(JSON.stringify({ service: service.name, ...entry }));
      return;
    }
    const shown = prettyLine(service, line, pending);
    if (shown !== null) console.log(`${prefix(service.name)} ${shown}`);
  };
}

/** The running child of each server. */
const running = new Map();
/** turbo while it builds. */
let building = null;
let stopping = false;

/** Starts one run of a server; `exited` resolves when that run ends. */
function launch(service) {
  const child = spawn(process.execPath, [join(root, service.entry), ...(service.args?.() ?? [])], {
    cwd: root,
    env: childEnv(service),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in the terminal reaches the supervisor only, which stops the
    // servers itself (instead of them dying on their own and being restarted).
    detached: true,
  });
  const print = printer(service);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', print);
  }
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      if (running.get(service.name)?.child === child) running.delete(service.name);
      resolve(signal ?? `exit code ${code}`);
    });
  });
  const run = { child, exited };
  running.set(service.name, run);
  return run;
}

/** Resolves true once the run answers its health check, false if it ends first. */
async function becameHealthy(service, run) {
  const url = `${localOrigin(service)}${service.health}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let ended = false;
  void run.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (stopping || ended) return false;
    if (await healthy(url)) return !ended;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} was not healthy at ${url} after ${HEALTH_TIMEOUT_MS / 1000} s`);
}

function restartDelay(restarts) {
  return Math.min(RESTART_DELAY_MS.first * 2 ** restarts, RESTART_DELAY_MS.max);
}

/**
 * Keeps one server running: starts it, and starts it again after it dies, waiting longer after each
 * death in a row. `onFirstHealthy` is called once, when it first answers its health check.
 */
async function supervise(service, onFirstHealthy) {
  let restarts = 0;
  let failedStarts = 0;
  let everHealthy = false;
  while (!stopping) {
    const run = launch(service);
    if (await becameHealthy(service, run)) {
      if (!everHealthy) onFirstHealthy();
      else say(`${service.name} is back`);
      everHealthy = true;
      restarts = 0;
      failedStarts = 0;
    } else if (!stopping) {
      failedStarts += 1;
    }
    const how = await run.exited;
    if (stopping) return;
    if (failedStarts >= MAX_FAILED_STARTS) {
      throw new Error(
        `${service.name} died ${failedStarts} times in a row before answering (${how}); ` +
          'giving up (see its output above: a port in use? a bad setting?)',
      );
    }
    const delay = restartDelay(restarts);
    restarts += 1;
    say(`${service.name} stopped (${how}); starting it again in ${delay / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  building?.kill('SIGTERM');
  const runs = [...running.values()];
  for (const { child } of runs) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const { child } of running.values()) child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  await Promise.all(runs.map(({ exited }) => exited));
  clearTimeout(timer);
  say(exitCode === 0 ? 'stopped' : 'stopped after a failure');
  process.exit(exitCode);
}

/** A second signal while stopping kills at once; the first stops everything gracefully. */
function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) {
        for (const { child } of running.values()) child.kill('SIGKILL');
        return;
      }
      say(`${signal}: stopping ${[...running.keys()].join(', ') || 'the build'}`);
      void stopAll(0);
    });
  }
  // `npm start` runs this under `sh -c`: a SIGTERM to npm ends npm and the shell, not this process.
  // A new parent means the old one is gone, and the store goes with it.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid === parent || stopping) return;
    say('the parent process is gone: stopping');
    void stopAll(0);
  }, 500).unref();
}

function fail(error) {
  console.error(`${prefix('start')} ${error.message}`);
  void stopAll(1);
}

async function main() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19.`);
  }
  if (LOG_FORMAT !== 'pretty' && LOG_FORMAT !== 'json') {
    throw new Error(`LOG_FORMAT must be pretty or json, got "${LOG_FORMAT}"`);
  }
  const options = parseArgs(process.argv.slice(2));
  const services = SERVICES.filter((service) => options.only.includes(service.name));
  mailCatcherOn = services.includes(mailService());
  checkDistinctPorts(services);
  const ports = services.map((service) => [portOf(service), service.portEnv]);
  if (mailCatcherOn) ports.push([mailSmtpPort(), 'MAIL_SMTP_PORT']);
  for (const [port, name] of ports) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${name}) is already in use`);
  }
  stopOnSignals();
  if (options.build) await build(services);
  if (stopping) return;
  const missing = services.filter((service) => !existsSync(join(root, service.entry)));
  if (missing.length > 0) {
    throw new Error(`not built: ${missing.map((service) => service.entry).join(', ')}`);
  }

  const firstHealthy = services.map((service) => {
    let healthyOnce;
    const up = new Promise((resolve) => {
      healthyOnce = resolve;
    });
    supervise(service, healthyOnce).catch(fail);
    return up;
  });
  await Promise.all(firstHealthy);
  if (stopping) return;
  const gateway = services.find((service) => service.name === 'gateway');
  if (mailCatcherOn) say(`Receipts (mail catcher inbox) at ${localOrigin(mailService())}`);
  if (gateway) say(`Storefront ready at http://localhost:${portOf(gateway)}`);
  else say(`ready: ${services.map((service) => service.name).join(', ')}`);
}

main().catch(fail);
