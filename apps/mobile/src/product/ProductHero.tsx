import type { GameDetail } from '@storefront/api-client/contract';

/** The top of the product page: the wide cover, the icon, title, region, publisher and description. */
export function ProductHero({ game }: { game: GameDetail }) {
  return (
    <header className="product-hero">
      <img
        className="product-hero__cover"
        src={game.art.cover}
        alt=""
        width={1200}
        height={400}
        decoding="async"
      />
      <div className="product-hero__body">
        <img
          className="product-hero__icon"
          src={game.art.icon}
          alt=""
          width={56}
          height={56}
          decoding="async"
        />
        <div>
          <h2 className="product-hero__title" data-testid="product-title">
            {game.title}
          </h2>
          <ul className="product-hero__meta">
            <li>{game.region}</li>
            <li>{game.publisher}</li>
          </ul>
        </div>
      </div>
      <p className="product-hero__description">{game.description}</p>
    </header>
  );
}
