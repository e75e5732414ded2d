import { expect, test } from '../../support/fixtures';

test.describe('the API reference page', () => {
  test('opens through the gateway, lists the operations, and loads nothing from another origin', async ({
    page,
    stack,
  }, testInfo) => {
    // swagger-ui is ~2 MB of script that parses and renders the whole document on the main thread:
    // seconds of CPU, many more on this shared 2-core box while other suites run.
    test.slow();
    const origin = new URL(stack.baseURL).origin;
    const foreign: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const gameList = page.locator('.opblock-summary-path[data-path="/api/ShopGame/List"]');
    await expect(gameList).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: /Storefront API/ })).toBeVisible();

    // An operation opens with its example answer, rendered from the same document.
    await gameList.click();
    await expect(page.locator('.opblock.is-open .response-col_description').first()).toBeVisible();
    await expect(page.locator('.opblock.is-open')).toContainText('mobile-legends');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath('api-docs.png') });

    expect(foreign).toEqual([]);
    expect(refused).toEqual([]);
  });
});
