import { join } from 'node:path';
import { storeApi } from '../../support/api';
import { packOf, registerUser, storeSession, TOP_UP } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import {
  choosePack,
  expectPack,
  expectPlayer,
  laterPack,
  nicknameOf,
  openTopUpGame,
  PLAYER,
  typePlayer,
} from '../../support/remembered-player';
import { SCREENSHOTS } from '../../support/stack';

test.describe('mobile remembered player', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('mobile');
  });

  test('the player and the pack survive a reload and Back from the order, which shows the nickname', async ({
    page,
    request,
  }) => {
    const packId = await laterPack(request);
    await openTopUpGame(page);
    await typePlayer(page, PLAYER);
    await choosePack(page, packId);
    await page.reload();
    await expectPlayer(page, PLAYER);
    await expectPack(page, packId);
    await page.screenshot({
      path: join(SCREENSHOTS, 'mobile-player-prefilled.png'),
      fullPage: true,
    });

    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(/\/order\?orderNo=/);
    await expect(page.locator('[data-testid="line-item"] [data-nickname]')).toHaveText(
      `Nickname: ${await nicknameOf(request, PLAYER)}`,
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'mobile-player-order.png'), fullPage: true });
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`pack=${packId}$`));
    await expectPlayer(page, PLAYER);
    await expectPack(page, packId);
  });

  test("a logged-in user in a new browser gets the account's last player", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const user = await registerUser(request);
    const { id: packId } = await packOf(request, TOP_UP.game, TOP_UP.pack);
    await storeApi(request, { caller: { token: user.token } }).orderDeal.add({
      items: [{ packId, quantity: 1, account: PLAYER }],
    });
    await storeSession(context, baseURL as string, user);
    await openTopUpGame(page);
    await expectPlayer(page, PLAYER);
  });
});
