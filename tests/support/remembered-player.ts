import type { APIRequestContext, Page } from '@playwright/test';
import { storeApi } from './api';
import { TOP_UP } from './checkout';
import { expect } from './fixtures';
import { waitForHydration } from './frames';

/** Another valid account of the top-up game than the one `TOP_UP` orders with. */
export const PLAYER = { userId: '55667788', zoneId: '4321' } as const;

/** The product page of the top-up game, hydrated. */
export async function openTopUpGame(page: Page): Promise<void> {
  await page.goto(`/games/${TOP_UP.game}`);
  await waitForHydration(page);
}

/** The third pack of the top-up game (not the one the page starts on). */
export async function laterPack(request: APIRequestContext): Promise<number> {
  const game = await storeApi(request).shopGame.detail({ name: TOP_UP.game });
  const pack = game.packs.filter((candidate) => !candidate.soldOut)[2];
  if (!pack) throw new Error('the top-up game has fewer than three packs on sale');
  return pack.id;
}

export async function typePlayer(page: Page, player: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(player))
    await page.locator(`#account-${key}`).fill(value);
}

export async function expectPlayer(page: Page, player: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(player)) {
    await expect(page.locator(`#account-${key}`)).toHaveValue(value);
  }
}

export async function choosePack(page: Page, packId: number): Promise<void> {
  await page.locator(`[data-testid="pack"][data-pack="${packId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]pack=${packId}$`));
}

export async function expectPack(page: Page, packId: number): Promise<void> {
  await expect(page.locator(`[data-pack="${packId}"] input[type="radio"]`)).toBeChecked();
}

/** The nickname the ID check gives `account` of the top-up game. */
export async function nicknameOf(
  request: APIRequestContext,
  account: Record<string, string>,
): Promise<string> {
  return (await storeApi(request).legacy.order.checkid({ gameName: TOP_UP.game, account }))
    .nickname;
}
