/** Every game of the demo catalog: direct top-ups, link top-ups, login top-ups and vouchers. */
import type { SeedGame } from '../types';
import { gameAliases } from './aliases';
import { linkGames } from './games-links';
import { loginGames } from './games-login';
import { topupGames } from './games-topup';
import { voucherGames } from './games-vouchers';

export { linkGames, loginGames, topupGames, voucherGames };

export const games: SeedGame[] = [...topupGames, ...linkGames, ...loginGames, ...voucherGames].map(
  (game) => ({ ...game, aliases: gameAliases[game.name] ?? [] }),
);
