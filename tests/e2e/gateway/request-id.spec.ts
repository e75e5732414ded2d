import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ErrorContext, ErrorReporter } from '@storefront/ui-shared';
import { expect, test } from '../../support/fixtures';
import {
  type AppName,
  appIsBuilt,
  appNotBuiltError,
  freePort,
  LOGS,
  localUrl,
  ROOT,
} from '../../support/stack';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * One built server in a process of its own, its JSON log lines kept (and copied to
 * `tests/artifacts/logs/`): the servers' own output, whatever the supervisor's console format.
 */
class LoggedServer {
  readonly lines: Record<string, unknown>[] = [];
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;

  constructor(name: string, entry: string, env: Record<string, string>) {
    mkdirSync(LOGS, { recursive: true });
    const file = createWriteStream(join(LOGS, `request-id-${name}-${process.pid}.log`));
    this.child = spawn(process.execPath, [join(ROOT, entry)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stderr?.pipe(file);
    createInterface({ input: this.child.stdout ?? process.stdin }).on('line', (line) => {
      file.write(`${line}\n`);
      if (line.startsWith('{')) this.lines.push(JSON.parse(line));
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  /** The log lines of one request. */
  linesOf(requestId: string): Record<string, unknown>[] {
    return this.lines.filter((line) => line.reqId === requestId);
  }

  async stop(): Promise<void> {
    this.child.kill('SIGTERM');
    await this.exited;
  }
}

async function waitHealthy(url: string): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(url).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
}

// The API, the project's device app and the gateway, each logging at `info` (the shared store runs
// at `warn`), so a request's lines can be looked up in each server's own log.
test.describe('one request id from the gateway through SSR to the API', () => {
  test.describe.configure({ mode: 'serial' });
  let servers: Record<'api' | 'app' | 'gateway', LoggedServer>;
  let gatewayUrl: string;
  let dataDir: string;

  test.beforeAll(async ({ expectedDevice }) => {
    test.setTimeout(240_000);
    if (!appIsBuilt(expectedDevice)) throw appNotBuiltError(expectedDevice);
    const [api, app, gateway] = [await freePort(), await freePort(), await freePort()];
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-request-id-'));
    const appPort: Record<AppName, string> = { pc: 'PC_PORT', mobile: 'MOBILE_PORT' };
    servers = {
      api: new LoggedServer('api', 'apps/api/dist/main.js', {
        API_PORT: String(api),
        API_DATA_DIR: dataDir,
        API_LOG_LEVEL: 'info',
      }),
      app: new LoggedServer(expectedDevice, `apps/${expectedDevice}/server.mjs`, {
        [appPort[expectedDevice]]: String(app),
        API_INTERNAL_URL: localUrl(api),
        PC_LOG_LEVEL: 'info',
        MOBILE_LOG_LEVEL: 'info',
      }),
      gateway: new LoggedServer('gateway', 'apps/gateway/dist/main.js', {
        PORT: String(gateway),
        GATEWAY_API_URL: localUrl(api),
        GATEWAY_PC_URL: localUrl(app),
        GATEWAY_MOBILE_URL: localUrl(app),
        GATEWAY_LOG_LEVEL: 'info',
        // Every request must reach SSR and the API: no guest HTML micro-cache.
        GATEWAY_HTML_CACHE_MS: '0',
      }),
    };
    gatewayUrl = localUrl(gateway);
    await waitHealthy(`${localUrl(api)}/api/health`);
    await waitHealthy(`${localUrl(app)}/healthz`);
    await waitHealthy(`${gatewayUrl}/healthz`);
  });

  test.afterAll(async () => {
    await Promise.all(Object.values(servers ?? {}).map((server) => server.stop()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A page request as the project's browser sends it, with `x-request-id` set to `id`, in `locale`.
   * SSR shares the API's catalogue answers for a second: a test that needs SSR to ask the API asks
   * in a locale no earlier test asked for.
   */
  async function getHome(page: import('@playwright/test').Page, id: string, locale = 'en') {
    const userAgent = await page.evaluate(() => navigator.userAgent);
    return page.request.get(`${gatewayUrl}/`, {
      headers: { 'x-request-id': id, 'user-agent': userAgent, cookie: `sf_locale=${locale}` },
    });
  }

  test('a valid x-request-id is answered and in the gateway, SSR and API logs', async ({
    page,
    expectedDevice,
  }) => {
    const response = await getHome(page, 'test-abc-123');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-device']).toBe(expectedDevice);
    expect(response.headers()['x-request-id']).toBe('test-abc-123');
    expect(response.headers()['server-timing']).toBe('request;desc="test-abc-123"');
    // Issue 25: a guest's home page is shared between visitors, so it never holds one's id.
    expect(await response.text()).not.toContain('test-abc-123');
    for (const server of Object.values(servers)) {
      // Every line of the request carries the id: access lines at least, on all three.
      await expect.poll(() => server.linesOf('test-abc-123').length).toBeGreaterThan(0);
    }
    const apiCalls = servers.api.linesOf('test-abc-123').filter((line) => line.req);
    // SSR asked the API for the page's data with the same id.
    expect(apiCalls.length).toBeGreaterThan(0);
    for (const line of apiCalls)
      expect(String((line.req as { url: string }).url)).toMatch(/^\/api\//);
  });

  test('an invalid id is replaced by a generated one, the same in every log', async ({ page }) => {
    const response = await getHome(page, 'not a valid id!', 'id');
    const id = response.headers()['x-request-id'] ?? '';
    expect(id).toMatch(UUID);
    for (const server of Object.values(servers)) {
      await expect.poll(() => server.linesOf(id).length).toBeGreaterThan(0);
      expect(server.linesOf('not a valid id!')).toEqual([]);
    }
  });

  test("a hydration failure and a browser error reach the page's error reporter with the request id", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const reports: { message: string; context: ErrorContext }[] = [];
      const storefrontReportError: ErrorReporter = (error, context) => {
        reports.push({ message: String((error as Error)?.message ?? error), context });
      };
      Object.assign(window, { reports, storefrontReportError });
    });
    // The server's HTML with the first text of the app changed: React finds a mismatch.
    await page.route(`${gatewayUrl}/`, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(
        /(<div id="root">[\s\S]*?>)([A-Za-z][^<]{2,})</,
        '$1Changed $2<',
      );
      await route.fulfill({ response: answer, body: html });
    });
    const response = await page.goto(`${gatewayUrl}/`);
    const requestId = response?.headers()['x-request-id'];
    expect(requestId).toMatch(UUID);
    const reports = () =>
      page.evaluate(() => (window as unknown as { reports: { context: ErrorContext }[] }).reports);
    await expect
      .poll(async () => (await reports()).map((report) => report.context.where))
      .toContain('hydration');

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('a browser error on purpose');
      });
    });
    await expect
      .poll(async () => (await reports()).map((report) => report.context.where))
      .toContain('browser');
    for (const { context } of await reports()) {
      expect(context.requestId).toBe(requestId);
      expect(context.url).toBe('/');
    }
  });
});
