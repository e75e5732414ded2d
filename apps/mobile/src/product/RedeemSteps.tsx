import type { GameDetail } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import { redeemHeading, t } from '@storefront/ui-shared';

/** "How to redeem" (vouchers) or "How to top up": the game's steps, numbered; nothing without any. */
export function RedeemSteps({ game, locale }: { game: GameDetail; locale: Locale }) {
  const heading = redeemHeading(game);
  if (!heading) return null;
  return (
    <section className="product-redeem" aria-labelledby="product-redeem" data-testid="redeem-steps">
      <h3 className="product-redeem__title" id="product-redeem">
        {t(locale, heading)}
      </h3>
      <ol className="product-redeem__list">
        {game.redeemSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
