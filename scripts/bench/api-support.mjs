// What the API sections share: a scratch PostgreSQL database, built API processes on it, an HTTP
// client with keep-alive, percentiles, and a stand-alone runner (`node scripts/bench/<name>.mjs`).
import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';

const run = promisify(execFile);
const PG = { host: '127.0.0.1', port: '5432', user: 'postgres' };

/** A PostgreSQL client program (psql, pgbench, ...) from PATH or Debian's install folder. */
export function pgProgram(program) {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort().reverse()) {
      const path = join(root, version, 'bin', program);
      if (existsSync(path)) return path;
    }
  }
  return program;
}

const pgArgs = ['-h', PG.host, '-p', PG.port, '-U', PG.user];

/** Runs SQL on `database`, answering the rows as arrays of text (tab-separated by psql). */
export async function psql(database, sql) {
  const { stdout } = await run(
    pgProgram('psql'),
    [...pgArgs, '-d', database, '-v', 'ON_ERROR_STOP=1', '-tAq', '-c', sql],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('|'));
}

/** A fresh, empty database; `drop()` removes it (and ends its connections). */
export async function scratchDatabase(prefix) {
  const name = `bench_${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await psql('postgres', `create database ${name}`);
  return {
    name,
    url: `postgres://${PG.user}@${PG.host}:${PG.port}/${name}`,
    drop: () => psql('postgres', `drop database if exists ${name} with (force)`),
  };
}

export function apiEntry(root) {
  const entry = join(root, 'apps/api/dist/main.js');
  if (!existsSync(entry)) {
    throw new Error(
      'apps/api is not built: run `pnpm turbo run build --filter=@storefront/api...`',
    );
  }
  return entry;
}

/**
 * Starts one built API process on `port` and waits until `healthPath` answers (`/readyz` for a
 * process in `worker` mode, which serves no `/api`).
 */
export async function startApi(
  root,
  { port, databaseUrl, env = {}, nodeArgs = [], log, healthPath = '/api/health' },
) {
  const child = spawn(process.execPath, [...nodeArgs, apiEntry(root)], {
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // No balancer to drain for: a stop ends the process at once (production would wait 5 s).
      SHUTDOWN_DRAIN_MS: '0',
      API_PAYMENT_SANDBOX: 'on',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      API_LOG_LEVEL: 'warn',
      API_EXPIRY_SWEEP_SECONDS: '0',
      API_SECRETS_KEY: '11'.repeat(32),
      API_REGISTER_MAX_PER_ADDRESS: '100000',
      API_GUEST_MAX_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API on port ${port} exited (${child.exitCode})`);
    try {
      const answer = await request(base, 'GET', healthPath);
      if (answer.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`API on port ${port} did not answer ${healthPath} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log?.(`api: listening on ${base}`);
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP call; `json` is sent as the body. Answers status, headers, raw bytes and parsed body. */
export function request(base, method, path, { json, headers = {} } = {}) {
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const call = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text =
            response.headers['content-encoding'] === 'gzip'
              ? gunzipSync(bytes).toString()
              : bytes.toString();
          let data = null;
          try {
            data = text ? JSON.parse(text) : null;
          } catch {
            data = text;
          }
          resolve({ status: response.statusCode, headers: response.headers, bytes, data });
        });
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** POSTs an envelope call and answers its `data`; anything but code 0 throws. */
export async function call(base, path, json, headers) {
  const answer = await request(base, 'POST', path, { json, headers });
  if (answer.status !== 200 || answer.data?.code !== 0) {
    throw new Error(`${path}: HTTP ${answer.status} ${JSON.stringify(answer.data).slice(0, 300)}`);
  }
  return answer.data.data;
}

/**
 * A keep-alive HTTP/1.1 connection for a load generator: one request at a time, written and read by
 * hand (node's http client costs the generator more CPU than the API call it measures). It sends
 * what `call` sends and answers the same: the envelope's `data`, anything but code 0 throws.
 */
export function openConnection(base) {
  const { hostname, port } = new URL(base);
  const host = `${hostname}:${port}`;
  let socket = null;
  let pending = null;
  let received = Buffer.alloc(0);

  const fail = (error) => {
    socket = null;
    received = Buffer.alloc(0);
    const settle = pending;
    pending = null;
    settle?.reject(error);
  };
  const onData = (chunk) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    const headEnd = received.indexOf('\r\n\r\n');
    if (headEnd < 0 || !pending) return;
    const head = received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      socket?.destroy();
      fail(new Error(`answer without content-length: ${head.split('\r\n')[0]}`));
      return;
    }
    const end = headEnd + 4 + Number(length);
    if (received.length < end) return;
    const status = Number(head.slice(9, 12));
    const text = received.toString('utf8', headEnd + 4, end);
    received = received.subarray(end);
    const settle = pending;
    pending = null;
    settle.resolve({ status, text });
  };
  const open = () => {
    const opened = connect({ host: hostname, port: Number(port), noDelay: true });
    opened.on('data', onData);
    opened.on('error', (error) => socket === opened && fail(error));
    opened.on('close', () => socket === opened && fail(new Error('connection closed')));
    return opened;
  };

  return {
    async post(path, json, headers = {}) {
      const body = Buffer.from(JSON.stringify(json));
      let head = `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      socket ??= open();
      const answer = await new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), body]));
      });
      let data = null;
      try {
        data = JSON.parse(answer.text);
      } catch {
        data = answer.text;
      }
      if (answer.status !== 200 || data?.code !== 0) {
        throw new Error(`${path}: HTTP ${answer.status} ${JSON.stringify(data).slice(0, 300)}`);
      }
      return data.data;
    },
    close() {
      socket?.destroy();
      socket = null;
    },
  };
}

/** The q-th percentile (0-100) of numbers, nearest rank. */
export function percentile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `node scripts/bench/<name>.mjs [--smoke] [--ports 4300-4399]`: runs one section on its own and
 * prints its figures; `--ports` keeps the ports it takes in a range (any free port without it).
 */
export async function runAlone(moduleUrl, section) {
  if (!process.argv[1] || pathToFileURL(process.argv[1]).href !== moduleUrl) return;
  const root = new URL('../..', moduleUrl).pathname.replace(/\/$/, '');
  const range = process.argv[process.argv.indexOf('--ports') + 1] ?? '';
  const [low, high] = process.argv.includes('--ports') ? range.split('-').map(Number) : [];
  let next = low;
  const ctx = {
    root,
    smoke: process.argv.includes('--smoke'),
    log: (line) => console.error(`[${section.name}] ${line}`),
    freePort: async () => {
      if (!low) return freePort();
      if (next > high) throw new Error('BENCH_PORTS exhausted');
      return next++;
    },
    startStore: () => {
      throw new Error('startStore is not available when a section runs alone');
    },
  };
  const figures = await section.measure(ctx);
  for (const figure of figures) {
    const reference = figure.reference
      ? `  (reference ${figure.reference.name}: ${figure.reference.value} ${figure.reference.unit})`
      : '';
    const target = figure.target ? `  target ${figure.target.op} ${figure.target.value}` : '';
    console.log(`${figure.name}: ${figure.value} ${figure.unit}${reference}${target}`);
  }
  agent.destroy();
}
