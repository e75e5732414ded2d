import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT } from '../support/stack';
import { bearer, call, DEMO, login, USER_AGENT } from './support/http';

// `npm run cluster` (scripts/cluster.mjs) from the build output: on a PostgreSQL database it
// creates, the gateway in front of two API servers, one worker, two pc and two mobile instances.
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/**
 * Two API servers, one worker, two pc, two mobile and the gateway's metrics listener:
 * CLUSTER_BASE_PORT and the seven after it.
 */
const CLUSTER_PORTS = 8;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The first of `count` free ports in a row, from a random start in the unprivileged range. */
async function freeRun(count: number): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all(
      Array.from({ length: count }, (_, offset) => portIsFree(base + offset)),
    );
    if (free.every(Boolean)) return base;
  }
}

/** The cluster's servers: its child processes, as `pid args`. */
function childrenOf(pid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

interface Health {
  upstreams: Record<string, { instances: { ready: boolean }[] }>;
}

describe('npm run cluster', () => {
  const database = `storefront_cluster_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).href;
  let cluster: ChildProcess;
  let output = '';
  let gateway = '';
  let apiPorts: number[] = [];
  let basePort = 0;

  beforeAll(async () => {
    const port = await freePort();
    const base = await freeRun(CLUSTER_PORTS);
    basePort = base;
    apiPorts = [base, base + 1];
    gateway = `http://127.0.0.1:${port}`;
    cluster = spawn(process.execPath, ['scripts/cluster.mjs', '--no-build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        CLUSTER_BASE_PORT: String(base),
        DATABASE_URL: databaseUrl,
        MAIL_SMTP_PORT: String(await freePort()),
        MAIL_WEB_PORT: String(await freePort()),
        LOG_FORMAT: 'pretty',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ready = new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`Storefront ready at http://localhost:${port}`)) resolve();
      };
      cluster.stdout?.on('data', onData);
      cluster.stderr?.on('data', onData);
      cluster.once('exit', (code) => reject(new Error(`the cluster exited (${code}):\n${output}`)));
    });
    await ready;
  });

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      cluster.kill('SIGKILL');
    }
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('creates its database, starts every instance and lists them at the gateway', async () => {
    expect(output).toContain(`database ${database} (created)`);
    const names = ['server-1', 'server-2', 'worker-1', 'pc-1', 'pc-2', 'mobile-1', 'mobile-2'];
    expect(childrenOf(cluster.pid as number)).toHaveLength(names.length + 2); // gateway, mail
    // The gateway starts last, once every instance answers its /readyz. Its metrics listener (the
    // last port of the run) shows each instance; the public port only the status.
    const detail = `http://127.0.0.1:${basePort + CLUSTER_PORTS - 1}/healthz`;
    expect(output).toContain(`Each instance's health at ${detail}`);
    expect(await (await fetch(`${gateway}/healthz`)).json()).toEqual({ status: 'ok' });
    const health = (await (await fetch(detail)).json()) as Health;
    for (const upstream of ['api', 'pc', 'mobile']) {
      const instances = health.upstreams[upstream]?.instances ?? [];
      expect(
        instances.map((instance) => instance.ready),
        upstream,
      ).toEqual([true, true]);
    }
  });

  it('answers /metrics on every instance, and on the gateway only on its metrics port', async () => {
    // API servers, worker, pc, mobile, then the gateway's metrics listener.
    for (let offset = 0; offset < CLUSTER_PORTS; offset++) {
      const scrape = await fetch(`http://127.0.0.1:${basePort + offset}/metrics`);
      expect(scrape.status, `CLUSTER_BASE_PORT+${offset}`).toBe(200);
      expect(await scrape.text()).toContain('# TYPE http_requests_total counter');
    }
    expect((await fetch(`${gateway}/metrics`)).status).toBe(404);
  });

  it('serves both device apps and the API through the gateway, one session on both API servers', async () => {
    for (const userAgent of [USER_AGENT.pc, USER_AGENT.mobile]) {
      const page = await fetch(`${gateway}/`, { headers: { 'user-agent': userAgent } });
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/^<!DOCTYPE html>/i);
    }
    const token = await login(gateway, DEMO.email, DEMO.password);
    for (const port of apiPorts) {
      const summary = await call(`http://127.0.0.1:${port}`, 'User/Summary', {}, bearer(token));
      expect(summary.status, `API on ${port}: ${summary.message}`).toBe(200);
    }
  });

  it('starts a server that dies again, and stops every process on SIGINT', async () => {
    const servers = childrenOf(cluster.pid as number).filter((line) => line.includes('api/dist'));
    const victim = Number.parseInt(servers[0] ?? '', 10);
    process.kill(victim, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (!output.includes('is back') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(output).toMatch(/(server|worker)-\d is back/);

    const children = childrenOf(cluster.pid as number).map((line) => Number.parseInt(line, 10));
    const exited = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGINT');
    expect(await exited).toBe(0);
    for (const pid of children) {
      expect(() => process.kill(pid, 0), `pid ${pid}`).toThrow();
    }
  });
});

describe('npm run cluster without PostgreSQL', () => {
  it('names the server it cannot reach and starts nothing', async () => {
    const nowhere = await freePort();
    const result = spawnSync(process.execPath, ['scripts/cluster.mjs', '--no-build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${nowhere}/storefront_cluster`,
        PORT: String(await freePort()),
        CLUSTER_BASE_PORT: String(await freeRun(CLUSTER_PORTS)),
        MAIL_SMTP_PORT: String(await freePort()),
        MAIL_WEB_PORT: String(await freePort()),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`PostgreSQL at 127.0.0.1:${nowhere} is not reachable`);
    expect(result.stdout).not.toContain('ready');
  });
});
