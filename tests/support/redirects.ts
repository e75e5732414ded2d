import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * `redirect` values a browser reads as another host once decoded and resolved (the tab, newline or
 * carriage return is dropped, a dot segment resolved, leaving `//example.org`): the open redirects
 * of issues 13 and 25, as typed in the URL.
 */
export const HOSTILE_REDIRECTS = [
  '/%09/example.org',
  '/%0A/example.org',
  '/%0D/example.org',
  '/%09%2F/example.org',
  // Issue 25, hole 1: checked before they were resolved, these became the path `//example.org`.
  '/.//example.org',
  '/%2e//example.org',
  '/..//example.org',
  '/a/..//example.org',
  '/./%5Cexample.org',
] as const;

/**
 * Answers every request to example.org with a page of its own, so a redirect there lands (instead
 * of failing offline) and is seen; resolves to the list of such requests.
 */
export async function watchOtherHost(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(/^https?:\/\/([^/]*\.)?example\.org(\/|$)/, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<h1>elsewhere</h1>' });
  });
  return seen;
}

/** After a login: the page settled on the store's own origin, away from the login page. */
export async function expectStayedOnStore(
  page: Page,
  origin: string,
  seen: readonly string[],
): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === origin && url.pathname !== '/loginPage');
  await page.waitForLoadState('load');
  expect(new URL(page.url()).origin).toBe(origin);
  expect(seen).toEqual([]);
}
