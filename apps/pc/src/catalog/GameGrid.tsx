import type { GameSummary } from '@storefront/api-client/contract';
import './catalog.css';
import { GameCard, GameCardSkeleton } from './GameCard';

/** Games in a responsive grid; `busy` while newer data (another currency or page) is on its way. */
export function GameGrid({ games, busy = false }: { games: GameSummary[]; busy?: boolean }) {
  return (
    <ul className="pc-game-grid" aria-busy={busy || undefined}>
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}

export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="pc-game-grid" aria-hidden="true" data-skeleton>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <li key={index}>
          <GameCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
