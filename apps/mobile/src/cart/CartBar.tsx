import type { CartListResponse } from '@storefront/api-client/contract';
import { formatMoney, type Locale, t } from '@storefront/ui-shared';
import { type CartSelection, useCartCheckout } from '@storefront/ui-shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';

export interface CartBarProps {
  cart: CartListResponse;
  selection: CartSelection;
  currencyId: number | undefined;
  locale: Locale;
}

/**
 * Fixed above the tab bar: select all, the total of the selected lines (server prices) and
 * "Checkout", which orders them and opens the order page.
 */
export function CartBar({ cart, selection, currencyId, locale }: CartBarProps) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const checkout = useCartCheckout({
    api,
    queryClient,
    items: cart.items,
    selectedIds: selection.selectedIds,
    currencyId,
    navigateTo: navigate,
  });
  const count = selection.selectedIds.size;

  return (
    <section
      className="buy-bar cart-bar"
      aria-label={t(locale, 'cart.checkout')}
      data-testid="cart-bar"
    >
      <div className="buy-bar__row">
        <label className="cart-bar__all">
          <input
            type="checkbox"
            className="check"
            checked={selection.allSelected}
            onChange={(event) => selection.toggleAll(event.target.checked)}
            data-testid="select-all"
          />
          {t(locale, 'cart.selectAll')}
        </label>
        <p className="buy-bar__total">
          <span className="buy-bar__label">{t(locale, 'cart.selectedTotal', { count })}</span>
          <span className="buy-bar__amount" data-testid="cart-total" aria-live="polite">
            {checkout.total ? formatMoney(checkout.total, locale) : '—'}
          </span>
        </p>
        <Button
          type="danger"
          round
          loading={checkout.pending}
          disabled={count === 0 || checkout.pending}
          onClick={checkout.start}
          data-testid="checkout"
        >
          {t(locale, 'cart.checkout')} ({count})
        </Button>
      </div>
    </section>
  );
}
