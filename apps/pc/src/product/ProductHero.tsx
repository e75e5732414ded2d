import type { GameDetail } from '@storefront/api-client/contract';
import { useText } from '../app/text';

const COVER_WIDTH = 1200;
const COVER_HEIGHT = 400;
const ICON_SIZE = 112;

/** The game's wide cover, icon, title, region, publisher and description. */
export function ProductHero({ game }: { game: GameDetail }) {
  const { tr } = useText();
  const [from, to] = game.art.colors;
  return (
    <header className="pc-product__hero">
      <div
        className="pc-product__cover"
        style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}
      >
        <img src={game.art.cover} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} />
      </div>
      <div className="pc-product__intro">
        <img
          className="pc-product__icon"
          src={game.art.icon}
          alt=""
          width={ICON_SIZE}
          height={ICON_SIZE}
        />
        <div className="pc-product__heading">
          <h1 className="pc-page__title">{game.title}</h1>
          <dl className="pc-product__facts">
            <div>
              <dt>{tr('product.region')}</dt>
              <dd>{game.region}</dd>
            </div>
            <div>
              <dt>{tr('product.publisher')}</dt>
              <dd>{game.publisher}</dd>
            </div>
          </dl>
          <p className="pc-product__description">{game.description}</p>
        </div>
      </div>
    </header>
  );
}

/** The page's shape while the game loads. */
export function ProductSkeleton() {
  return (
    <div className="pc-product" aria-hidden="true" data-skeleton>
      <div className="pc-product__cover pc-skeleton" />
      <div className="pc-product__intro">
        <span className="pc-product__icon pc-skeleton" />
        <div className="pc-product__heading">
          <span className="pc-skeleton pc-skeleton--title" />
          <span className="pc-skeleton pc-skeleton--line" />
          <span className="pc-skeleton pc-skeleton--short" />
        </div>
      </div>
      <div className="pc-packs">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <span key={index} className="pc-pack pc-skeleton" />
        ))}
      </div>
    </div>
  );
}
