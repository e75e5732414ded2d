import type { GameSummary } from '@storefront/api-client/contract';
import { badgeLabel, formatMoney, gamePath, t } from '@storefront/ui-shared';
import { useLocale } from '@storefront/ui-shared/react';

export const GAME_ICON_SIZE = 112;

/** A game in a grid: its icon, name, region and lowest price, linking to its page. */
export function GameCard({ game }: { game: GameSummary }) {
  const locale = useLocale();
  return (
    <a className="pc-game-card" href={gamePath(game)} data-testid="game-card" data-game={game.name}>
      <span
        className="pc-game-card__art"
        style={{
          background: `linear-gradient(135deg, ${game.art.colors[0]}, ${game.art.colors[1]})`,
        }}
      >
        <img
          src={game.art.icon}
          alt=""
          width={GAME_ICON_SIZE}
          height={GAME_ICON_SIZE}
          loading="lazy"
        />
        {game.badge && (
          <span className="pc-game-card__badge">{badgeLabel(locale, game.badge)}</span>
        )}
      </span>
      <span className="pc-game-card__name" title={game.title}>
        {game.title}
      </span>
      <small>{game.region}</small>
      {game.fromPrice ? (
        <span className="pc-game-card__price">
          <small>{t(locale, 'catalog.priceFrom')}</small>{' '}
          <strong data-price>{formatMoney(game.fromPrice, locale)}</strong>
        </span>
      ) : (
        <span className="pc-game-card__price pc-game-card__price--out">
          {t(locale, 'catalog.soldOut')}
        </span>
      )}
    </a>
  );
}

/** A card's shape while its game loads (no layout shift when it arrives). */
export function GameCardSkeleton() {
  return (
    <span className="pc-game-card pc-game-card--skeleton" aria-hidden="true">
      <span className="pc-game-card__art pc-skeleton" />
      <span className="pc-skeleton pc-skeleton--line" />
      <span className="pc-skeleton pc-skeleton--short" />
    </span>
  );
}
