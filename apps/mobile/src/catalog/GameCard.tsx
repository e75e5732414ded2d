import type { GameSummary } from '@storefront/api-client/contract';
import { badgeLabel, formatMoney, gamePath, type Locale, t } from '@storefront/ui-shared';

/** A game in a grid: its square art, name, region and lowest price in the active currency. */
export function GameCard({ game, locale }: { game: GameSummary; locale: Locale }) {
  return (
    <a className="game-card" href={gamePath(game)} data-testid="game-card" data-game={game.name}>
      <span className="game-card__art">
        <img src={game.art.icon} alt="" width={96} height={96} loading="lazy" decoding="async" />
        {game.badge && <span className="game-card__badge">{badgeLabel(locale, game.badge)}</span>}
      </span>
      <span className="game-card__title" title={game.title} data-testid="game-title">
        {game.title}
      </span>
      <span className="game-card__region">{game.region}</span>
      {game.fromPrice ? (
        <span className="game-card__price" data-testid="game-price">
          <span className="game-card__from">{t(locale, 'catalog.priceFrom')}</span>{' '}
          {formatMoney(game.fromPrice, locale)}
        </span>
      ) : (
        <span className="game-card__price game-card__price--sold-out">
          {t(locale, 'catalog.soldOut')}
        </span>
      )}
    </a>
  );
}
