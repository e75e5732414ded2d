import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ERROR_MESSAGES,
  REQUEST_BODY_LIMIT_BYTES,
  REQUEST_BODY_TOO_LARGE_MESSAGE,
} from '@storefront/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_AGENTS } from '../../../../packages/ui-shared/src/__tests__/user-agents';
import type { UpstreamName } from '../config';
import { PAGE_CSP } from '../security-headers';
import { defaultHandler, rawRequest, Upstream } from './harness';

// The operators' nginx config must route like the gateway. It runs here when nginx is installed
// (`apt-get install nginx-light`); without it these tests are skipped, and counted as skipped.
const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const EXAMPLE = new URL('../../nginx.conf.example', import.meta.url);
const IPHONE = USER_AGENTS.find(([device]) => device === 'mobile')?.[2] ?? '';
const WINDOWS = USER_AGENTS.find(([device]) => device === 'pc')?.[2] ?? '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const upstreams = {
  pc: new Upstream('pc', defaultHandler('pc')),
  mobile: new Upstream('mobile', defaultHandler('mobile')),
  api: new Upstream('api', defaultHandler('api')),
};
interface RunningNginx {
  base: string;
  port: number;
  stop(): Promise<void>;
}

/** The example's upstream block `name` with one `server` line per address. */
function withServers(site: string, name: string, hosts: readonly string[]): string {
  const block = new RegExp(`(upstream ${name} \\{\\n)(?:\\s*server [^;]+;\\n)+`);
  return site.replace(
    block,
    (_, head: string) => head + hosts.map((h) => `    server ${h};\n`).join(''),
  );
}

/** nginx with the example, its upstream blocks pointed at `servers` (origins). */
async function launchNginx(
  servers: Record<UpstreamName, readonly string[]>,
): Promise<RunningNginx> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  let site = readFileSync(EXAMPLE, 'utf8').replace('listen 3000;', `listen 127.0.0.1:${port};`);
  for (const name of ['pc', 'mobile', 'api'] as const) {
    site = withServers(
      site,
      `storefront_${name}`,
      servers[name].map((url) => new URL(url).host),
    );
  }
  writeFileSync(join(dir, 'storefront.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${join(dir, name)};`)
    .join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'error.log')}; worker_processes 1;
events { worker_connections 64; }
http { access_log off; ${temp} include ${join(dir, 'storefront.conf')}; }`,
  );
  const nginx: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'inherit' },
  );
  const stop = async () => {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const healthy = async () => {
    if (!(await fetch(`${base}/healthz`)).ok) throw new Error('nginx is not healthy yet');
  };
  try {
    // A hook, not a test: vi.waitFor, as expect.poll runs only inside a test.
    await vi.waitFor(healthy, { timeout: 5_000, interval: 50 });
  } catch {
    await stop();
    throw new Error('nginx did not start');
  }
  return { base, port, stop };
}

let running: RunningNginx | null = null;
let base = '';
let port = 0;

async function startNginx(): Promise<void> {
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.start()));
  running = await launchNginx({
    pc: [upstreams.pc.url],
    mobile: [upstreams.mobile.url],
    api: [upstreams.api.url],
  });
  ({ base, port } = running);
}

describe.skipIf(!hasNginx)('apps/gateway/nginx.conf.example', () => {
  beforeAll(startNginx);
  afterAll(async () => {
    await running?.stop();
    await Promise.all(Object.values(upstreams).map((upstream) => upstream.stop()));
  });

  const device = async (path: string, headers: Record<string, string>) =>
    (await fetch(`${base}${path}`, { headers })).headers.get('x-device');

  it('picks the device from the user agent exactly like detectDevice', async () => {
    for (const [expected, label, userAgent] of USER_AGENTS) {
      expect([label, await device('/games', { 'user-agent': userAgent })]).toEqual([
        label,
        expected,
      ]);
    }
  });

  it('lets the prefixes win over the cookie, and the cookie over the user agent', async () => {
    expect(await device('/pc/help', { 'user-agent': IPHONE, cookie: 'sf_device=mobile' })).toBe(
      'pc',
    );
    expect(await device('/mobile', { 'user-agent': WINDOWS })).toBe('mobile');
    expect(await device('/pcgames', { 'user-agent': IPHONE })).toBe('mobile');
    expect(await device('/help', { 'user-agent': IPHONE, cookie: 'a=1; sf_device=pc' })).toBe('pc');
    await fetch(`${base}/_mobile/assets/app.js`, { headers: { 'user-agent': WINDOWS } });
    expect(upstreams.mobile.seen.at(-1)?.url).toBe('/_mobile/assets/app.js');
  });

  it('sets the switch cookie', async () => {
    const response = await fetch(`${base}/_switch?to=mobile&next=%2Fhelp`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('set-cookie')).toMatch(/^sf_device=mobile; Max-Age=31536000;/);
    expect((await fetch(`${base}/_switch?to=tv`, { redirect: 'manual' })).status).toBe(400);
  });

  it('sends /api to the API with X-Forwarded-* and the security headers', async () => {
    const response = await fetch(`${base}/api/health?x=1`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(PAGE_CSP);
    const seen = upstreams.api.seen.at(-1);
    expect(seen?.url).toBe('/api/health?x=1');
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
  });

  it('refuses an API body over the API limit with the 413 envelope', async () => {
    const over = await fetch(`${base}/api/User/Deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(REQUEST_BODY_LIMIT_BYTES + 1),
    });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      code: 413,
      message: REQUEST_BODY_TOO_LARGE_MESSAGE,
      data: null,
    });
  });

  it('forwards a valid X-Request-Id and replaces an invalid one with its own', async () => {
    await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'test-abc-123' } });
    expect(upstreams.api.seen.at(-1)?.headers['x-request-id']).toBe('test-abc-123');
    await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'not valid!' } });
    expect(upstreams.api.seen.at(-1)?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers the page data of the other app with 404, as the gateway does', async () => {
    const response = await fetch(`${base}/games/index.pageContext.json`, {
      headers: { 'user-agent': IPHONE, referer: `${base}/pc/about` },
    });
    expect(response.status).toBe(404);
    const same = await fetch(`${base}/games/index.pageContext.json`, {
      headers: { 'user-agent': IPHONE, referer: `${base}/help` },
    });
    expect(same.status).toBe(200);
  });

  it.each(['/..%2f..%2fetc', '/api/%2e%2e/x', '/a\\b', '//evil.example/', '/api/../pc'])(
    'refuses the path trick %s',
    async (target) => {
      expect((await rawRequest(port, target)).status).toBe(400);
    },
  );

  it('answers the 502 envelope and the error page when an upstream is down, then recovers', async () => {
    await upstreams.api.stop();
    await upstreams.pc.stop();
    try {
      const api = await fetch(`${base}/api/health`);
      expect(api.status).toBe(502);
      expect(await api.json()).toEqual({ code: 502, message: ERROR_MESSAGES[502], data: null });
      const page = await fetch(`${base}/help`, { headers: { 'user-agent': WINDOWS } });
      expect(page.status).toBe(502);
      expect(page.headers.get('x-device')).toBe('pc');
      expect(await page.text()).toContain('<a href="/">Back to home</a>');
    } finally {
      await upstreams.api.start();
      await upstreams.pc.start();
    }
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});

describe.skipIf(!hasNginx)('nginx.conf.example with several instances', () => {
  const api = [
    new Upstream('api', defaultHandler('api')),
    new Upstream('api', defaultHandler('api')),
  ];
  let nginx: RunningNginx | null = null;
  // A fresh nginx for each test: it sets aside a failed instance for `fail_timeout`.
  beforeEach(async () => {
    await Promise.all([...api, upstreams.pc, upstreams.mobile].map((each) => each.start()));
    nginx = await launchNginx({
      pc: [upstreams.pc.url],
      mobile: [upstreams.mobile.url],
      api: api.map((instance) => instance.url),
    });
  });
  afterEach(async () => {
    await nginx?.stop();
    await Promise.all([...api, upstreams.pc, upstreams.mobile].map((each) => each.stop()));
    for (const instance of api) {
      instance.seen.length = 0;
      instance.handle(defaultHandler('api'));
    }
  });
  const post = async () =>
    (await fetch(`${nginx?.base}/api/order/pay`, { method: 'POST', body: '{}' })).status;

  it('spreads requests, and moves one whose connection is refused, a POST too', async () => {
    for (let request = 0; request < 4; request++) await fetch(`${nginx?.base}/api/items`);
    expect(api.map((instance) => instance.seen.length)).toEqual([2, 2]);
    await api[0]?.stop();
    expect([await post(), await post(), await post(), await post()]).toEqual([200, 200, 200, 200]);
  });

  it('never sends a POST twice when its connection drops after it was sent', async () => {
    api[0]?.handle((req) => req.socket.destroy());
    const statuses = [await post(), await post()].sort();
    expect(statuses).toEqual([200, 502]);
    expect(api.map((instance) => instance.seen.length)).toEqual([1, 1]);
  });
});

it('nginx.conf.example allows /api bodies up to the API limit, and no more', () => {
  const limit = /client_max_body_size (\d+)k;/.exec(readFileSync(EXAMPLE, 'utf8'))?.[1];
  expect(Number(limit) * 1024).toBe(REQUEST_BODY_LIMIT_BYTES);
  expect(readFileSync(EXAMPLE, 'utf8')).toContain(`"message":"${REQUEST_BODY_TOO_LARGE_MESSAGE}"`);
});
