import type { CartListResponse } from '@storefront/api-client/contract';
import { cartSelectionTotal, formatMoney, type Locale, t } from '@storefront/ui-shared';
import { checkoutCartMutation } from '@storefront/ui-shared/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';
import { Checkbox } from 'react-vant/es/checkbox/index.js';
import 'react-vant/es/checkbox/style/index.css';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import type { CartSelection } from './use-cart-selection';

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
  const checkout = useMutation(checkoutCartMutation(api, queryClient));
  const total = cartSelectionTotal(cart.items, selection.selectedIds);
  const count = selection.selectedIds.size;

  function submit() {
    if (count === 0 || checkout.isPending) return;
    checkout.mutate(
      { cartItemIds: [...selection.selectedIds], currencyId },
      { onSuccess: (order) => navigate(`/order?orderNo=${encodeURIComponent(order.orderNo)}`) },
    );
  }

  return (
    <section
      className="buy-bar cart-bar"
      aria-label={t(locale, 'cart.checkout')}
      data-testid="cart-bar"
    >
      <div className="buy-bar__row">
        <Checkbox
          className="cart-bar__all"
          checked={selection.allSelected}
          onChange={(checked) => selection.toggleAll(Boolean(checked))}
          data-testid="select-all"
        >
          {t(locale, 'cart.selectAll')}
        </Checkbox>
        <p className="buy-bar__total">
          <span className="buy-bar__label">{t(locale, 'cart.selectedTotal', { count })}</span>
          <span className="buy-bar__amount" data-testid="cart-total" aria-live="polite">
            {total ? formatMoney(total, locale) : '—'}
          </span>
        </p>
        <Button
          type="danger"
          round
          loading={checkout.isPending}
          disabled={count === 0 || checkout.isPending}
          onClick={submit}
          data-testid="checkout"
        >
          {t(locale, 'cart.checkout')} ({count})
        </Button>
      </div>
    </section>
  );
}
