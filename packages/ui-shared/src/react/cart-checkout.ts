import type { CartItem } from '@storefront/api-client/contract';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { cartSelectionTotal } from '../checkout/cart';
import { orderPath } from '../routes';
import { checkoutCartMutation } from './queries/cart';
import type { ProductApi } from './queries/product';

export interface CartCheckoutOptions {
  api: ProductApi;
  queryClient: QueryClient;
  items: readonly CartItem[];
  selectedIds: ReadonlySet<number>;
  currencyId: number | undefined;
  /** Opens the order page once the selected lines are ordered. */
  navigateTo: (path: string) => unknown;
}

/**
 * The cart's "Checkout", kit-free: the total of the selected lines (server prices), and one order
 * of them at a time that opens its page. A refusal is the API client's toast and `error`.
 */
export function useCartCheckout({
  api,
  queryClient,
  items,
  selectedIds,
  currencyId,
  navigateTo,
}: CartCheckoutOptions) {
  const checkout = useMutation(checkoutCartMutation(api, queryClient));
  // Awaited, not a `mutate` callback: the ordered lines leave the cart, which may unmount the caller.
  const start = async () => {
    if (selectedIds.size === 0 || checkout.isPending) return;
    const order = await checkout
      .mutateAsync({ cartItemIds: [...selectedIds], currencyId })
      .catch(() => null);
    if (order) await navigateTo(orderPath(order.orderNo));
  };
  return {
    total: cartSelectionTotal(items, selectedIds),
    start,
    pending: checkout.isPending,
    error: checkout.error,
  };
}

export type CartCheckout = ReturnType<typeof useCartCheckout>;
