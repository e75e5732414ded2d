import type { GameDetail } from '@storefront/api-client/contract';
import { redeemHeading } from '@storefront/ui-shared';
import { useText } from '../app/text';

/** "How to redeem" (vouchers) or "How to top up": the game's steps, numbered; nothing without any. */
export function RedeemSteps({ game }: { game: GameDetail }) {
  const { tr } = useText();
  const heading = redeemHeading(game);
  if (!heading) return null;
  return (
    <section
      className="pc-product__redeem"
      aria-labelledby="pc-product-redeem"
      data-testid="redeem-steps"
    >
      <h2 className="pc-product__redeem-title" id="pc-product-redeem">
        {tr(heading)}
      </h2>
      <ol className="pc-product__redeem-list">
        {game.redeemSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
