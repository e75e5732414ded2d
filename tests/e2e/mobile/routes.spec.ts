import { expect, test } from '../../support/fixtures';
import {
  BRAND_NAME,
  logInAs,
  MOBILE_ROUTES,
  matchRoute,
  navTitle,
  pageTitle,
  type RouteDef,
  requireMobileApp,
  routeTitle,
} from './helpers';

requireMobileApp();

/** A URL of `route`: each `:param` gets an allowed value (or a sample name). */
function sampleUrl(route: RouteDef): string {
  return route.path.replace(
    /:(\w+)/g,
    (_, name: string) => route.params?.[name]?.[0] ?? 'mobile-legends',
  );
}

function expectedTitle(url: string): string {
  const match = matchRoute('mobile', url);
  if (!match) throw new Error(`${url} is not a mobile route`);
  return pageTitle(BRAND_NAME, routeTitle('en', match));
}

const PUBLIC = MOBILE_ROUTES.filter((route) => !route.auth);
const PRIVATE = MOBILE_ROUTES.filter((route) => route.auth);

test.describe('every mobile route answers with its frame and title', () => {
  for (const route of PUBLIC) {
    const url = sampleUrl(route);
    test(`${url} (${route.id})`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-device']).toBe('mobile');
      await expect(page).toHaveTitle(expectedTitle(url));
      await expect(navTitle(page)).toHaveText(expectedTitle(url).split(' - ')[1] ?? '');
      await expect(page.locator('main')).toContainText(/\S/);
    });
  }

  for (const route of PRIVATE) {
    const url = sampleUrl(route);
    test(`${url} (${route.id}, logged in)`, async ({ page, context, baseURL }) => {
      await logInAs(context, baseURL as string);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(url);
      await expect(page).toHaveTitle(expectedTitle(url));
      await expect(navTitle(page)).toHaveText(expectedTitle(url).split(' - ')[1] ?? '');
    });

    test(`${url} (${route.id}, logged out) goes to /loginPage`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const landed = new URL(page.url());
      expect(landed.pathname).toBe('/loginPage');
      expect(landed.searchParams.get('redirect')).toBe(url);
      await expect(page).toHaveTitle(`${BRAND_NAME} - Log in`);
    });
  }
});
