import { expect, test } from '../../support/fixtures';
import { expectRenderedBy, OTHER_DEVICE, USER_AGENT } from '../../support/frames';

test.describe('device routing through the gateway', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
    stack.requireApp('mobile');
  });

  test('the project’s own user agent gets its app', async ({ page, expectedDevice, stack }) => {
    const response = await page.goto('/');
    await expectRenderedBy(page, response, expectedDevice, stack);
    const vary = response?.headers().vary?.toLowerCase() ?? '';
    expect(vary).toContain('user-agent');
    expect(vary).toContain('cookie');
  });

  test('the other layout’s user agent gets the other app', async ({
    browser,
    expectedDevice,
    stack,
  }) => {
    const other = OTHER_DEVICE[expectedDevice];
    const context = await browser.newContext({
      userAgent: USER_AGENT[other],
      baseURL: stack.baseURL,
    });
    try {
      const page = await context.newPage();
      await expectRenderedBy(page, await page.goto('/help'), other, stack);
    } finally {
      await context.close();
    }
  });

  test('/pc and /mobile pages go to their app whatever the user agent', async ({
    page,
    expectedDevice,
    stack,
  }) => {
    const other = OTHER_DEVICE[expectedDevice];
    await expectRenderedBy(page, await page.goto(`/${other}/about`), other, stack);
    await expectRenderedBy(
      page,
      await page.goto(`/${expectedDevice}/about`),
      expectedDevice,
      stack,
    );
  });

  test('a link from a page of the other layout loads the next page in full from the right app', async ({
    page,
    expectedDevice,
    stack,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const other = OTHER_DEVICE[expectedDevice];
    await expectRenderedBy(page, await page.goto(`/${other}/about`), other, stack);
    const home = page.waitForResponse((response) => response.url() === `${stack.baseURL}/`);
    await page.locator('a[href="/"]').first().click();
    await expectRenderedBy(page, await home, expectedDevice, stack);
    expect(errors).toEqual([]);
  });

  test('the layout switch link sticks, and switches back', async ({
    page,
    context,
    expectedDevice,
    stack,
  }) => {
    const other = OTHER_DEVICE[expectedDevice];
    await page.goto('/help');
    const toOther = page.waitForResponse((response) => response.url() === `${stack.baseURL}/help`);
    await page.locator('a[href^="/_switch?to="]').first().click();
    await expectRenderedBy(page, await toOther, other, stack);
    await expect(page).toHaveURL(`${stack.baseURL}/help`);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'sf_device');
    expect(cookie?.value).toBe(other);

    // Later visits keep the chosen layout.
    await expectRenderedBy(page, await page.goto('/about'), other, stack);

    const back = page.waitForResponse((response) => response.url() === `${stack.baseURL}/about`);
    await page.locator(`a[href^="/_switch?to=${expectedDevice}"]`).first().click();
    await expectRenderedBy(page, await back, expectedDevice, stack);
  });

  test('the browser calls the API on its own origin', async ({ page }) => {
    await page.goto('/');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/health');
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toEqual({
      status: 200,
      body: { code: 0, message: expect.any(String), data: { status: 'ok', database: 'pglite' } },
    });
  });
});
