import type { GameDetail } from '@storefront/api-client/contract';
import type { MessageKey } from '../messages';

type RedeemGame = Pick<GameDetail, 'isVoucher' | 'redeemSteps'>;

/**
 * The heading of the product page's steps: a voucher or code is redeemed ("How to redeem"), every
 * other product is a top-up ("How to top up"); null when the game has no steps (section hidden).
 */
export function redeemHeading(game: RedeemGame): MessageKey | null {
  if (game.redeemSteps.length === 0) return null;
  return game.isVoucher ? 'product.redeem.voucher' : 'product.redeem.topUp';
}
