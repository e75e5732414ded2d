// A small HTTP load generator (keep-alive connections, each sending its next request as soon as
// the previous answer has been read) and a bare static server for the same-bytes reference.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
/** What a browser asks for: the answers are compressed as they would be for a visitor. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html' };

/** One GET: `{ status, headers, body: Buffer, ms }`. */
export function get(url, { headers = {}, agent } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(url, { headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `connections` keep-alive loops for `durationMs`: `{ rps, p50, p99, errors }`. */
export async function load(url, { connections = 16, durationMs = 5_000, headers = {} } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const end = started + durationMs;
  const loop = async () => {
    while (performance.now() < end) {
      try {
        const answer = await get(url, { headers, agent });
        if (answer.status >= 400) errors += 1;
        else latencies.push(answer.ms);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** The median time of `count` requests sent one after another on one connection. */
export async function singleRequestP50(url, { count = 30, headers = {} } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  for (let i = 0; i < count; i += 1) times.push((await get(url, { headers, agent })).ms);
  agent.destroy();
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

const STATIC_SERVER = `
const { readFileSync } = require('node:fs');
const { createServer } = require('node:http');
const [file, headersJson] = process.argv.slice(1);
const body = readFileSync(file);
const headers = JSON.parse(headersJson);
const server = createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * A bare Node server (its own process, like the servers it is compared with) answering every
 * request with `body` and `headers`: `{ url, close }`.
 */
export async function startStaticServer(body, headers) {
  const file = join(tmpdir(), `storefront-bench-static-${process.pid}-${Date.now()}`);
  writeFileSync(file, body);
  const kept = { 'content-length': String(body.length) };
  for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary']) {
    if (headers[name]) kept[name] = headers[name];
  }
  const child = spawn(process.execPath, ['-e', STATIC_SERVER, file, JSON.stringify(kept)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
    child.once('exit', (code) => reject(new Error(`the static server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(file, { force: true });
    },
  };
}
