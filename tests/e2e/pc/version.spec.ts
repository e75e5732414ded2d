import { expect, test } from '../../support/fixtures';
import { openPage } from './pc-support';

test.describe('pc new-version watcher', () => {
  // One test rewrites the pc build id the other reads.
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a new build id appears: the hourly check offers a reload, the next navigation reloads', async ({
    page,
    buildIds,
  }) => {
    await page.clock.install();
    await openPage(page, '/');
    // Each hourly check must have finished before the clock moves on: a check still in flight
    // absorbs the next tick instead of polling again.
    const hourlyCheck = async () => {
      const polled = page.waitForResponse('**/_pc/latest-build.json');
      await page.clock.runFor('01:00:00');
      await (await polled).finished();
    };

    // An hour with the same build: checked, nothing offered.
    await hourlyCheck();
    await expect(page.getByTestId('new-version')).toHaveCount(0);

    buildIds.set('pc', 'e2e-deployed-build');
    await hourlyCheck();
    const notice = page.getByTestId('new-version');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();

    // The next navigation is a full page load, not a client-side one.
    const document = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().endsWith('/games'),
    );
    await page
      .getByRole('navigation', { name: 'Product types' })
      .getByRole('link', { name: 'Games' })
      .click();
    await document;
    await expect(page).toHaveURL('/games');
  });

  test('the latest-build file and the build manifest are served without caching', async ({
    request,
    stack,
  }) => {
    const health = await (await request.get(`${stack.url('pc')}/healthz`)).json();
    expect(health).toMatchObject({ status: 'ok', app: 'pc' });
    const latest = await request.get('/_pc/latest-build.json');
    expect(latest.headers()['cache-control']).toBe('no-cache');
    expect(await latest.json()).toEqual({ buildId: health.buildId, builtAt: expect.any(String) });
    const manifest = await request.get('/_pc/build-manifest.json');
    expect(manifest.status()).toBe(200);
    const body = await manifest.json();
    expect(body).toMatchObject({ app: 'pc', buildId: health.buildId });
    expect(body.firstLoadJsGzip.home).toBeLessThanOrEqual(250 * 1024);
  });
});
