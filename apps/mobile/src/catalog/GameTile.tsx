import type { GameSummary } from '@storefront/api-client/contract';
import { badgeLabel, gamePath, type Locale } from '@storefront/ui-shared';

/** The home's compact game: its icon with the name under it, as the app stores show games. */
export function GameTile({ game, locale }: { game: GameSummary; locale: Locale }) {
  return (
    <a className="game-tile" href={gamePath(game)} data-testid="game-tile" data-game={game.name}>
      <span className="game-tile__art">
        <img src={game.art.icon} alt="" width={76} height={76} loading="lazy" decoding="async" />
        {game.badge && <span className="game-tile__badge">{badgeLabel(locale, game.badge)}</span>}
      </span>
      <span className="game-tile__title">{game.title}</span>
    </a>
  );
}

/** Four tiles a row on a phone: two rows fill the first screen with games. */
export function GameTiles({ games, locale }: { games: readonly GameSummary[]; locale: Locale }) {
  return (
    <div className="game-tiles" data-testid="game-grid">
      {games.map((game) => (
        <GameTile key={game.id} game={game} locale={locale} />
      ))}
    </div>
  );
}

/** Placeholders shaped like the tiles while games load: no spinner, no layout shift. */
export function GameTilesSkeleton({ count }: { count: number }) {
  return (
    <div className="game-tiles" aria-hidden="true" data-testid="game-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={index} className="game-tile">
          <span className="game-tile__art skeleton-block" />
          <span className="skeleton-line" />
        </span>
      ))}
    </div>
  );
}
