import type { Page, Response } from '@playwright/test';
import { pageTitle, type RouteDef, routeTitle } from '@storefront/ui-shared';
import { PC_ROUTES } from '@storefront/ui-shared/routes';
import { BRAND_NAME } from '@storefront/ui-shared/tokens';

export { PC_ROUTES };

/** `TopUp Store - Games`: what the pc app's documents are titled. */
export function expectedTitle(routeTitleText?: string): string {
  return pageTitle(BRAND_NAME, routeTitleText);
}

/** A concrete path of a route (`/pc/products/:type/:name` -> `/pc/products/games/sample-game`). */
export function samplePath(route: RouteDef): string {
  return route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      return route.params?.[name]?.[0] ?? `sample-${name}`;
    })
    .join('/');
}

/** The route's English title for `path` (its params as `matchRoute` would give them). */
export function titleOf(route: RouteDef, path: string): string {
  const params: Record<string, string> = {};
  route.path.split('/').forEach((segment, index) => {
    if (segment.startsWith(':')) params[segment.slice(1)] = path.split('/')[index] ?? '';
  });
  return expectedTitle(routeTitle('en', { device: 'pc', route, params }));
}

/** The `<title>` of an HTML document, unescaped (short enough for a failure message). */
export function documentTitleOf(html: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return raw
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** Opens `path` and waits until the app has mounted (hydrated, stored state loaded). */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('.pc-app[data-mounted]').waitFor();
  return response;
}

export const DEMO_USER = { email: 'demo@storefront.test', password: 'demo1234' };
