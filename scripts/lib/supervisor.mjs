// Just over 400 lines on purpose: one process manager whose steps share its state.
// The supervisor behind `npm start` (scripts/start.mjs) and `npm run cluster` (scripts/cluster.mjs):
// builds what changed (turbo, a line per package), runs each server in its own process group with
// its output shortened or passed on as JSON, waits for each /readyz, starts a server that dies again
// (backoff doubling from 0.5 s to 15 s) while the others keep serving, gives up (stops everything,
// exit 1) on one that dies 5 times in a row before ever answering, and stops all on Ctrl-C,
// SIGTERM, SIGHUP or the death of the parent (npm).
//
// A service: { name, kind, entry, args?, env, origin, health, package? } where `kind` picks the
// colour and the log treatment (the gateway's request lines are the ones shown), `env` is the
// child's whole environment and `origin` the address its health check is asked on.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';

const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
/** Restart delays double from the first to the last; a healthy run starts the count again. */
const RESTART_DELAY_MS = { first: 500, max: 15_000 };
/** A server that dies this many times in a row before answering its health check is given up. */
const MAX_FAILED_STARTS = 5;
const COLORS = { api: 33, pc: 34, mobile: 35, gateway: 36, mail: 37, start: 32, cluster: 32 };
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
/** `@storefront/pc:build: cache miss, executing 1a2b` -> the package and what turbo does with it. */
const TURBO_TASK_LINE = /^(@storefront\/[\w-]+):build: (.*)$/;

/** Throws unless this Node can run the project. */
export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19.`);
  }
}

/** `LOG_FORMAT`: pretty (the default) or json. */
export function logFormatFrom(env) {
  const format = env.LOG_FORMAT?.trim() || 'pretty';
  if (format !== 'pretty' && format !== 'json') {
    throw new Error(`LOG_FORMAT must be pretty or json, got "${format}"`);
  }
  return format;
}

/** The port in the variable `name`, or `fallback` when it is unset. */
export function portFrom(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

/** The address to reach a server on from this machine (a wildcard listen is reached on loopback). */
export function localOrigin(host, port) {
  const trimmed = host?.trim() || '127.0.0.1';
  const reachable = trimmed === '0.0.0.0' || trimmed === '::' ? '127.0.0.1' : trimmed;
  const formatted = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${formatted}:${port}`;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Throws when two of `[port, variable]` share a port or one is taken already. */
export async function checkPorts(ports) {
  const owners = new Map();
  for (const [port, variable] of ports) {
    const other = owners.get(port);
    if (other) {
      throw new Error(`${other} and ${variable} are both ${port}: give each server its own port`);
    }
    owners.set(port, variable);
  }
  for (const [port, variable] of ports) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${variable}) is already in use`);
  }
}

async function healthy(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

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
    return service.kind === 'gateway' && summary ? `${time} ${summary}` : null;
  }
  const error = entry.err?.message ? `: ${entry.err.message}` : '';
  const request = summary || pending.get(entry.reqId);
  const detail = request ? ` (${request})` : '';
  const label = entry.level >= 40 ? `${level.toUpperCase()} ` : '';
  return `${time} ${label}${entry.msg ?? ''}${detail}${error}`;
}

/**
 * The printer of one server's output, line by line: in `pretty`, `show` gets the shortened line
 * (some are left out); in `json`, every line is printed as JSON with a `service` field.
 * `service` is `{ name, kind }`. `npm start` and `pnpm dev` both print through it.
 */
export function serverLinePrinter(service, logFormat, show) {
  const pending = new Map();
  return (line) => {
    if (logFormat === 'json') {
      const entry = parseLogLine(line) ?? { level: 30, msg: line };
      console.log(JSON.stringify({ service: service.name, ...entry }));
      return;
    }
    const shown = prettyLine(service, line, pending);
    if (shown !== null) show(shown);
  };
}

function restartDelay(restarts) {
  return Math.min(RESTART_DELAY_MS.first * 2 ** restarts, RESTART_DELAY_MS.max);
}

/**
 * A supervisor for `services`, speaking as `self` (`start`, `cluster`). Call `stopOnSignals()`,
 * then `build()` if asked, then `startAll()`, which resolves once every service answered its
 * health check (or never, when it is stopped first).
 */
export class Supervisor {
  /** The running child of each server. */
  running = new Map();
  /** turbo while it builds. */
  building = null;
  stopping = false;

  constructor({ root, self, services, logFormat }) {
    const { env } = process;
    this.root = root;
    this.self = self;
    this.services = services;
    this.logFormat = logFormat;
    this.useColor = process.stdout.isTTY && !env.NO_COLOR;
    this.width = Math.max(self.length, ...services.map((service) => service.name.length));
  }

  prefix(name, kind = name) {
    const label = `[${name}]`.padEnd(this.width + 2);
    return this.useColor ? `\x1b[${COLORS[kind] ?? 37}m${label}\x1b[0m` : label;
  }

  say(message) {
    if (this.logFormat === 'json')
      console.log(JSON.stringify({ service: this.self, msg: message }));
    else console.log(`${this.prefix(this.self)} ${message}`);
  }

  printer(service) {
    return serverLinePrinter(service, this.logFormat, (shown) =>
      console.log(`${this.prefix(service.name, service.kind)} ${shown}`),
    );
  }

  /**
   * Builds what changed, one line per package (cached or building); the output of a package that
   * was built is kept and shown only if the build fails.
   */
  build() {
    const bin = join(this.root, 'node_modules', '.bin');
    const packages = new Set(this.services.map((service) => service.package).filter(Boolean));
    const filters = [...packages].map((name) => `--filter=${name}...`);
    this.say('building what changed (turbo, cached; the first build takes a few minutes)...');
    // turbo runs each package's script through pnpm, which lives in node_modules/.bin.
    const turbo = spawn(
      join(bin, 'turbo'),
      ['run', 'build', ...filters, '--output-logs=new-only', '--log-order=stream'],
      {
        cwd: this.root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
          FORCE_COLOR: '0',
        },
      },
    );
    this.building = turbo;
    const output = new Map();
    const started = Date.now();
    const onLine = (line) => {
      const task = TURBO_TASK_LINE.exec(line);
      if (!task) {
        if (/^\s*(Tasks|Cached|Time):/.test(line)) this.say(`build ${line.trim()}`);
        return;
      }
      const [, name, text] = task;
      if (text.startsWith('cache hit')) this.say(`build ${name}: up to date (cached)`);
      else if (text.startsWith('cache miss')) this.say(`build ${name}: building...`);
      else output.set(name, [...(output.get(name) ?? []), text]);
    };
    for (const stream of [turbo.stdout, turbo.stderr]) {
      createInterface({ input: stream }).on('line', onLine);
    }
    return new Promise((resolve, reject) => {
      turbo.on('exit', (code, signal) => {
        this.building = null;
        if (this.stopping) return resolve();
        if (code === 0) {
          this.say(`build done in ${Math.round((Date.now() - started) / 1000)} s`);
          return resolve();
        }
        for (const [name, lines] of output) {
          for (const line of lines) console.log(`${this.prefix(this.self)} ${name}: ${line}`);
        }
        reject(new Error(`the build failed (${signal ?? `exit code ${code}`}; see above)`));
      });
    });
  }

  /** Starts one run of a server; `exited` resolves when that run ends. */
  launch(service) {
    const child = spawn(
      process.execPath,
      [join(this.root, service.entry), ...(service.args ?? [])],
      {
        cwd: this.root,
        env: service.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: Ctrl-C in the terminal reaches the supervisor only, which stops the
        // servers itself (instead of them dying on their own and being restarted).
        detached: true,
      },
    );
    const print = this.printer(service);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', print);
    }
    const exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        if (this.running.get(service.name)?.child === child) this.running.delete(service.name);
        resolve(signal ?? `exit code ${code}`);
      });
    });
    const run = { child, exited };
    this.running.set(service.name, run);
    return run;
  }

  /** Resolves true once the run answers its health check, false if it ends first. */
  async becameHealthy(service, run) {
    const url = `${service.origin}${service.health}`;
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    let ended = false;
    void run.exited.then(() => {
      ended = true;
    });
    while (Date.now() < deadline) {
      if (this.stopping || ended) return false;
      if (await healthy(url)) return !ended;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(
      `${service.name} was not healthy at ${url} after ${HEALTH_TIMEOUT_MS / 1000} s`,
    );
  }

  /**
   * Keeps one server running: starts it, and starts it again after it dies, waiting longer after
   * each death in a row. `onFirstHealthy` is called once, when it first answers its health check.
   */
  async supervise(service, onFirstHealthy) {
    let restarts = 0;
    let failedStarts = 0;
    let everHealthy = false;
    while (!this.stopping) {
      const run = this.launch(service);
      if (await this.becameHealthy(service, run)) {
        if (!everHealthy) onFirstHealthy();
        else this.say(`${service.name} is back`);
        everHealthy = true;
        restarts = 0;
        failedStarts = 0;
      } else if (!this.stopping) {
        failedStarts += 1;
      }
      const how = await run.exited;
      if (this.stopping) return;
      if (failedStarts >= MAX_FAILED_STARTS) {
        throw new Error(
          `${service.name} died ${failedStarts} times in a row before answering (${how}); ` +
            'giving up (see its output above: a port in use? a bad setting?)',
        );
      }
      const delay = restartDelay(restarts);
      restarts += 1;
      this.say(`${service.name} stopped (${how}); starting it again in ${delay / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  async stopAll(exitCode) {
    if (this.stopping) return;
    this.stopping = true;
    this.building?.kill('SIGTERM');
    const runs = [...this.running.values()];
    for (const { child } of runs) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const { child } of this.running.values()) child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await Promise.all(runs.map(({ exited }) => exited));
    clearTimeout(timer);
    this.say(exitCode === 0 ? 'stopped' : 'stopped after a failure');
    process.exit(exitCode);
  }

  /** A second signal while stopping kills at once; the first stops everything gracefully. */
  stopOnSignals() {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.on(signal, () => {
        if (this.stopping) {
          for (const { child } of this.running.values()) child.kill('SIGKILL');
          return;
        }
        this.say(`${signal}: stopping ${[...this.running.keys()].join(', ') || 'the build'}`);
        void this.stopAll(0);
      });
    }
    // `npm start` runs this under `sh -c`: a SIGTERM to npm ends npm and the shell, not this
    // process. A new parent means the old one is gone, and the store goes with it.
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid === parent || this.stopping) return;
      this.say('the parent process is gone: stopping');
      void this.stopAll(0);
    }, 500).unref();
  }

  fail(error) {
    console.error(`${this.prefix(this.self)} ${error.message}`);
    void this.stopAll(1);
  }

  /**
   * Supervises `some` of the services (all by default); resolves once each has answered its
   * health check once.
   */
  async startAll(some = this.services) {
    const missing = some.filter((service) => !existsSync(join(this.root, service.entry)));
    if (missing.length > 0) {
      const entries = new Set(missing.map((service) => service.entry));
      throw new Error(`not built: ${[...entries].join(', ')}`);
    }
    const firstHealthy = some.map((service) => {
      let healthyOnce;
      const up = new Promise((resolve) => {
        healthyOnce = resolve;
      });
      this.supervise(service, healthyOnce).catch((error) => this.fail(error));
      return up;
    });
    await Promise.all(firstHealthy);
  }

  isStopping() {
    return this.stopping;
  }
}
