import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, test as base } from '@playwright/test';
import {
  type AppName,
  addGatewayMetricsPort,
  appNotBuiltError,
  freePort,
  keepOriginalBuildId,
  latestBuildFile,
  localUrl,
  PORT_ENV,
  restoreOriginalBuildId,
  type ServiceName,
  Supervised,
} from './stack';

export { expect } from '@playwright/test';

/** The store the global setup started. */
export interface Stack {
  /** The gateway: the only address a browser uses. */
  baseURL: string;
  /** The gateway's detailed `/healthz` (each instance), on its metrics listener. */
  healthURL: string;
  /** Direct address of one server (for checks that must bypass the gateway). */
  url(service: ServiceName): string;
  /** False for a device app that was not built. */
  has(service: ServiceName): boolean;
  /** Fails the test when `app` was not built, naming the app and the command that builds it. */
  requireApp(app: AppName): void;
}

/** A gateway of its own in front of fresh copies of some upstreams, which a test may stop. */
export interface PrivateStack {
  baseURL: string;
  /** Its gateway's detailed `/healthz`, on its metrics listener. */
  healthURL: string;
  stop(service: ServiceName): Promise<void>;
  start(service: ServiceName): Promise<void>;
}

export interface Fixtures {
  stack: Stack;
  /** `set('pc', 'new-id')` rewrites the app's latest-build.json; the file is restored after the test. */
  buildIds: { set(app: AppName, buildId: string): void };
  /** `privateStack(['pc'])`: its own gateway and pc; api and mobile are the shared ones. */
  privateStack(fresh: readonly Exclude<ServiceName, 'gateway'>[]): Promise<PrivateStack>;
  /**
   * `newBrowser()`: another browser of the project's device (viewport, user agent, touch) with no
   * cookies or storage, as a visitor who closed the browser and came back; closed after the test.
   */
  newBrowser(): Promise<BrowserContext>;
}

export type { AppName } from './stack';

export interface Options {
  /** The app the project's user agent lands on: `pc` for desktop, `mobile` for phone. */
  expectedDevice: AppName;
}

function sharedStack(): {
  baseURL: string;
  healthURL: string;
  ports: Record<ServiceName, number>;
  services: string[];
} {
  const baseURL = process.env.STOREFRONT_BASE_URL;
  const healthURL = process.env.STOREFRONT_GATEWAY_HEALTH_URL;
  const ports = process.env.STOREFRONT_PORTS;
  if (!baseURL || !healthURL || !ports)
    throw new Error('the store is not running: run the suite through playwright test');
  return {
    baseURL,
    healthURL,
    ports: JSON.parse(ports),
    services: (process.env.STOREFRONT_SERVICES ?? '').split(','),
  };
}

export const test = base.extend<Fixtures & Options>({
  expectedDevice: ['pc', { option: true }],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(sharedStack().baseURL);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  stack: async ({}, use) => {
    const { baseURL, healthURL, ports, services } = sharedStack();
    const has = (service: ServiceName) => services.includes(service);
    await use({
      baseURL,
      healthURL,
      url: (service) => localUrl(ports[service]),
      has,
      requireApp(app) {
        if (!has(app)) throw appNotBuiltError(app);
      },
    });
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  buildIds: async ({}, use) => {
    const changed = new Set<AppName>();
    await use({
      set(app, buildId) {
        keepOriginalBuildId(app);
        changed.add(app);
        // A deploy made now: newer than the build the running pages were built from.
        const builtAt = new Date().toISOString();
        writeFileSync(latestBuildFile(app), JSON.stringify({ buildId, builtAt }));
      },
    });
    for (const app of changed) restoreOriginalBuildId(app);
  },

  newBrowser: async (
    { browser, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
    use,
  ) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  privateStack: async ({}, use, testInfo) => {
    const groups: Supervised[] = [];
    const dataDirs: string[] = [];
    await use(async (fresh) => {
      const { ports: shared } = sharedStack();
      const env: Record<string, string> = {
        API_LOG_LEVEL: 'warn',
        GATEWAY_LOG_LEVEL: 'warn',
        PC_LOG_LEVEL: 'warn',
        MOBILE_LOG_LEVEL: 'warn',
        // A private stack serves a spec or two: one process per app keeps it light.
        PC_WORKERS: '1',
        MOBILE_WORKERS: '1',
      };
      for (const service of ['api', 'pc', 'mobile'] as const) {
        const port = fresh.includes(service) ? await freePort() : shared[service];
        env[PORT_ENV[service]] = String(port);
      }
      env[PORT_ENV.gateway] = String(await freePort());
      const healthURL = await addGatewayMetricsPort(env);
      if (fresh.includes('api')) {
        const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-private-'));
        dataDirs.push(dataDir);
        env.API_DATA_DIR = dataDir;
      }
      const log = `private-${testInfo.testId}`;
      const byService = new Map<ServiceName, Supervised>();
      for (const service of [...fresh, 'gateway'] as const) {
        const group = new Supervised([service], env, `${log}-${service}.log`);
        groups.push(group);
        byService.set(service, group);
        await group.start();
      }
      const group = (service: ServiceName) => {
        const found = byService.get(service);
        if (!found)
          throw new Error(`${service} is shared: pass it to privateStack() to control it`);
        return found;
      };
      return {
        baseURL: localUrl(Number(env[PORT_ENV.gateway])),
        healthURL,
        stop: (service) => group(service).stop(),
        start: (service) => group(service).start(),
      };
    });
    for (const group of groups.reverse()) await group.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  },
});
