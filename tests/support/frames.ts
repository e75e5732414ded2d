import {
  type APIRequestContext,
  devices,
  expect,
  type Page,
  type Response,
  type Route,
} from '@playwright/test';
import type { AppName, Stack } from './fixtures';

export const OTHER_DEVICE: Readonly<Record<AppName, AppName>> = { pc: 'mobile', mobile: 'pc' };

/** A real user agent of each layout's devices. */
export const USER_AGENT: Readonly<Record<AppName, string>> = {
  pc: devices['Desktop Chrome'].userAgent,
  mobile: devices['iPhone 14'].userAgent,
};

/**
 * Checks that `app` rendered the page: the gateway's `X-Device` header, the app's own asset prefix on
 * the entry script, and the build id in the page equal to the one that app's server reports.
 */
export async function expectRenderedBy(
  page: Page,
  response: Response | null,
  app: AppName,
  stack: Stack,
): Promise<void> {
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-device']).toBe(app);
  await expect(page.locator(`script[type="module"][src^="/_${app}/"]`)).toHaveCount(1);
  const health = await (await fetch(`${stack.url(app)}/healthz`)).json();
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', health.buildId);
}

/** A direct GET of `path` as `app`'s devices send it (the server's HTML), optionally in Indonesian. */
export function getAs(request: APIRequestContext, app: AppName, path: string, locale?: 'id') {
  return request.get(path, {
    headers: {
      'user-agent': USER_AGENT[app],
      ...(locale ? { cookie: `sf_locale=${locale}` } : {}),
    },
  });
}

/**
 * Waits until the app on `page` has hydrated (`<html data-hydrated>`, set by ui-shared's
 * `useAppBootstrap`): from then on a click reaches its handler. Both apps set it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds back `app`'s code on `page`, so a test acts on the server's HTML alone, as a visitor on a
 * slow phone does before the scripts arrive. `release()` lets the code load and waits until the
 * app has hydrated.
 */
export async function holdAppCode(page: Page, app: AppName): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(`**/_${app}/assets/**/*.js`, (route) =>
    released ? route.continue() : held.push(route),
  );
  return {
    async release() {
      if (held.length === 0) throw new Error(`no ${app} code was asked for while it was held`);
      released = true;
      for (const route of held.splice(0)) await route.continue();
      await waitForHydration(page);
    },
  };
}
