import type { GameSummary } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/ui-shared';
import { GameCard } from './GameCard';

/** Two game cards per row on a phone, three on wider screens. */
export function GameGrid({ games, locale }: { games: readonly GameSummary[]; locale: Locale }) {
  return (
    <div className="game-grid" data-testid="game-grid">
      {games.map((game) => (
        <GameCard key={game.id} game={game} locale={locale} />
      ))}
    </div>
  );
}

/** Placeholders shaped like the cards while games load: no spinner, no layout shift. */
export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <div className="game-grid" aria-hidden="true" data-testid="game-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={index} className="game-card game-card--skeleton">
          <span className="game-card__art skeleton-block" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
        </span>
      ))}
    </div>
  );
}
