import { expect, test } from '../../support/fixtures';

const UNAVAILABLE = {
  code: 502,
  message: 'Service temporarily unavailable. Please try again later.',
  data: null,
};

test.describe('an upstream that stops', () => {
  // Each test starts its own copies of the servers it stops (a fresh API migrates and seeds).
  test.describe.configure({ timeout: 120_000 });

  test('the API: /api answers the 502 envelope, then recovers', async ({
    privateStack,
    request,
  }) => {
    const own = await privateStack(['api']);
    expect((await request.get(`${own.baseURL}/api/health`)).status()).toBe(200);

    await own.stop('api');
    const down = await request.post(`${own.baseURL}/api/ShopHome/InitData`, { data: {} });
    expect(down.status()).toBe(502);
    expect(await down.json()).toEqual(UNAVAILABLE);
    // The gateway checks its upstreams at most once a second: poll past its last check.
    await expect
      .poll(async () => (await (await request.get(own.healthURL)).json()).upstreams.api.status)
      .toBe('down');

    await own.start('api');
    const back = await request.get(`${own.baseURL}/api/health`);
    expect(back.status()).toBe(200);
    expect((await back.json()).code).toBe(0);
  });

  test('a device app: its pages show the error page, Back to home works once it is back', async ({
    privateStack,
    page,
    expectedDevice,
    stack,
  }) => {
    stack.requireApp(expectedDevice);
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    const own = await privateStack([expectedDevice]);
    await own.stop(expectedDevice);

    const down = await page.goto(`${own.baseURL}/help`);
    expect(down?.status()).toBe(502);
    expect(down?.headers()['x-device']).toBe(expectedDevice);
    await expect(page.getByRole('heading', { name: 'Application error' })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE.message)).toBeVisible();
    const home = page.getByRole('link', { name: 'Back to home' });
    await expect(home).toBeVisible();
    expect(cspErrors).toEqual([]);

    await own.start(expectedDevice);
    const back = page.waitForResponse((response) => response.url() === `${own.baseURL}/`);
    await home.click();
    const response = await back;
    expect(response.status()).toBe(200);
    expect(response.headers()['x-device']).toBe(expectedDevice);
    await expect(page.locator(`script[type="module"][src^="/_${expectedDevice}/"]`)).toHaveCount(1);
  });
});
