import { expect, test } from '../../support/fixtures';

test.describe('security', () => {
  test('pages carry the security headers and run without a CSP violation', async ({
    page,
    expectedDevice,
    stack,
  }) => {
    stack.requireApp(expectedDevice);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');

    // Client-side navigation loads more code and data: still nothing refused.
    await page.locator('a[href="/games"]').first().click();
    await expect(page).toHaveURL(/\/games$/);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('no other site can frame the store', async ({ page, stack }) => {
    const refused = page.waitForEvent('console', (message) =>
      /frame-ancestors|X-Frame-Options/.test(message.text()),
    );
    await page.setContent(`<iframe src="${stack.baseURL}/help"></iframe>`);
    expect((await refused).text()).toContain(stack.baseURL);
  });

  test('/healthz shows each upstream on the metrics listener, the status only to visitors', async ({
    request,
    stack,
  }) => {
    const response = await request.get(stack.healthURL);
    const health = await response.json();
    expect(health.upstreams.api).toMatchObject({
      status: 'up',
      instances: [{ status: 'up', httpStatus: 200, ready: true }],
    });
    for (const app of ['pc', 'mobile'] as const) {
      expect(health.upstreams[app].status).toBe(stack.has(app) ? 'up' : 'down');
    }
    expect(response.status()).toBe(health.status === 'ok' ? 200 : 503);
    const visible = await request.get(`${stack.baseURL}/healthz`);
    expect(Object.keys(await visible.json())).toEqual(['status']);
  });
});
