import { storeApi } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { openPage } from './pc-support';

test.describe('pc product page steps', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('a voucher shows "How to redeem" with its steps', async ({ page, request }) => {
    const game = await storeApi(request).shopGame.detail({ name: 'google-play-gift-card' });
    await openPage(page, '/games/google-play-gift-card');
    const section = page.getByRole('region', { name: 'How to redeem' });
    await expect(section.getByRole('listitem')).toHaveText(game.redeemSteps);
    expect(game.redeemSteps.length).toBeGreaterThanOrEqual(3);
  });

  test('a direct top-up shows "Cara top up" in Indonesian', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const game = await storeApi(request, { locale: 'id' }).shopGame.detail({
      name: 'mobile-legends',
    });
    await context.addCookies([{ name: 'sf_locale', value: 'id', url: baseURL ?? '' }]);
    await openPage(page, '/games/mobile-legends');
    const section = page.getByRole('region', { name: 'Cara top up' });
    await expect(section.getByRole('listitem')).toHaveText(game.redeemSteps);
    expect(game.redeemSteps[0]).toMatch(/^Buka Mobile Legends/);
  });
});
