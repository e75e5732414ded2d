import { CART_PATH, formatMoney, type Locale, t } from '@storefront/ui-shared';
import type { PurchaseOrder } from '@storefront/ui-shared/react';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';

export interface BuyBarProps {
  /** The total, what is missing (`notice`), the buttons' states and actions. */
  order: PurchaseOrder;
  locale: Locale;
}

/**
 * Step 4, kept in view above the tab bar: the total, "Add to cart" and "Buy now". The buttons stay
 * enabled while something is missing: tapping one says what (`notice`).
 */
export function BuyBar({ order, locale }: BuyBarProps) {
  const { total, adding, buying, added: addedToCart, notice } = order;
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
          <a href={CART_PATH}>{t(locale, 'product.goToCart')}</a>
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
          onClick={order.addToCart}
          data-testid="add-to-cart"
        >
          {t(locale, 'product.addToCart')}
        </Button>
        <Button
          type="danger"
          round
          loading={buying}
          disabled={busy}
          onClick={order.buy}
          data-testid="buy-now"
        >
          {t(locale, 'product.buyNow')}
        </Button>
      </div>
    </section>
  );
}
