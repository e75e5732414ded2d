import type { GameDetail } from '@storefront/api-client/contract';

/** The numbered steps of a product page, in order. */
export type PurchaseStep = 'account' | 'pack' | 'quantity';

type StepsGame = Pick<GameDetail, 'type' | 'accountFields'>;

/**
 * The steps a game's page shows. A Links game sells the pasted link itself (no pack, no quantity);
 * a game with no account fields (a voucher: Google Play, Steam Wallet) has no account step, so its
 * pack is step 1.
 */
export function purchaseSteps(game: StepsGame): PurchaseStep[] {
  if (game.type === 'Links') return ['account'];
  const rest: PurchaseStep[] = ['pack', 'quantity'];
  return game.accountFields.length > 0 ? ['account', ...rest] : rest;
}

/** The 1-based number a step shows, or 0 when the game's page has no such step. */
export function stepNumber(game: StepsGame, step: PurchaseStep): number {
  return purchaseSteps(game).indexOf(step) + 1;
}

/** Whether the page offers "Check" (an ID check): only top-ups of an account that has fields. */
export function offersAccountCheck(game: StepsGame): boolean {
  return game.type === 'Games' && game.accountFields.length > 0;
}
