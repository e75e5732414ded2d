import type { Money } from '@storefront/api-client/contract';
import { formatMoney, type Locale, t } from '@storefront/ui-shared';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';

export interface BuyBarProps {
  /** Price of the chosen pack times the quantity; null before a pack is chosen. */
  total: Money | null;
  locale: Locale;
  adding: boolean;
  buying: boolean;
  /** Set once an item went into the cart: the bar offers the way there. */
  addedToCart: boolean;
  /** What is missing before buying (a pack, the account, the link's price). */
  notice: string | null;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/**
 * Step 4, kept in view above the tab bar: the total, "Add to cart" and "Buy now". The buttons stay
 * enabled while something is missing: tapping one says what (`notice`).
 */
export function BuyBar({
  total,
  locale,
  adding,
  buying,
  addedToCart,
  notice,
  onAddToCart,
  onBuyNow,
}: BuyBarProps) {
  const busy = adding || buying;
  return (
    <section className="buy-bar" aria-label={t(locale, 'product.step.buy')} data-testid="buy-bar">
      {notice && (
        <p className="buy-bar__notice" role="alert" data-testid="notice">
          {notice}
        </p>
      )}
      {addedToCart && !notice && (
        <p className="buy-bar__added" role="status" data-testid="added-to-cart">
          {t(locale, 'product.addedToCart')}
          <a href="/shopCart">{t(locale, 'product.goToCart')}</a>
        </p>
      )}
      <div className="buy-bar__row">
        <p className="buy-bar__total">
          <span className="buy-bar__label">{t(locale, 'product.total')}</span>
          <span className="buy-bar__amount" data-testid="total" aria-live="polite">
            {total ? formatMoney(total, locale) : '—'}
          </span>
        </p>
        <Button
          type="primary"
          plain
          round
          loading={adding}
          disabled={busy}
          onClick={onAddToCart}
          data-testid="add-to-cart"
        >
          {t(locale, 'product.addToCart')}
        </Button>
        <Button
          type="danger"
          round
          loading={buying}
          disabled={busy}
          onClick={onBuyNow}
          data-testid="buy-now"
        >
          {t(locale, 'product.buyNow')}
        </Button>
      </div>
    </section>
  );
}
