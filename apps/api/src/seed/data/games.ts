/** Every game of the demo catalog: direct top-ups, link top-ups, login top-ups and vouchers. */
import type { SeedGame } from '../types';
import { gameAliases } from './aliases';
import { linkGames } from './games-links';
import { loginGames } from './games-login';
import { topupGames } from './games-topup';
import { voucherGames } from './games-vouchers';
import { redeemSteps } from './redeem-steps';

export { linkGames, loginGames, topupGames, voucherGames };

/** Every demo game, each with its redemption or top-up steps and its search aliases. */
export const games: SeedGame[] = [...topupGames, ...linkGames, ...loginGames, ...voucherGames].map(
  (game) => ({
    ...game,
    redeemSteps: redeemSteps[game.name],
    aliases: gameAliases[game.name] ?? [],
  }),
);
